import {
  type AdviceLanguage,
  FERTILIZER_DEFAULTS,
  FERTILIZER_SLIDERS,
  type FertilizerCropType,
  type FertilizerSliderName,
  MODEL_TYPES,
  type Reading,
  type SoilType,
} from '@agrim/contracts';
import { Alert, Paper, Skeleton, Stack } from '@mui/material';
import { lazy, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeferredAnswer } from '../../../lib/useDeferredAnswer';
import { BusyButton } from '../../../components/BusyButton';
import { LazyPart } from '../../../components/ErrorBoundary';
import { formatDateTime } from '../../../lib/time';
import { useRevealResult } from '../../../lib/useRevealResult';
import { useFertilizerAdvice } from '../api/useFertilizerAdvice';
import { type LatestReading, useLatestReading } from '../api/useLatestReading';
import { usePredictFertilizer } from '../api/usePredictFertilizer';
import { SelectField } from '../../../components/SelectField';
import { CropSoilSelects } from './CropSoilSelects';
import { DEFAULT_SLIDER_VALUES, NutrientSliders, type SliderValues } from './NutrientSliders';
import { PredictionResult } from './PredictionResult';
import { ErrorNotice } from '../../../components/ErrorNotice';

// Only an Expert gives feedback: the dialog's code (rating, reference files, the outbox) is fetched for an Expert
// alone, when the form is first drawn, so it is there by the time Predict opens it.
const ExpertFeedbackDialog = lazy(() => import('./expertFeedback/ExpertFeedbackDialog').then((m) => ({ default: m.ExpertFeedbackDialog })));

const PREFILLED: FertilizerSliderName[] = ['temperature', 'humidity', 'nitrogen', 'phosphorus', 'potassium'];

function fromReading(values: SliderValues, reading: Reading): SliderValues {
  const next = { ...values };
  for (const name of PREFILLED) {
    const s = FERTILIZER_SLIDERS[name];
    next[name] = Math.min(s.max, Math.max(s.min, Math.round(reading[name])));
  }
  return next;
}

/**
 * The manual form (spec 2.6): sliders and drop-downs prefilled from the latest reading (moisture
 * is not, spec 3); Predict runs the prediction and the advice in parallel, each with its spinner.
 * For an Expert, Predict also opens the feedback dialog on that prediction.
 */
export function ManualView({ language, expert = false }: { language: AdviceLanguage; expert?: boolean }) {
  const { t, i18n } = useTranslation();
  // The reading that prefills the form is taken from a deferred copy: the form is redrawn with it in slices, and the
  // blocking redraw when the read answers skips the (memoised) sliders and drop-downs (issue 43 item 5).
  const latest = useDeferredAnswer(useLatestReading());
  const [values, setValues] = useState<SliderValues>(DEFAULT_SLIDER_VALUES);
  const [soilType, setSoilType] = useState<string>(FERTILIZER_DEFAULTS.soiltype);
  const [cropType, setCropType] = useState<string>(FERTILIZER_DEFAULTS.croptype);
  const [prefilledFrom, setPrefilled] = useState<LatestReading | null>(null);
  const prefilled = prefilledFrom?.reading ?? null;
  const prediction = usePredictFertilizer();
  const advice = useFertilizerAdvice();
  const [feedbackOpen, setFeedbackOpen] = useState(false);

  // Prefill once, when the reading arrives (state adjusted during render, not in an effect).
  if (latest.data && !prefilled) {
    setPrefilled(latest.data);
    setValues((v) => fromReading(v, latest.data!.reading));
  }

  const [resultRef, showResult] = useRevealResult<HTMLDivElement>();
  const predict = () => {
    const common = { temperature: values.temperature, humidity: values.humidity, nitrogen: values.nitrogen, potassium: values.potassium };
    prediction.mutate(
      {
        ...common,
        phosphorous: values.phosphorus,
        moisture: values.moisture,
        croptype: cropType as FertilizerCropType,
        soiltype: soilType as SoilType,
        modeltype: MODEL_TYPES[0].value,
      },
      // An Expert's feedback dialog opens over the result and keeps the focus.
      { onSettled: () => !expert && requestAnimationFrame(showResult) },
    );
    advice.mutate({
      ...common,
      phosphorus: values.phosphorus,
      soil_moisture: values.moisture,
      crop_type: cropType as FertilizerCropType,
      soil_type: soilType as SoilType,
      language,
      ...(prefilled ? { ph: prefilled.ph, conductivity: prefilled.conductivity } : {}),
    });
    if (expert) setFeedbackOpen(true);
  };
  // One language for the app: advice already shown is asked for again when the language is switched.
  const shown = advice.variables;
  useEffect(() => {
    if (shown && shown.language !== language && !advice.isPending) advice.mutate({ ...shown, language });
  }, [language, shown, advice]);
  const started = prediction.isPending || advice.isPending || prediction.data || advice.data || prediction.error || advice.error;

  return (
    <Stack spacing={2}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack spacing={2}>
          {/* The note's place while the latest reading is asked for: the note coming in moved the sliders down by about
              160 px on a phone (a layout shift of 0.12, issue 43 item 5). */}
          {latest.isPending && <Skeleton variant="rounded" sx={{ height: { xs: 160, sm: 96 } }} />}
          {latest.isSuccess &&
            (prefilledFrom && prefilled ? (
              <Alert severity="info" data-testid="prefill-note">
                {t('fertilizer.prefilled', {
                  device: prefilledFrom.device.name,
                  farm: prefilledFrom.device.farmName,
                  time: formatDateTime(prefilled.timestamp, i18n.language),
                })}{' '}
                {t('fertilizer.prefilledExtra', { ph: prefilled.ph, ec: prefilled.conductivity })}
              </Alert>
            ) : (
              <Alert severity="info">{t('fertilizer.noReading')}</Alert>
            ))}
          {latest.isError && (
            <ErrorNotice
              error={latest.error}
              what={t('failure.steps.latestReading')}
              severity="warning"
              onRetry={() => void latest.refetch()}
              testId="prefill-error"
            />
          )}
          <NutrientSliders values={values} onChange={setValues} />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
            <CropSoilSelects soilType={soilType} cropType={cropType} onSoilType={setSoilType} onCropType={setCropType} />
            {/* The spec's model drop-down: one model today, so nothing to change. */}
            <SelectField
              size="small"
              label={t('fertilizer.fields.modelType')}
              value={MODEL_TYPES[0].value}
              onChange={() => undefined}
              sx={{ minWidth: 120 }}
              options={MODEL_TYPES}
            />
            <BusyButton variant="contained" busy={prediction.isPending || advice.isPending} onClick={predict} data-testid="predict">
              {t('fertilizer.predict')}
            </BusyButton>
          </Stack>
        </Stack>
      </Paper>
      {started && (
        <Paper ref={resultRef} tabIndex={-1} variant="outlined" sx={{ p: { xs: 2, sm: 3 }, scrollMarginTop: 72 }}>
          <PredictionResult prediction={prediction} advice={advice} language={advice.variables?.language ?? language} />
        </Paper>
      )}
      {expert && (
        <LazyPart fallback={null}>
          <ExpertFeedbackDialog
            open={feedbackOpen}
            onClose={() => setFeedbackOpen(false)}
            prediction={prediction}
            advice={advice}
            language={advice.variables?.language ?? language}
          />
        </LazyPart>
      )}
    </Stack>
  );
}
