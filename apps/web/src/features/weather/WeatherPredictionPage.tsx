import { DEFAULT_SUBDIVISION, kolkataDay } from '@agrim/contracts';
import { Alert, Autocomplete, Box, Paper, Skeleton, Stack, TextField, Typography } from '@mui/material';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DatasetImporting, isMissingDataset, MissingDataset } from '../../components/MissingDataset';
import { dayLabel } from '../../lib/calendarFormat';
import { isImportingDataset } from '../../lib/datasets/waitForImport';
import { useFutureForecasts } from './api/useFutureForecasts';
import { useSubdivisions } from './api/useSubdivisions';
import { useWeatherForecasts } from './api/useWeatherForecasts';
import { SubdivisionCard } from './components/SubdivisionCard';
import { PageHeader } from '../../components/PageHeader';

/** The server forecasts up to the month this many years after the last month of its data. */
const MAX_YEARS_AHEAD = 50;

/** yyyy-mm-dd of the last day of a month (1-based). */
function lastDayOfMonth(year: number, month: number): string {
  return new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
}

/** The default selection: the spec's subdivision as the dataset spells it, when the dataset has it. */
function defaultSelection(options: readonly string[]): string[] {
  const match = options.find((o) => o.toLowerCase() === DEFAULT_SUBDIVISION.toLowerCase());
  return match ? [match] : options.slice(0, 1);
}

/**
 * /weather-prediction (spec 2.15): rainfall by subdivision, actual against forecast with R² per
 * subdivision, the forecast table, and a forecast up to a chosen future date.
 */
export default function WeatherPredictionPage() {
  const { t, i18n } = useTranslation();
  const options = useSubdivisions();
  const [chosen, setChosen] = useState<string[] | null>(null);
  const [dateInput, setDateInput] = useState('');
  const selected = useMemo(() => chosen ?? (options.data ? defaultSelection(options.data) : []), [chosen, options.data]);
  const forecasts = useWeatherForecasts(selected);

  const today = kolkataDay(new Date());
  // The latest month the data covers, from the forecasts loaded: the future date may be at most 50 years after it.
  const lastMonth = forecasts
    .map((q) => q.data?.['actual-ds'].at(-1))
    .filter((d): d is string => !!d)
    .sort()
    .at(-1);
  const maxDate = lastMonth ? lastDayOfMonth(Number(lastMonth.slice(0, 4)) + MAX_YEARS_AHEAD, Number(lastMonth.slice(5, 7))) : undefined;
  const dateProblem = !dateInput
    ? null
    : dateInput < today
      ? t('weather.pastDate')
      : maxDate && dateInput > maxDate
        ? t('weather.tooLate', { date: dayLabel(maxDate, i18n.language) })
        : null;
  const futureDate = dateInput && !dateProblem ? dateInput : null;
  const futures = useFutureForecasts(selected, futureDate);

  // Spec 4: a change of the chosen subdivisions clears the future date and its charts.
  const choose = (next: string[]) => {
    setChosen(next);
    setDateInput('');
  };

  const missing = isMissingDataset(options.error) || forecasts.some((q) => isMissingDataset(q.error));
  const importing = [options, ...forecasts].some((q) => q.isPending && isImportingDataset(q.failureReason));

  return (
    <Stack spacing={2.5}>
      <PageHeader title={t('screens.weather')} subtitle={t('weather.intro')} />

      {importing && <DatasetImporting kind="rainfall" />}
      {missing ? (
        <MissingDataset kind="rainfall" />
      ) : options.isError ? (
        <Alert severity="error">{t('weather.loadFailed', { message: options.error.message })}</Alert>
      ) : (
        <>
          <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
            <Box
              sx={{
                display: 'grid',
                gap: 2,
                alignItems: 'start',
                gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 3fr) minmax(0, 2fr)' },
              }}
            >
              {options.isPending ? (
                <Skeleton variant="rounded" height={56} />
              ) : (
                <Autocomplete
                  multiple
                  limitTags={2}
                  options={options.data}
                  value={selected}
                  onChange={(_e, value) => choose(value)}
                  filterSelectedOptions
                  renderInput={(params) => <TextField {...params} label={t('weather.subdivisions')} />}
                  data-testid="subdivision-select"
                />
              )}
              <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
                <Typography component="legend" variant="body2" sx={{ fontWeight: 600, mb: 1 }}>
                  {t('weather.futureTitle')}
                </Typography>
                <TextField
                  type="date"
                  fullWidth
                  label={t('weather.startTime')}
                  value={dateInput}
                  disabled={selected.length === 0}
                  onChange={(e) => setDateInput(e.target.value)}
                  error={!!dateProblem}
                  helperText={dateProblem ?? t('weather.futureHelp')}
                  slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: today, max: maxDate, 'data-testid': 'future-date' } }}
                />
              </Box>
            </Box>
          </Paper>

          {selected.length === 0 && !options.isPending && <Alert severity="info">{t('weather.chooseOne')}</Alert>}

          {selected.map((subdivision, i) => (
            <SubdivisionCard
              key={subdivision}
              subdivision={subdivision}
              forecast={forecasts[i]!}
              future={futureDate ? futures[i]! : null}
              futureDate={futureDate}
            />
          ))}
        </>
      )}
    </Stack>
  );
}
