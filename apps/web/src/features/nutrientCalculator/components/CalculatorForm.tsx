import { DEFAULT_HECTARES, MAX_HECTARES, PREVIOUS_LEGUME_CROPS } from '@agrim/contracts';
import Calculate from '@mui/icons-material/Calculate';
import { Box, Button, Paper, TextField, Typography } from '@mui/material';
import { memo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formatValue } from '../../../lib/soilAnalysisFormat';
import { useZoneNpk } from '../api/useZoneNpk';
import { parseHectares } from './hectares';
import { npkChoices, npkQuery } from '../npkChoices';
import { CascadeSelect } from './CascadeSelect';
import { CropSelect, SoilSelect } from './LevelSelects';
import { SelectField } from '../../../components/SelectField';

export interface Choice {
  zone: string;
  soil: string;
  crop: string;
  npk: string;
  hectares: string;
  /** Issue 37: '' for the ±25 % rule, else a targeted-yield equation id, with its target (q/ha). */
  stcr: string;
  target: string;
  /** FYM this season, t/ha ('' for none), and the legume grown before ('' for none). */
  manure: string;
  previous: string;
}

const NO_EXTRAS = { stcr: '', target: '', manure: '', previous: '' };

export const initialChoice = (zone: string): Choice => ({
  zone,
  soil: '',
  crop: '',
  npk: '',
  hectares: DEFAULT_HECTARES.toFixed(1),
  ...NO_EXTRAS,
});

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
export const CalculatorForm = memo(function CalculatorForm({ zones, zonesLoading, choice, onChange, onCalculate, busy }: Props) {
  const { t, i18n } = useTranslation();
  const hectaresRef = useRef<HTMLInputElement>(null);
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

  // Issue 37: the equations the system's crops have on this soil; the target must be inside the chosen one's range.
  const equations = npk.data?.stcr_equations ?? [];
  const equation = equations.find((e) => e.id === choice.stcr);
  const target = Number(choice.target);
  const targetError = !!equation && choice.target !== '' && !(target >= equation.min_q_ha && target <= equation.max_q_ha);

  const calculate = () => {
    if ('error' in parsed) {
      hectaresRef.current?.focus();
      return;
    }
    if (equation && (choice.target === '' || targetError)) return;
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
          onChange={(zone) => onChange({ ...choice, zone, soil: '', crop: '', npk: '', stcr: '', target: '' })}
          testId="zone-select"
        />
        <SoilSelect
          zone={choice.zone}
          value={choice.soil}
          onChange={(soil) => onChange({ ...choice, soil, crop: '', npk: '', stcr: '', target: '' })}
        />
        <CropSelect
          zone={choice.zone}
          soil={choice.soil}
          value={choice.crop}
          onChange={(crop) => onChange({ ...choice, crop, npk: '', stcr: '', target: '' })}
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
        {equations.length > 0 && (
          <SelectField
            label={t('soilAnalysis.calculator.method')}
            value={choice.stcr}
            onChange={(stcr) => onChange({ ...choice, stcr, target: '' })}
            testId="method-select"
            options={[
              { value: '', label: t('soilAnalysis.calculator.methodRating') },
              ...equations.map((e) => ({ value: e.id, label: t('soilAnalysis.calculator.methodStcr', { name: e.name }) })),
            ]}
          />
        )}
        {equation && (
          <TextField
            label={t('soilAnalysis.calculator.target')}
            value={choice.target}
            onChange={(e) => onChange({ ...choice, target: e.target.value })}
            error={targetError}
            helperText={t('soilAnalysis.calculator.targetHelp', { min: equation.min_q_ha, max: equation.max_q_ha })}
            slotProps={{ htmlInput: { inputMode: 'decimal', 'data-testid': 'target-yield' } }}
          />
        )}
        <TextField
          label={t('soilAnalysis.calculator.manure')}
          value={choice.manure}
          onChange={(e) => onChange({ ...choice, manure: e.target.value })}
          helperText={t('soilAnalysis.calculator.manureHelp')}
          slotProps={{ htmlInput: { inputMode: 'decimal', 'data-testid': 'manure' } }}
        />
        <SelectField
          label={t('soilAnalysis.calculator.previous')}
          value={choice.previous}
          onChange={(previous) => onChange({ ...choice, previous })}
          testId="previous-select"
          options={[
            { value: '', label: t('soilAnalysis.calculator.previousNone') },
            ...PREVIOUS_LEGUME_CROPS.map((c) => ({ value: c, label: t(`soilAnalysis.calculator.legumes.${c}`) })),
          ]}
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
});
