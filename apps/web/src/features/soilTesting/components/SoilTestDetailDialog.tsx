import {
  DEVICE_ERROR_MESSAGE,
  DEVICE_OFFLINE_MESSAGE,
  SOIL_TYPES,
  type SoilTest,
  type SoilType,
  TEST_COMPLETED_REMARK,
} from '@agrim/contracts';
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
import { memo, type ReactNode } from 'react';
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
import { useSoilTestPlan } from '../api/useSoilTestPlan';
import { cmToInch, pick, savedPlanChoice } from '../plan/planChoice';
import { PlanView } from '../plan/PlanView';
import { RatingChip } from './RatingChip';
import { RATING_KEYS } from '../constants';

/** 'Soil Testing Report': every field of the test, its image(s), the blank lab fields, and the PDF. */
export const SoilTestDetailDialog = memo(function SoilTestDetailDialog({ test, onClose }: { test: SoilTest | null; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const failToast = useFailureToast();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const sas = useSasToken(!!test);
  const download = useDownloadReport();
  const lang = i18n.language;

  const when = (iso: string | null) => formatDateTime(iso, lang) ?? '—';
  const yesNo = (v: boolean) => (v ? t('common.yes') : t('common.no'));
  const num = (v: number | null) => (v === null ? '—' : String(v));
  // Messages the server stores in English (spec 4), said in the screen's language.
  const said: Record<string, string> = {
    [TEST_COMPLETED_REMARK]: t('soilTesting.wizard.completedRemark'),
    [DEVICE_OFFLINE_MESSAGE]: t('soilTesting.wizard.deviceOffline'),
    [DEVICE_ERROR_MESSAGE]: t('soilTesting.wizard.deviceError'),
  };
  const message = (v: string | null) => (v === null ? '—' : (said[v] ?? v));
  // The plan, once the farmer made one from this test on this phone (issue 39), travels with the report.
  const choice = test && test.test_status === 'complete' ? savedPlanChoice(test.id) : null;
  const plan = useSoilTestPlan(test?.id ?? null, choice);
  const rows: Array<[string, ReactNode]> = test
    ? [
        ['id', test.id],
        ['startTime', when(test.test_start_time)],
        ['soilType', SOIL_TYPES.includes(test.soil_type as SoilType) ? t(`fertilizer.soilTypes.${test.soil_type}`) : test.soil_type],
        ['depth', test.depth_cm === null ? '—' : String(cmToInch(test.depth_cm))],
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
        ['remarks', message(test.remarks)],
        ...(test.abort_reason !== null || test.test_status === 'aborted'
          ? [['abortReason', test.abort_reason ?? '—'] as [string, ReactNode]]
          : []),
        ...(test.device_error ? [['deviceError', message(test.device_error)] as [string, ReactNode]] : []),
      ]
    : [];

  const save = async () => {
    if (!test) return;
    try {
      await download.mutateAsync({ id: test.id, lang: currentLanguage(), plan: plan.data ? choice : null });
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

            {test.ratings && (
              <Box data-testid="report-ratings">
                <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, mb: 1 }}>
                  {t('soilTesting.results.ratingsNote')}
                </Typography>
                <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
                  {pick(test.ratings.estimate_note, lang)}
                </Typography>
                <Stack spacing={1.5}>
                  {RATING_KEYS.map((key) => {
                    const rating = test.ratings![key];
                    if (!rating) return null;
                    return (
                      <Box key={key} sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: '40% 1fr' } }}>
                        <Typography sx={{ fontWeight: 600 }}>{t(`soilTesting.report.fields.${key}`)}</Typography>
                        <RatingChip rating={rating} testId={`report-rating-${key}`} />
                      </Box>
                    );
                  })}
                </Stack>
              </Box>
            )}

            {plan.data && (
              <Box>
                <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, mb: 1 }}>
                  {t('soilTesting.plan.title')}
                </Typography>
                <PlanView plan={plan.data} />
              </Box>
            )}

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
});
