import { SOIL_TEST_STATUSES, type SoilTestStatus, TIMEZONE } from '@agrim/contracts';
import PictureAsPdf from '@mui/icons-material/PictureAsPdf';
import {
  Box,
  IconButton,
  Link,
  Skeleton,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useFailureToast } from '../../../components/ErrorNotice';
import { useDownloadReport } from '../../../lib/soilTests/useDownloadReport';
import { useSoilTests } from '../../../lib/soilTests/useSoilTests';
import { useDownloadSoilTestsCsv } from '../api/useDownloadSoilTestsCsv';
import { DownloadButton } from './DownloadButton';
import { ReportSection } from './ReportSection';
import { Row } from './Row';
import { clockOptions, languageOf, numberLocale } from '../../../lib/language';
import { SelectField } from '../../../components/SelectField';

const RECENT = 5;

/** Soil tests: the CSV by start day and status, and the PDF reports of the recent tests. */
export function SoilTestReport() {
  const { t, i18n } = useTranslation();
  const failToast = useFailureToast();
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [status, setStatus] = useState<SoilTestStatus | 'all'>('all');
  const csv = useDownloadSoilTestsCsv();
  const recent = useSoilTests({ fromDate: '', toDate: '', status: 'all' }, 0, RECENT);
  const report = useDownloadReport();
  const lang = languageOf(i18n.language);
  const when = (iso: string) =>
    new Intl.DateTimeFormat(numberLocale(lang), {
      timeZone: TIMEZONE,
      dateStyle: 'medium',
      timeStyle: 'short',
      ...clockOptions(lang),
    }).format(new Date(iso));
  return (
    <ReportSection id="soil-tests" title={t('reports.soilTests.title')} help={t('reports.soilTests.help')}>
      <Row>
        <TextField
          type="date"
          size="small"
          label={t('reports.soilTests.from')}
          value={from}
          onChange={(e) => setFrom(e.target.value)}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: to || undefined, 'data-testid': 'soil-from' } }}
        />
        <TextField
          type="date"
          size="small"
          label={t('reports.soilTests.to')}
          value={to}
          onChange={(e) => setTo(e.target.value)}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: from || undefined, 'data-testid': 'soil-to' } }}
        />
        <SelectField
          size="small"
          label={t('reports.soilTests.status')}
          value={status}
          onChange={setStatus}
          sx={{ minWidth: 160 }}
          testId="soil-status"
          options={[
            { value: 'all', label: t('reports.soilTests.all') },
            ...SOIL_TEST_STATUSES.map((s) => ({ value: s, label: t(`soilTesting.statuses.${s}`) })),
          ]}
        />
        <DownloadButton
          download={csv}
          params={{ from_date: from || undefined, to_date: to || undefined, status: status === 'all' ? undefined : status }}
          label={t('reports.soilTests.csv')}
          testId="download-soil-csv"
        />
      </Row>
      <Typography variant="body2">
        {t('reports.soilTests.pdfNote')}{' '}
        <Link component={RouterLink} to="/soil-testing" data-testid="soil-testing-link">
          {t('screens.soilTesting')}
        </Link>
        .
      </Typography>
      <Box>
        <Typography variant="subtitle2" sx={{ mb: 0.5 }}>
          {t('reports.soilTests.recent')}
        </Typography>
        {recent.isPending ? (
          <Skeleton variant="rounded" height={120} />
        ) : !recent.data || recent.data.rows.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {t('reports.soilTests.none')}
          </Typography>
        ) : (
          <TableContainer>
            <Table size="small" data-testid="recent-soil-tests">
              <TableHead>
                <TableRow>
                  <TableCell>{t('reports.soilTests.id')}</TableCell>
                  <TableCell>{t('reports.soilTests.started')}</TableCell>
                  <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{t('reports.soilTests.soil')}</TableCell>
                  <TableCell>{t('reports.soilTests.status')}</TableCell>
                  <TableCell align="right">{t('reports.soilTests.pdf')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {recent.data.rows.map((test) => (
                  <TableRow key={test.id}>
                    <TableCell>#{test.id}</TableCell>
                    <TableCell>{when(test.test_start_time)}</TableCell>
                    <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                      {t(`fertilizer.soilTypes.${test.soil_type}`, { defaultValue: test.soil_type })}
                    </TableCell>
                    <TableCell>{t(`soilTesting.statuses.${test.test_status}`)}</TableCell>
                    <TableCell align="right">
                      <IconButton
                        size="small"
                        aria-label={t('reports.soilTests.pdfAria', { id: test.id })}
                        disabled={report.isPending && report.variables?.id === test.id}
                        data-testid={`soil-pdf-${test.id}`}
                        onClick={() =>
                          report.mutate(
                            { id: test.id, lang },
                            { onError: (err) => failToast(err, { said: t('reports.downloadFailed', { message: err.message }) }) },
                          )
                        }
                      >
                        <PictureAsPdf fontSize="small" />
                      </IconButton>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </Box>
    </ReportSection>
  );
}
