import { CROP_FEATURES, CROP_SLIDERS, type RecommendCropRequest } from '@agrim/contracts';
import Insights from '@mui/icons-material/Insights';
import { Box, Button, Paper, Stack, Typography } from '@mui/material';
import { ErrorNotice } from '../../components/ErrorNotice';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { BusyButton } from '../../components/BusyButton';
import { useRevealResult } from '../../lib/useRevealResult';
import { type RecommendCropResponse, useRecommendCrop } from './api/useRecommendCrop';
import { CropSlider } from './components/CropSlider';
import { RecommendationResult } from './components/RecommendationResult';
import { PageHeader } from '../../components/PageHeader';

/** Spec 9 defaults. */
const DEFAULTS = Object.fromEntries(CROP_FEATURES.map((f) => [f, CROP_SLIDERS[f].default])) as RecommendCropRequest;

const same = (a: RecommendCropRequest, b: RecommendCropRequest) => CROP_FEATURES.every((f) => a[f] === b[f]);

/** /crop-recommendation (spec 2.5): seven sliders, Predict, and the recommended crop with its reasons. */
export default function CropRecommendationPage() {
  const { t } = useTranslation();
  const [values, setValues] = useState<RecommendCropRequest>(DEFAULTS);
  const [result, setResult] = useState<{ input: RecommendCropRequest; response: RecommendCropResponse } | null>(null);
  const recommend = useRecommendCrop();
  // On a phone the answer is below the seven sliders: brought into view, with focus, when it arrives.
  const [resultRef, showResult] = useRevealResult<HTMLElement>();

  const predict = () => {
    const input = values;
    recommend.mutate(input, {
      onSuccess: (response) => setResult({ input, response }),
      onSettled: () => requestAnimationFrame(showResult),
    });
  };

  return (
    <Stack spacing={2.5}>
      <PageHeader
        title={t('screens.crop')}
        actions={
          <Button component={RouterLink} to="/crop-recommendation/report" startIcon={<Insights />} sx={{ alignSelf: { xs: 'flex-start' } }}>
            {t('crop.reportLink')}
          </Button>
        }
      />

      <Box
        sx={{
          display: 'grid',
          gap: 2.5,
          alignItems: 'start',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 5fr) minmax(0, 6fr)' },
        }}
      >
        <Paper variant="outlined" component="section" aria-labelledby="crop-inputs-heading" sx={{ p: { xs: 1.5, sm: 2 } }}>
          <Typography id="crop-inputs-heading" variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
            {t('crop.inputs')}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
            {t('crop.intro')}
          </Typography>
          <Box
            sx={{
              display: 'grid',
              gap: 1.25,
              gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', lg: 'minmax(0, 1fr)' },
            }}
          >
            {CROP_FEATURES.map((f) => (
              <CropSlider key={f} feature={f} value={values[f]} onChange={(v) => setValues((old) => ({ ...old, [f]: v }))} />
            ))}
          </Box>
          <Stack direction="row" spacing={1} sx={{ mt: 2, flexWrap: 'wrap', rowGap: 1 }}>
            <BusyButton variant="contained" size="large" busy={recommend.isPending} onClick={predict} data-testid="crop-predict">
              {t('crop.predict')}
            </BusyButton>
            <Button onClick={() => setValues(DEFAULTS)} disabled={same(values, DEFAULTS)}>
              {t('crop.reset')}
            </Button>
          </Stack>
        </Paper>

        <Paper
          ref={resultRef}
          tabIndex={-1}
          variant="outlined"
          component="section"
          aria-labelledby="crop-result-heading"
          sx={{ p: { xs: 1.5, sm: 2 }, scrollMarginTop: 72 }}
        >
          <Typography id="crop-result-heading" variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
            {t('crop.result')}
          </Typography>
          {recommend.isError && (
            <Box sx={{ mb: 2 }}>
              <ErrorNotice error={recommend.error} what={t('crop.failed')} testId="crop-error" />
            </Box>
          )}
          <RecommendationResult result={result?.response ?? null} stale={!!result && !same(result.input, values)} />
        </Paper>
      </Box>
    </Stack>
  );
}
