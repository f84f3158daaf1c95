import type { SoilTest } from '@agrim/contracts';
import Download from '@mui/icons-material/Download';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Divider,
  Skeleton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableRow,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '../../../components/BusyButton';
import { useFailureToast } from '../../../components/ErrorNotice';
import { currentLanguage } from '../../../lib/i18n';
import { useDownloadReport } from '../../../lib/soilTests/useDownloadReport';
import { formatDateTime } from '../../../lib/time';
import { signedUrl, useSasToken } from '../api/useSasToken';
import { LabMark } from './LabMark';
import { LabTestFields } from './LabTestFields';
import { StatusChip } from './StatusChip';

/** 'Soil Testing Report': every field of the test, its image(s), the blank lab fields, and the PDF. */
export function SoilTestDetailDialog({ test, onClose }: { test: SoilTest | null; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const failToast = useFailureToast();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const sas = useSasToken(!!test);
  const download = useDownloadReport();
  const lang = i18n.language;

  const when = (iso: string | null) => formatDateTime(iso, lang) ?? '—';
  const yesNo = (v: boolean) => (v ? t('common.yes') : t('common.no'));
  const num = (v: number | null) => (v === null ? '—' : String(v));
  const rows: Array<[string, ReactNode]> = test
    ? [
        ['id', test.id],
        ['startTime', when(test.test_start_time)],
        ['soilType', test.soil_type],
        ['depth', num(test.depth_cm)],
        ['latitude', num(test.latitude)],
        ['longitude', num(test.longitude)],
        ['status', <StatusChip key="s" status={test.test_status} />],
        ['probePlaced', yesNo(test.probe_placed)],
        ['placementValidated', yesNo(test.placement_validated)],
        ['testConfirmed', yesNo(test.test_confirmed)],
        ['timerStartedAt', when(test.timer_started_at)],
        ['timerCompletedAt', when(test.timer_completed_at)],
        ['nitrogen', num(test.n)],
        ['phosphorus', num(test.p)],
        ['potassium', num(test.k)],
        ['moisture', num(test.moisture_percent)],
        ['temperature', num(test.temperature_c)],
        ['conductivity', num(test.electrical_conductivity)],
        ['ph', num(test.ph)],
        ['remarks', test.remarks ?? '—'],
        ...(test.abort_reason !== null || test.test_status === 'aborted'
          ? [['abortReason', test.abort_reason ?? '—'] as [string, ReactNode]]
          : []),
        ...(test.device_error ? [['deviceError', test.device_error] as [string, ReactNode]] : []),
      ]
    : [];

  const save = async () => {
    if (!test) return;
    try {
      await download.mutateAsync({ id: test.id, lang: currentLanguage() });
    } catch (err) {
      failToast(err, { said: t('soilTesting.report.downloadFailed', { message: (err as Error).message }) });
    }
  };

  return (
    <Dialog open={!!test} onClose={onClose} fullWidth maxWidth="md" fullScreen={phone} aria-labelledby="soil-test-report-title">
      <DialogTitle component="div" sx={{ pb: 1 }}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
          <Box component="img" src="/logo.svg" alt={t('soilTesting.report.logo')} sx={{ width: 48, height: 48 }} />
          <Typography id="soil-test-report-title" variant="h6" component="h2" sx={{ fontWeight: 700, textAlign: 'center' }}>
            {t('soilTesting.report.title')}
          </Typography>
          <LabMark label={t('soilTesting.report.labLogo')} />
        </Stack>
      </DialogTitle>
      <DialogContent dividers>
        {test && (
          <Stack spacing={3}>
            <Table size="small" aria-label={t('soilTesting.report.title')} data-testid="report-fields">
              <TableBody>
                {rows.map(([key, value]) => (
                  <TableRow key={key}>
                    <TableCell component="th" scope="row" sx={{ fontWeight: 600, width: { xs: '50%', sm: '40%' } }}>
                      {t(`soilTesting.report.fields.${key}`)}
                    </TableCell>
                    <TableCell data-testid={`report-${key}`}>{value}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>

            <Box>
              <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, mb: 1 }}>
                {t('soilTesting.report.image')}
              </Typography>
              {test.images.length === 0 ? (
                <Typography color="text.secondary">{t('soilTesting.report.noImage')}</Typography>
              ) : !sas.data ? (
                <Skeleton variant="rounded" width={240} height={180} />
              ) : (
                <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)' } }}>
                  {test.images.map((img, i) => (
                    <Box
                      key={img.id}
                      component="img"
                      src={signedUrl(img.url, sas.data)}
                      alt={t('soilTesting.report.imageAlt', { n: i + 1, id: test.id })}
                      sx={{
                        width: '100%',
                        maxHeight: 320,
                        objectFit: 'contain',
                        borderRadius: 1,
                        border: 1,
                        borderColor: 'divider',
                        bgcolor: 'grey.50',
                      }}
                    />
                  ))}
                </Box>
              )}
            </Box>

            <Divider />
            <LabTestFields />
          </Stack>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5 }}>
        <BusyButton variant="contained" startIcon={<Download />} busy={download.isPending} onClick={() => void save()}>
          {t('soilTesting.report.download')}
        </BusyButton>
        <Button onClick={onClose}>{t('common.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
