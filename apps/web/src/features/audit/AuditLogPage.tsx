import { kolkataDay } from '@agrim/contracts';
import Download from '@mui/icons-material/Download';
import { Alert, Button, Paper, Skeleton, Stack, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeferredAnswer } from '../../lib/useDeferredAnswer';
import { BusyButton } from '../../components/BusyButton';
import { useFailureToast } from '../../components/ErrorNotice';
import type { AuditFilter } from './api/auditQuery';
import { useAuditLog } from './api/useAuditLog';
import { useDownloadAuditCsv } from './api/useDownloadAuditCsv';
import { AuditEntries } from './components/AuditEntries';
import { AuditFilters } from './components/AuditFilters';
import { PageHeader } from '../../components/PageHeader';

const DAY_MS = 86_400_000;
const TYPING_PAUSE_MS = 400;

/** /audit (superAdmin): the audit log with filters, "Load more" paging and the CSV of what is filtered. */
export default function AuditLogPage() {
  const { t } = useTranslation();
  const failToast = useFailureToast();
  const [filter, setFilter] = useState<AuditFilter>(() => ({
    action: '',
    actor: '',
    from: kolkataDay(new Date(Date.now() - 29 * DAY_MS)),
    to: kolkataDay(new Date()),
  }));
  // Typing an email asks the server once the typing pauses, not on every key.
  const [asked, setAsked] = useState(filter);
  useEffect(() => {
    const timer = setTimeout(() => setAsked(filter), filter.actor === asked.actor ? 0 : TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [filter, asked.actor]);
  const log = useDeferredAnswer(useAuditLog(asked));
  const csv = useDownloadAuditCsv();
  const entries = log.data?.pages.flatMap((p) => p.entries) ?? [];

  return (
    <Stack spacing={2}>
      <PageHeader
        title={t('screens.audit')}
        subtitle={t('audit.intro')}
        align="flex-start"
        actions={
          <BusyButton
            variant="outlined"
            busy={csv.isPending}
            startIcon={<Download />}
            data-testid="audit-csv"
            sx={{ flexShrink: 0 }}
            onClick={() =>
              csv.mutate(filter, { onError: (err) => failToast(err, { said: t('audit.downloadFailed', { message: err.message }) }) })
            }
          >
            {t('audit.csv')}
          </BusyButton>
        }
      />
      <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label={t('audit.filters')}>
        <AuditFilters filter={filter} onChange={setFilter} />
      </Paper>
      {log.isError && <Alert severity="error">{t('audit.loadFailed', { message: log.error.message })}</Alert>}
      {log.isPending ? (
        <Skeleton variant="rounded" height={240} />
      ) : entries.length === 0 ? (
        !log.isError && (
          <Alert severity="info" data-testid="audit-none">
            {t('audit.none')}
          </Alert>
        )
      ) : (
        <AuditEntries entries={entries} />
      )}
      {entries.length > 0 && (
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
          <Typography variant="body2" color="text.secondary" data-testid="audit-count">
            {log.hasNextPage ? t('audit.shown', { count: entries.length }) : t('audit.allShown', { count: entries.length })}
          </Typography>
          {log.hasNextPage && (
            <Button variant="contained" onClick={() => void log.fetchNextPage()} disabled={log.isFetchingNextPage} data-testid="audit-more">
              {t('audit.loadMore')}
            </Button>
          )}
        </Stack>
      )}
    </Stack>
  );
}
