import { DATASET_REPORT_MAX_ROWS, type DatasetImportResponse } from '@agrim/contracts';
import { Alert, AlertTitle, Box, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api';
import { ImportRefused, type RejectedRow } from '../api/useImportDataset';
import { numberLocale } from '../../../lib/language';

/** The answer to an import: what was imported, or why nothing was, and the rejected rows by line. */
export function ImportReport({ result, error }: { result: DatasetImportResponse | undefined; error: Error | null }) {
  const { t, i18n } = useTranslation();
  const number = new Intl.NumberFormat(numberLocale(i18n.language));
  if (error) {
    const message = error instanceof ApiError && error.status === 0 ? t('common.networkError') : error.message;
    const rows = error instanceof ImportRefused ? error.rejected : [];
    const count = error instanceof ImportRefused ? (error.rejectedCount ?? rows.length) : 0;
    return (
      <Box data-testid="import-report">
        <Alert severity="error" data-testid="import-refused">
          <AlertTitle>{t('datasets.report.title')}</AlertTitle>
          {t('datasets.report.refused', { message })}
          {count > 0 && <Box>{t('datasets.report.rejected', { count, formatted: number.format(count) })}</Box>}
        </Alert>
        {rows.length > 0 && <RejectedTable rows={rows} count={count} />}
      </Box>
    );
  }
  if (!result) return null;
  const { dataset, rejected } = result;
  const count = Math.max(dataset.rejected_count, rejected.length);
  return (
    <Box data-testid="import-report">
      <Alert severity={count > 0 ? 'warning' : 'success'} data-testid="import-done">
        <AlertTitle>{t('datasets.report.title')}</AlertTitle>
        {t('datasets.report.imported', { rows: number.format(dataset.rows), file: dataset.source_file, version: dataset.version })}{' '}
        {count > 0 ? t('datasets.report.rejected', { count, formatted: number.format(count) }) : t('datasets.report.allValid')}
      </Alert>
      {rejected.length > 0 && <RejectedTable rows={rejected} count={count} />}
    </Box>
  );
}

function RejectedTable({ rows, count }: { rows: RejectedRow[]; count: number }) {
  const { t } = useTranslation();
  return (
    <>
      <TableContainer sx={{ mt: 1, maxHeight: 320, border: 1, borderColor: 'divider', borderRadius: 1 }}>
        <Table size="small" stickyHeader aria-label={t('datasets.report.tableLabel')} data-testid="rejected-rows">
          <TableHead>
            <TableRow>
              <TableCell sx={{ width: 72 }}>{t('datasets.report.line')}</TableCell>
              <TableCell>{t('datasets.report.message')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((r, i) => (
              <TableRow key={`${r.line}-${i}`}>
                <TableCell sx={{ fontVariantNumeric: 'tabular-nums', verticalAlign: 'top' }}>{r.line}</TableCell>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>{r.message}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {count > rows.length && (
        <Typography variant="caption" color="text.secondary">
          {t('datasets.report.truncated', { shown: Math.min(rows.length, DATASET_REPORT_MAX_ROWS), count })}
        </Typography>
      )}
    </>
  );
}
