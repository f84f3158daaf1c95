import { numberFormat } from '../../lib/intl';
import { DEFAULT_YIELD_CROP, type YieldPredictionResponse } from '@agrim/contracts';
import ShowChart from '@mui/icons-material/ShowChart';
import { Alert, Autocomplete, Box, Paper, Skeleton, Stack, TextField, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DatasetImporting, isMissingDataset, MissingDataset } from '../../components/MissingDataset';
import { ApiError } from '../../lib/api';
import { formatShare } from '../../lib/calendarFormat';
import { isImportingDataset } from '../../lib/datasets/waitForImport';
import { useYieldCrops } from './api/useYieldCrops';
import { useYieldDistricts } from './api/useYieldDistricts';
import { useYieldPrediction } from './api/useYieldPrediction';
import { useYieldStates } from './api/useYieldStates';
import { productionUnit, YieldChart } from './components/YieldChart';
import { numberLocale } from '../../lib/language';
import { PageHeader } from '../../components/PageHeader';

const isSoybean = (crop: string) => /^soya?bean$/i.test(crop);

/**
 * /yield-prediction (spec 2.18): crop, then state, then district (shown once a state is chosen);
 * the district's production trend with its forecast, or 'No Data available…' when there is none.
 */
export default function YieldPredictionPage() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const resultId = useId();
  const backtestText = useBacktestText();
  const crops = useYieldCrops();
  const [chosenCrop, setChosenCrop] = useState<string | null>(null);
  const [state, setState] = useState<string | null>(null);
  const [district, setDistrict] = useState<string | null>(null);
  const crop = chosenCrop ?? (crops.data ? (crops.data.find((c) => c === DEFAULT_YIELD_CROP) ?? crops.data[0] ?? null) : null);
  const states = useYieldStates(crop);
  const districts = useYieldDistricts(crop, state);
  const prediction = useYieldPrediction(crop, state, district);

  const cropNames = t('yield.crops', { returnObjects: true }) as Record<string, string>;
  const cropName = (c: string) => cropNames[c] ?? c;
  const methodNames = t('yield.methods', { returnObjects: true }) as Record<string, string>;
  const methodName = (m: string) => methodNames[m] ?? m;
  const missing = [crops, states, districts, prediction].some((q) => isMissingDataset(q.error));
  const listError = [crops, states, districts].find((q) => q.isError)?.error ?? null;
  const importing = [crops, states, districts, prediction].some(
    (q) => q.isPending && q.fetchStatus !== 'idle' && isImportingDataset(q.failureReason),
  );

  const data = prediction.data;
  const hasData = !!data && (data.historical_data.length > 0 || data.future_data.length > 0);
  const title =
    crop && state && district
      ? isSoybean(crop)
        ? t('yield.soybeanTitle', { state, district })
        : t('yield.title', { crop: cropName(crop), state, district })
      : '';

  if (missing) {
    return (
      <Stack spacing={2.5}>
        <Heading />
        <MissingDataset kind="crop-production" />
      </Stack>
    );
  }

  return (
    <Stack spacing={2.5}>
      <Heading />
      {importing && <DatasetImporting kind="crop-production" />}
      {listError && <Alert severity="error">{t('yield.loadFailed', { message: listError.message })}</Alert>}
      <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(3, minmax(0, 1fr))' } }}>
          {crops.isPending ? (
            <Skeleton variant="rounded" height={56} />
          ) : (
            <Autocomplete
              options={crops.data ?? []}
              value={crop}
              getOptionLabel={cropName}
              disableClearable={!!crop}
              onChange={(_e, value) => {
                setChosenCrop(value);
                setState(null);
                setDistrict(null);
              }}
              renderInput={(params) => <TextField {...params} label={t('yield.crop')} />}
              data-testid="yield-crop"
            />
          )}
          <Autocomplete
            options={states.data ?? []}
            value={state}
            loading={states.isFetching}
            disabled={!crop}
            onChange={(_e, value) => {
              setState(value);
              setDistrict(null);
            }}
            renderInput={(params) => <TextField {...params} label={t('yield.state')} />}
            data-testid="yield-state"
          />
          {/* Spec 2.18: the district selector appears once a state is chosen. */}
          {state && (
            <Autocomplete
              options={districts.data ?? []}
              value={district}
              loading={districts.isFetching}
              onChange={(_e, value) => setDistrict(value)}
              renderInput={(params) => <TextField {...params} label={t('yield.district')} />}
              data-testid="yield-district"
            />
          )}
        </Box>
      </Paper>

      <Paper
        variant="outlined"
        component="section"
        aria-labelledby={resultId}
        sx={{ p: { xs: 1.5, sm: 2 }, minWidth: 0 }}
        aria-live="polite"
      >
        {prediction.isFetching && !hasData ? (
          <Stack spacing={1} data-testid="yield-loading">
            <Skeleton variant="text" width="60%" />
            <Skeleton variant="rounded" height={360} />
          </Stack>
        ) : hasData && !prediction.isError ? (
          <>
            <Typography id={resultId} variant="h6" component="h2" sx={{ fontWeight: 700, mb: 1 }} data-testid="yield-title">
              {title}
            </Typography>
            <YieldChart data={data} label={title} crop={crop ?? ''} />
            <Stack spacing={0.5} sx={{ mt: 1 }}>
              <Typography variant="body2" data-testid="yield-method">
                {t('yield.method', { method: methodName(data.model.method), percent: formatShare(data.model.interval, lang) })}
              </Typography>
              {data.model.basis && (
                <Typography variant="body2" data-testid="yield-basis">
                  {t('yield.basis', {
                    area: formatNumber(data.model.basis.area, lang, 0),
                    perHa: formatNumber(data.model.basis.yield_per_ha, lang, 2),
                    unit: t(`yield.basisUnits.${productionUnit(crop ?? '')}`),
                  })}
                </Typography>
              )}
              <Typography variant="body2" color="text.secondary" data-testid="yield-backtest">
                {backtestText(data.model)}
              </Typography>
            </Stack>
          </>
        ) : (
          <Stack spacing={1} sx={{ alignItems: 'center', textAlign: 'center', py: { xs: 3, md: 6 }, color: 'text.secondary' }}>
            <ShowChart fontSize="large" />
            <Typography id={resultId} component="h2" variant="subtitle1" sx={{ fontWeight: 600 }} data-testid="yield-no-data">
              {t('yield.noData')}
            </Typography>
            {prediction.isError ? (
              <Typography variant="body2" data-testid="yield-error">
                {prediction.error instanceof ApiError && prediction.error.status === 0
                  ? t('common.networkError')
                  : prediction.error.message}
              </Typography>
            ) : (
              !district && <Typography variant="body2">{t('yield.chooseHint')}</Typography>
            )}
          </Stack>
        )}
      </Paper>
    </Stack>
  );
}

function Heading() {
  const { t } = useTranslation();
  return <PageHeader title={t('screens.yield')} subtitle={t('yield.intro')} />;
}

/** How the chosen method did on the series' last years, against repeating the last value. */
function useBacktestText() {
  const { t, i18n } = useTranslation();
  return ({ method, backtest }: YieldPredictionResponse['model']): string => {
    if (backtest.mape === null) return t('yield.noBacktest');
    const mape = formatPercent(backtest.mape, i18n.language);
    if (method === 'last_value') return t('yield.backtestNoArea', { years: backtest.years, mape });
    if (backtest.mape_last_value === null) return t('yield.backtestModelOnly', { years: backtest.years, mape });
    return t('yield.backtest', { years: backtest.years, mape, baseline: formatPercent(backtest.mape_last_value, i18n.language) });
  };
}

function formatNumber(value: number, lang: string, digits: number): string {
  return numberFormat(numberLocale(lang), { maximumFractionDigits: digits }).format(value);
}

/** A MAPE given in percent (e.g. 12.3) as '12.3'. */
function formatPercent(value: number, lang: string): string {
  return numberFormat(numberLocale(lang), { maximumFractionDigits: 1 }).format(value);
}
