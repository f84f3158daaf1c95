import { Box, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

const LAB_METRICS = ['nitrogen', 'phosphorus', 'potassium', 'moisture', 'temperature', 'conductivity', 'ph'] as const;

const Line = ({ tall }: { tall?: boolean }) => (
  <Box sx={{ borderBottom: 1, borderColor: 'grey.500', minHeight: tall ? 56 : 28, flexGrow: 1 }} />
);

/** The blank 'Lab Test Fields' a laboratory fills in by hand on the printed report. */
export function LabTestFields() {
  const { t } = useTranslation();
  return (
    <Box data-testid="lab-test-fields">
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, mb: 1 }}>
        {t('soilTesting.report.labFields')}
      </Typography>
      <Table size="small" sx={{ mb: 2 }}>
        <TableHead>
          <TableRow>
            <TableCell sx={{ width: '45%' }} />
            <TableCell>{t('soilTesting.report.labValue')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {LAB_METRICS.map((m) => (
            <TableRow key={m}>
              <TableCell component="th" scope="row" sx={{ fontWeight: 600 }}>
                {t(`monitoring.metrics.${m}`)}
              </TableCell>
              <TableCell aria-label={`${t(`monitoring.metrics.${m}`)}: ${t('soilTesting.report.labValue')}`}>
                <Line />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Stack spacing={2}>
        {(['labAnalyst', 'signature', 'labRemarks', 'otherNutrients'] as const).map((k) => (
          <Stack key={k} direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-end' } }}>
            <Typography sx={{ fontWeight: 600, minWidth: 200 }}>{t(`soilTesting.report.${k}`)}</Typography>
            <Line tall={k === 'labRemarks' || k === 'otherNutrients'} />
          </Stack>
        ))}
      </Stack>
    </Box>
  );
}
