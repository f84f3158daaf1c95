import { DEFAULT_HECTARES, MAX_HECTARES } from '@agrim/contracts';
import Calculate from '@mui/icons-material/Calculate';
import { Box, Button, Paper, TextField, Typography } from '@mui/material';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formatValue } from '../../../lib/soilAnalysisFormat';
import { useZoneCrops } from '../api/useZoneCrops';
import { useZoneNpk } from '../api/useZoneNpk';
import { useZoneSoils } from '../api/useZoneSoils';
import { parseHectares } from './hectares';
import { npkChoices, npkQuery } from '../npkChoices';
import { CascadeSelect } from './CascadeSelect';

export interface Choice {
  zone: string;
  soil: string;
  crop: string;
  npk: string;
  hectares: string;
}

export const initialChoice = (zone: string): Choice => ({ zone, soil: '', crop: '', npk: '', hectares: DEFAULT_HECTARES.toFixed(1) });

interface Props {
  zones: readonly string[] | undefined;
  zonesLoading: boolean;
  choice: Choice;
  onChange: (c: Choice) => void;
  onCalculate: (c: Choice & { hectaresValue: number }) => void;
  busy: boolean;
}

/**
 * Spec 2.10 and 4: Agroclimatic Zone → Select Soil → Select Cropping System → Select NPK Ratio (a
 * change clears the levels below), 'Enter Hectares of Land', and 'Calculate Nutrients' once a ratio is chosen.
 */
export function CalculatorForm({ zones, zonesLoading, choice, onChange, onCalculate, busy }: Props) {
  const { t, i18n } = useTranslation();
  const hectaresRef = useRef<HTMLInputElement>(null);
  const soils = useZoneSoils(choice.zone);
  const crops = useZoneCrops(choice.zone, choice.soil);
  const npk = useZoneNpk(choice.zone, choice.soil, choice.crop);
  const parsed = parseHectares(choice.hectares);
  const hectaresError =
    'error' in parsed ? t(`soilAnalysis.calculator.${parsed.error}`, { max: formatValue(MAX_HECTARES, i18n.language) }) : null;

  const npkDetail = (choice: string) =>
    npk.data?.npk_options
      .filter((o) => {
        const q = npkQuery(choice);
        return o.ratio === q.npk && (q.dose_crop === undefined || o.crop === q.dose_crop);
      })
      .map((o) => [o.crop, o.season, o.condition].filter(Boolean).join(' · '))
      .join('; ');

  const calculate = () => {
    if ('error' in parsed) {
      hectaresRef.current?.focus();
      return;
    }
    onCalculate({ ...choice, hectaresValue: parsed.value });
  };

  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }} component="section" aria-labelledby="calculator-inputs">
      <Typography variant="subtitle1" component="h2" id="calculator-inputs" sx={{ fontWeight: 600, mb: 2 }}>
        {t('soilAnalysis.calculator.inputs')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' } }}>
        <CascadeSelect
          label={t('soilAnalysis.calculator.zone')}
          value={choice.zone}
          options={zones}
          loading={zonesLoading}
          onChange={(zone) => onChange({ ...choice, zone, soil: '', crop: '', npk: '' })}
          testId="zone-select"
        />
        <CascadeSelect
          label={t('soilAnalysis.calculator.soil')}
          value={choice.soil}
          options={soils.data}
          loading={soils.isFetching}
          error={soils.error}
          onChange={(soil) => onChange({ ...choice, soil, crop: '', npk: '' })}
          testId="soil-select"
        />
        <CascadeSelect
          label={t('soilAnalysis.calculator.crop')}
          value={choice.crop}
          options={choice.soil ? crops.data : undefined}
          loading={crops.isFetching}
          error={crops.error}
          onChange={(crop) => onChange({ ...choice, crop, npk: '' })}
          testId="crop-select"
        />
        <CascadeSelect
          label={t('soilAnalysis.calculator.npk')}
          value={choice.npk}
          options={choice.crop ? npkChoices(npk.data?.npk_options) : undefined}
          loading={npk.isFetching}
          error={npk.error}
          onChange={(ratio) => onChange({ ...choice, npk: ratio })}
          detail={npkDetail}
          helperText={t('soilAnalysis.calculator.npkHelp')}
          testId="npk-select"
        />
        <TextField
          label={t('soilAnalysis.calculator.hectares')}
          value={choice.hectares}
          onChange={(e) => onChange({ ...choice, hectares: e.target.value })}
          error={!!hectaresError}
          helperText={hectaresError ?? ' '}
          inputRef={hectaresRef}
          slotProps={{ htmlInput: { inputMode: 'decimal', 'data-testid': 'hectares' } }}
        />
        {choice.npk && (
          <Box sx={{ alignSelf: 'start', pt: { md: 0.75 } }}>
            <Button variant="contained" size="large" startIcon={<Calculate />} onClick={calculate} disabled={busy} fullWidth={false}>
              {t('soilAnalysis.calculator.calculate')}
            </Button>
          </Box>
        )}
      </Box>
    </Paper>
  );
}
