import { DATE_FILTERS, type DateFilter, DEFAULT_DATE_FILTER } from '@agrim/contracts';
import Download from '@mui/icons-material/Download';
import { Alert, Stack } from '@mui/material';
import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '../../components/BusyButton';
import { ChoiceButtons } from '../../components/ChoiceButtons';
import { useFailureToast } from '../../components/ErrorNotice';
import { useExportCorrections } from '../../lib/feedback/useExportCorrections';
import { useSession } from '../../lib/session';
import { useDeferredAnswer } from '../../lib/useDeferredAnswer';
import { useFeedbackDashboard } from './api/useFeedbackDashboard';
import { FeedbackChart } from './components/FeedbackChart';
import { FeedbackTable } from './components/FeedbackTable';
import { OverviewCards } from './components/OverviewCards';
import { PageHeader } from '../../components/PageHeader';

/** Feedback dashboard (spec 2.8): the Expert's home; Admin and superAdmin review feedback here. */
export default function FeedbackDashboardPage() {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<DateFilter>(DEFAULT_DATE_FILTER);
  // The cards and the chart are drawn from a deferred copy of the answer, in slices, and the blocking redraw when the
  // query answers reaches none of the memoised parts below: drawn with the answer itself (React draws a query's
  // answer at once) they, the header and the table were one long task of the load (issue 43 item 5).
  const dashboard = useDeferredAnswer(useFeedbackDashboard(filter));
  return (
    <Stack spacing={2.5}>
      <Header filter={filter} onFilter={setFilter} />
      {dashboard.isError && <Alert severity="error">{t('feedback.dashboard.loadFailed', { message: dashboard.error.message })}</Alert>}
      <Overview data={dashboard.data} loading={dashboard.fetchStatus === 'fetching'} />
      <Table />
    </Stack>
  );
}

const Header = memo(function Header({ filter, onFilter }: { filter: DateFilter; onFilter: (f: DateFilter) => void }) {
  const { t } = useTranslation();
  const { name } = useSession();
  return (
    <PageHeader
      title={t('feedback.dashboard.welcome', { name: name || t('feedback.dashboard.defaultName') })}
      titleTestId="welcome"
      subtitle={t('feedback.dashboard.intro')}
      subtitleVariant="body1"
      align="flex-end"
      spacing={1.5}
      actions={
        <ChoiceButtons
          label={t('feedback.dashboard.period')}
          choices={DATE_FILTERS.map((f) => ({ value: f, label: t(`feedback.dashboard.periods.${f}`) }))}
          value={filter}
          onChange={onFilter}
          sx={{ alignSelf: { xs: 'stretch', sm: 'auto' } }}
          buttonSx={{ flex: { xs: 1, sm: 'none' }, px: 1.5 }}
        />
      }
    />
  );
});

type Dashboard = ReturnType<typeof useFeedbackDashboard>['data'];

const Overview = memo(function Overview({ data, loading }: { data: Dashboard; loading: boolean }) {
  return (
    <>
      <OverviewCards overview={data?.overview} />
      <FeedbackChart graphs={data} loading={loading} />
    </>
  );
});

/** The feedback table, with the corrections' export for Admin and superAdmin. */
const Table = memo(function Table() {
  const { t } = useTranslation();
  const failToast = useFailureToast();
  const { role } = useSession();
  const staff = role === 'Admin' || role === 'superAdmin';
  const exportCsv = useExportCorrections();

  const download = async () => {
    try {
      await exportCsv.mutateAsync();
    } catch (err) {
      failToast(err, { said: t('feedback.table.exportFailed', { message: (err as Error).message }) });
    }
  };

  return (
    <FeedbackTable
      canDecide={staff}
      actions={
        staff && (
          <BusyButton variant="outlined" startIcon={<Download />} busy={exportCsv.isPending} onClick={() => void download()}>
            {t('feedback.table.export')}
          </BusyButton>
        )
      }
    />
  );
});
