import { Alert, Box, Paper, Skeleton, Stack, Typography } from '@mui/material';
import { Trans, useTranslation } from 'react-i18next';
import { Command, importCommand } from '../../components/MissingDataset';
import { useDeferredAnswer } from '../../lib/useDeferredAnswer';
import { useDatasets } from './api/useDatasets';
import { DatasetCard } from './components/DatasetCard';
import { PageHeader } from '../../components/PageHeader';

/**
 * /datasets (Admin, superAdmin): the public datasets the forecasts are fitted on, one card per kind
 * with its current version and a CSV import, and where the files can be downloaded.
 */
export default function DatasetsPage() {
  const { t } = useTranslation();
  // Its cards drawn in slices, not in the blocking task that brings the answer (issue 43 item 5).
  const datasets = useDeferredAnswer(useDatasets());
  return (
    <Stack spacing={2.5}>
      <PageHeader title={t('screens.datasets')} subtitle={t('datasets.intro')} />
      {datasets.isPending ? (
        <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' } }}>
          <Skeleton variant="rounded" height={420} />
          <Skeleton variant="rounded" height={420} />
        </Box>
      ) : datasets.isError ? (
        <Alert severity="error">{t('datasets.loadFailed', { message: datasets.error.message })}</Alert>
      ) : (
        <Box
          sx={{
            display: 'grid',
            gap: 2.5,
            alignItems: 'start',
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' },
          }}
        >
          {datasets.data.map((entry) => (
            <DatasetCard key={entry.kind} entry={entry} />
          ))}
        </Box>
      )}
      <Paper
        variant="outlined"
        component="section"
        aria-labelledby="dataset-sources"
        sx={{ p: { xs: 1.5, sm: 2 } }}
        data-testid="dataset-sources"
      >
        <Typography id="dataset-sources" variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
          {t('datasets.sources.title')}
        </Typography>
        <Stack spacing={1}>
          <Typography variant="body2">{t('datasets.sources.rainfall')}</Typography>
          <Typography variant="body2">{t('datasets.sources.cropProduction')}</Typography>
          <Box>
            <Typography variant="body2">
              {/* The command's words are typed as shown, in any language. */}
              <Trans i18nKey="datasets.sources.cli" components={{ code: <code /> }} />
            </Typography>
            <Command>{importCommand('<kind>')}</Command>
          </Box>
        </Stack>
      </Paper>
    </Stack>
  );
}
