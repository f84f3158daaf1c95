import {
  FERTILIZER_CROP_TYPES,
  type FertilizerCropType,
  PLAN_AREA_UNITS,
  type PlanAreaUnit,
  SOIL_TYPES,
  type SoilTest,
  type SoilTestPlanQuery,
  type SoilType,
} from '@agrim/contracts';
import Agriculture from '@mui/icons-material/Agriculture';
import { Box, Button, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '../../../components/BusyButton';
import { ChoiceButtons } from '../../../components/ChoiceButtons';
import { ErrorNotice } from '../../../components/ErrorNotice';
import { useSoilTestPlan } from '../api/useSoilTestPlan';
import { knownSoilType, savedPlanChoice, savePlanChoice } from './planChoice';
import { PlanView } from './PlanView';
import { SelectField } from '../../../components/SelectField';

/**
 * 'Get a fertilizer plan from this test' (issue 39): the farmer chooses the crop and the area; the server
 * plans from the test's values with the planner the advice and the Nutrient Calculator use. The choice is
 * kept for the report, which then carries the plan.
 */
export function PlanFromTest({ test }: { test: SoilTest }) {
  const { t } = useTranslation();
  const saved = savedPlanChoice(test.id);
  const [open, setOpen] = useState(saved !== null);
  const [crop, setCrop] = useState<FertilizerCropType | ''>(saved?.crop ?? '');
  const [area, setArea] = useState(saved ? String(saved.area) : '1');
  const [unit, setUnit] = useState<PlanAreaUnit>(saved?.area_unit ?? 'acre');
  const known = knownSoilType(test.soil_type);
  const [soil, setSoil] = useState<SoilType | ''>(saved?.soil_type ?? '');
  const [choice, setChoice] = useState<SoilTestPlanQuery | null>(saved);
  const [areaBad, setAreaBad] = useState(false);
  const plan = useSoilTestPlan(test.id, choice);

  if (!open)
    return (
      <Box>
        <Button variant="contained" color="primary" startIcon={<Agriculture />} onClick={() => setOpen(true)} data-testid="plan-open">
          {t('soilTesting.plan.button')}
        </Button>
      </Box>
    );

  const make = () => {
    const value = Number(area.trim().replace(',', '.'));
    if (!Number.isFinite(value) || value <= 0) {
      setAreaBad(true);
      return;
    }
    setAreaBad(false);
    if (!crop || (!known && !soil)) return;
    const next: SoilTestPlanQuery = { crop, area: value, area_unit: unit, soil_type: known ? undefined : soil || undefined };
    savePlanChoice(test.id, next);
    setChoice(next);
  };

  return (
    <Stack spacing={2} component="section" aria-labelledby={`plan-title-${test.id}`} data-testid="plan-section">
      <Typography id={`plan-title-${test.id}`} variant="h6" component="h3" sx={{ fontWeight: 700 }}>
        {t('soilTesting.plan.title')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'flex-start' } }}>
        <SelectField
          required
          label={t('soilTesting.plan.crop')}
          value={crop}
          onChange={setCrop}
          sx={{ minWidth: 180 }}
          testId="plan-crop"
          options={FERTILIZER_CROP_TYPES.map((c) => ({ value: c, label: t(`fertilizer.crops.${c}`) }))}
        />
        {!known && (
          <SelectField
            required
            label={t('soilTesting.plan.soilType')}
            helperText={t('soilTesting.plan.soilTypeHelp', { typed: test.soil_type })}
            value={soil}
            onChange={setSoil}
            sx={{ minWidth: 180 }}
            testId="plan-soil"
            options={SOIL_TYPES.map((s) => ({ value: s, label: t(`fertilizer.soilTypes.${s}`) }))}
          />
        )}
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <TextField
            required
            label={t('soilTesting.plan.area')}
            value={area}
            onChange={(e) => setArea(e.target.value)}
            error={areaBad}
            helperText={areaBad ? t('soilTesting.plan.areaInvalid') : undefined}
            sx={{ width: 140 }}
            slotProps={{ htmlInput: { inputMode: 'decimal', 'data-testid': 'plan-area' } }}
          />
          <ChoiceButtons
            label={t('soilTesting.plan.unit')}
            choices={PLAN_AREA_UNITS.map((u) => ({ value: u, label: t(`soilTesting.plan.units.${u}`) }))}
            value={unit}
            onChange={setUnit}
            sx={{ mt: 1 }}
          />
        </Stack>
      </Stack>
      <Box>
        <BusyButton variant="contained" busy={plan.isFetching} disabled={!crop || (!known && !soil)} onClick={make} data-testid="plan-make">
          {t('soilTesting.plan.make')}
        </BusyButton>
      </Box>
      {plan.error && (
        <ErrorNotice error={plan.error} what={t('soilTesting.plan.failed')} onRetry={() => void plan.refetch()} testId="plan-error" />
      )}
      {plan.data && (
        <>
          <PlanView plan={plan.data} />
          <Typography variant="body2" color="text.secondary">
            {t('soilTesting.plan.inReport')}
          </Typography>
        </>
      )}
    </Stack>
  );
}
