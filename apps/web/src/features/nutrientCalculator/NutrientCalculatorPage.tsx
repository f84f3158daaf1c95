import { DEFAULT_CALCULATOR_ZONE } from '@agrim/contracts';
import { Alert, Box, CircularProgress } from '@mui/material';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeferredAnswer } from '../../lib/useDeferredAnswer';
import { DeviceScreen } from '../../components/DeviceScreen';
import { analysisLanguage } from '../../lib/soilAnalysisFormat';
import { type CalculationInput, useCalculation } from './api/useCalculation';
import { useCalculatorStart } from './api/useCalculatorStart';
import { CalculationResult } from './components/CalculationResult';
import { CalculatorForm, type Choice, initialChoice } from './components/CalculatorForm';
import { LatestDataGrid } from './components/LatestDataGrid';

/**
 * /soil/nutrient/calculator (spec 2.10): the device's latest readings, the zone → soil → cropping
 * system → NPK ratio cascade with the area, and the nutrients to apply with the comparison chart.
 */
export default function NutrientCalculatorPage() {
  const { t } = useTranslation();
  return (
    <DeviceScreen title={t('screens.nutrientCalculator')} intro={t('soilAnalysis.calculator.intro')}>
      {(deviceId) => <Calculator key={deviceId} deviceId={deviceId} />}
    </DeviceScreen>
  );
}

function Calculator({ deviceId }: { deviceId: string }) {
  const { t, i18n } = useTranslation();
  // The latest readings and the zones are drawn from a deferred copy, in slices; the blocking redraw when the read
  // answers skips the memoised grid and form, whose callbacks are kept stable (issue 43 item 5).
  const start = useDeferredAnswer(useCalculatorStart(deviceId));
  const [choice, setChoice] = useState<Choice>(() => initialChoice(DEFAULT_CALCULATOR_ZONE));
  const [input, setInput] = useState<CalculationInput | null>(null);
  const result = useCalculation(input, analysisLanguage(i18n.language));

  // Any change of the inputs clears the result of the old ones.
  const change = useCallback((next: Choice) => {
    setChoice(next);
    setInput(null);
  }, []);
  const calculate = useCallback(
    (c: Choice & { hectaresValue: number }) =>
      setInput((last) => ({
        deviceId,
        zone: c.zone,
        soil: c.soil,
        crop: c.crop,
        npk: c.npk,
        hectares: c.hectaresValue,
        ...(c.stcr ? { stcr: c.stcr, targetYield: Number(c.target) } : {}),
        ...(Number(c.manure) > 0 ? { manureTPerHa: Number(c.manure) } : {}),
        ...(c.previous ? { previousCrop: c.previous } : {}),
        attempt: (last?.attempt ?? 0) + 1,
      })),
    [deviceId],
  );

  return (
    <>
      <LatestDataGrid rows={start.data?.datass} loading={start.isPending} error={start.error} />
      <CalculatorForm
        zones={start.data?.agroclimatic_zones}
        zonesLoading={start.isPending}
        choice={choice}
        onChange={change}
        onCalculate={calculate}
        busy={result.isFetching}
      />
      {result.isError && (
        <Alert severity="error" data-testid="calculation-error">
          {t('soilAnalysis.calculator.failed', { message: result.error.message })}
        </Alert>
      )}
      {result.isFetching && !result.data && (
        <Box sx={{ display: 'grid', placeItems: 'center', py: 4 }}>
          <CircularProgress aria-label={t('common.loading')} />
        </Box>
      )}
      {result.data && <CalculationResult result={result.data} />}
    </>
  );
}
