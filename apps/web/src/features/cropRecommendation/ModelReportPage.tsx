import ArrowBack from '@mui/icons-material/ArrowBack';
import { Alert, Box, Button, Skeleton, Stack, Typography } from '@mui/material';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ModelCardView } from '../../components/modelCard/ModelCardView';
import { useModelReport } from '../../lib/models/useModelReport';
import { ExternalReport } from './components/ExternalReport';
import { PageHeader } from '../../components/PageHeader';
import { TabBar } from '../../components/TabBar';

/**
 * /crop-recommendation/report: the models' cards, one tab per model, and the externally hosted
 * report of the original screen when the server has one configured.
 */
export default function ModelReportPage() {
  const { t } = useTranslation();
  const report = useModelReport();
  // The cards are drawn from a deferred copy of the answer, in slices: drawn with the answer itself (React draws a
  // query's answer at once) they were one long task of the load, 0.6 s at a phone's speed (issue 43 item 5).
  const data = useDeferredValue(report.data);
  const [tab, setTab] = useState(0);
  const cards = data?.cards ?? [];
  const open = Math.max(0, Math.min(tab, cards.length - 1));
  const card = cards[open];

  return (
    <Stack spacing={2.5}>
      <PageHeader
        title={t('screens.modelReport')}
        subtitle={t('crop.report.intro')}
        actions={
          <Button
            component={RouterLink}
            to="/crop-recommendation"
            startIcon={<ArrowBack />}
            sx={{ alignSelf: { xs: 'flex-start', sm: 'center' }, flexShrink: 0 }}
          >
            {t('crop.report.back')}
          </Button>
        }
      />

      {report.isError ? (
        <Alert severity="error">{report.error.message}</Alert>
      ) : !data ? (
        <Stack spacing={2} data-testid="model-report-loading">
          <Skeleton variant="rounded" height={48} />
          <Box
            sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' } }}
          >
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} variant="rounded" height={104} />
            ))}
          </Box>
          <Skeleton variant="rounded" height={360} />
        </Stack>
      ) : !card ? (
        <Alert severity="info">{t('crop.report.noCards')}</Alert>
      ) : (
        <Box>
          <Box sx={{ mb: 2 }}>
            <TabBar
              label={t('crop.report.models')}
              value={card.task}
              onChange={(task) => setTab(cards.findIndex((c) => c.task === task))}
              tabs={cards.map((c, i) => ({
                value: c.task,
                label: t(`crop.report.tasks.${c.task}`, { defaultValue: c.task }),
                id: `model-tab-${i}`,
                panelId: `model-panel-${i}`,
              }))}
            />
          </Box>
          {/* Only the open card is drawn: charts in a hidden panel would measure zero width. */}
          <Box role="tabpanel" id={`model-panel-${open}`} aria-labelledby={`model-tab-${open}`}>
            <ModelCardView key={card.task} card={card} />
          </Box>
        </Box>
      )}

      {report.data?.report_url ? (
        <ExternalReport url={report.data.report_url} />
      ) : (
        report.isSuccess && (
          <Typography variant="caption" color="text.secondary" data-testid="external-report-hint">
            {t('crop.report.externalHint')}
          </Typography>
        )
      )}
    </Stack>
  );
}
