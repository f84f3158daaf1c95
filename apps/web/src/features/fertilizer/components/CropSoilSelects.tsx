import { FERTILIZER_CROP_TYPES, SOIL_TYPES } from '@agrim/contracts';
import { SelectField } from '../../../components/SelectField';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  soilType: string;
  cropType: string;
  onSoilType: (value: string) => void;
  onCropType: (value: string) => void;
}

/** The soil type and crop type drop-downs of spec 5, shared by the manual form and the card tab. */
export const CropSoilSelects = memo(function CropSoilSelects({ soilType, cropType, onSoilType, onCropType }: Props) {
  const { t } = useTranslation();
  return (
    <>
      <SelectField
        size="small"
        label={t('fertilizer.fields.soilType')}
        value={soilType}
        onChange={onSoilType}
        sx={{ minWidth: 160 }}
        testId="soil-type"
        options={SOIL_TYPES.map((s) => ({ value: s, label: t(`fertilizer.soilTypes.${s}`) }))}
      />
      <SelectField
        size="small"
        label={t('fertilizer.fields.cropType')}
        value={cropType}
        onChange={onCropType}
        sx={{ minWidth: 160 }}
        testId="crop-type"
        options={FERTILIZER_CROP_TYPES.map((c) => ({ value: c, label: t(`fertilizer.crops.${c}`) }))}
      />
    </>
  );
});
