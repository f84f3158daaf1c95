import type { SubdivisionForecast } from '@agrim/contracts';
import { Alert, Box, Chip, Paper, Skeleton, Stack, Typography } from '@mui/material';
import type { UseQueryResult } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { dayLabel, formatNumber, formatShare, monthLabel } from '../../../lib/calendarFormat';
import type { SubdivisionFuture } from '../api/useFutureForecasts';
import { firstMissingFutureIndex, firstMissingIndex } from './forecastGaps';
import { ForecastTable } from './ForecastTable';
import { RainfallChart } from './RainfallChart';

interface Props {
  subdivision: string;
  forecast: UseQueryResult<SubdivisionForecast>;
  /** Present once a future date is chosen. */
  future: UseQueryResult<SubdivisionFuture> | null;
  futureDate: string | null;
}

/** Two years before the held-out decade: the first view shows the backtest and the next 12 months. */
function zoomStart(from: string): string {
  return `${Number(from.slice(0, 4)) - 2}${from.slice(4)}`;
}

/** One subdivision: actual against forecast with R², how the model compares, the forecast table and the future chart. */
export function SubdivisionCard({ subdivision, forecast, future, futureDate }: Props) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const titleId = useId();
  const f = forecast.data;
  const missing = f ? firstMissingIndex(f) : null;
  const slug = subdivision.replace(/[^A-Za-z0-9]+/g, '-').toLowerCase();

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={titleId}
      sx={{ p: { xs: 1.5, sm: 2 }, minWidth: 0 }}
      data-testid={`subdivision-${slug}`}
      data-subdivision={subdivision}
    >
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 1 }}>
        <Typography id={titleId} variant="h6" component="h2" sx={{ fontWeight: 700, lineHeight: 1.3 }}>
          {subdivision}
        </Typography>
        {f && missing === null && (
          <Chip
            color="primary"
            variant="outlined"
            label={t('weather.rsquare', { value: f.rsquare.toFixed(2) })}
            data-testid="rsquare"
            sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}
          />
        )}
      </Stack>

      {forecast.isPending ? (
        <Stack spacing={1} data-testid="forecast-loading">
          <Skeleton variant="rounded" height={320} />
          <Skeleton variant="rounded" height={160} />
        </Stack>
      ) : forecast.isError ? (
        <Alert severity="error" data-testid="forecast-error">
          {t('weather.failed', { message: forecast.error.message })}
        </Alert>
      ) : missing !== null ? (
        <Alert severity="error" data-testid="missing-index">
          {t('weather.missingIndex', { n: missing })}
        </Alert>
      ) : (
        f && (
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              alignItems: 'start',
              gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 3fr) minmax(0, 2fr)' },
            }}
          >
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
                {t('weather.chart')}
              </Typography>
              <RainfallChart
                testId="rainfall-chart"
                label={`${t('weather.chart')}: ${subdivision}`}
                actual={{ ds: f['actual-ds'], y: f['actual-y'] }}
                forecast={{
                  ds: f['forecast-ds'],
                  yhat: f['forecast-yhat'],
                  lower: f['forecast-yhat_lower'],
                  upper: f['forecast-yhat_upper'],
                }}
                interval={f.model.interval}
                zoomFrom={zoomStart(f.model.backtest.from)}
              />
              <Stack spacing={0.5} sx={{ mt: 1 }}>
                <Typography variant="body2" color="text.secondary" data-testid="rsquare-help">
                  {t('weather.rsquareHelp', { from: monthLabel(f.model.backtest.from, lang), to: monthLabel(f.model.backtest.to, lang) })}
                </Typography>
                <Typography variant="body2" data-testid="backtest">
                  {t('weather.backtest', {
                    mae: formatNumber(f.model.backtest.mae, lang),
                    climatology: formatNumber(f.model.backtest.mae_climatology, lang),
                    naive: formatNumber(f.model.backtest.mae_seasonal_naive, lang),
                  })}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  {t('weather.model', { method: f.model.method, version: f.model.version, percent: formatShare(f.model.interval, lang) })}
                </Typography>
              </Stack>
            </Box>
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
                {t('weather.table')}
              </Typography>
              <ForecastTable rows={f.forecast} label={`${t('weather.table')}: ${subdivision}`} />
            </Box>
          </Box>
        )
      )}

      {future && futureDate && (
        <FutureChart subdivision={subdivision} future={future} futureDate={futureDate} interval={f?.model.interval} />
      )}
    </Paper>
  );
}

function FutureChart({
  subdivision,
  future,
  futureDate,
  interval,
}: {
  subdivision: string;
  future: UseQueryResult<SubdivisionFuture>;
  futureDate: string;
  interval: number | undefined;
}) {
  const { t, i18n } = useTranslation();
  const title = t('weather.futureChart', { date: dayLabel(futureDate, i18n.language) });
  const data = future.data;
  const missing = data ? firstMissingFutureIndex(data) : null;
  return (
    <Box sx={{ mt: 2, pt: 2, borderTop: 1, borderColor: 'divider' }} data-testid="future-forecast">
      <Typography variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
        {title}
      </Typography>
      {future.isPending ? (
        <Skeleton variant="rounded" height={280} />
      ) : future.isError ? (
        <Alert severity="error">{t('weather.failed', { message: future.error.message })}</Alert>
      ) : missing !== null ? (
        <Alert severity="error" data-testid="missing-index">
          {t('weather.missingIndex', { n: missing })}
        </Alert>
      ) : (
        data && (
          <RainfallChart
            testId="future-chart"
            label={`${title}: ${subdivision}`}
            height={280}
            forecast={{
              ds: data['future_forecast-ds'],
              yhat: data['future_forecast-yhat'],
              lower: data['future_forecast-yhat_lower'],
              upper: data['future_forecast-yhat_upper'],
            }}
            interval={interval ?? 0.8}
          />
        )
      )}
    </Box>
  );
}
