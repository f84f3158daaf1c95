import { useTranslation } from 'react-i18next';
import { useZoneCrops } from '../api/useZoneCrops';
import { useZoneSoils } from '../api/useZoneSoils';
import { CascadeSelect } from './CascadeSelect';

// Each level reads its own options, so their answer redraws this select alone and not the whole form: the default
// zone's soils arrive during the screen's load, and the form's redraw was one blocking task of 52 ms (issue 43 item 5).

/** Select Soil: the zone's soils. */
export function SoilSelect({ zone, value, onChange }: { zone: string; value: string; onChange: (soil: string) => void }) {
  const { t } = useTranslation();
  const soils = useZoneSoils(zone);
  return (
    <CascadeSelect
      label={t('soilAnalysis.calculator.soil')}
      value={value}
      options={soils.data}
      loading={soils.isFetching}
      error={soils.error}
      onChange={onChange}
      testId="soil-select"
    />
  );
}

/** Select Cropping System: the cropping systems of the zone's soil, once a soil is chosen. */
export function CropSelect({
  zone,
  soil,
  value,
  onChange,
}: {
  zone: string;
  soil: string;
  value: string;
  onChange: (crop: string) => void;
}) {
  const { t } = useTranslation();
  const crops = useZoneCrops(zone, soil);
  return (
    <CascadeSelect
      label={t('soilAnalysis.calculator.crop')}
      value={value}
      options={soil ? crops.data : undefined}
      loading={crops.isFetching}
      error={crops.error}
      onChange={onChange}
      testId="crop-select"
    />
  );
}
