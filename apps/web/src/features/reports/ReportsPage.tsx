import { kolkataDay } from '@agrim/contracts';
import { Box, Stack } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Range } from '../../components/DateRange';
import { ModelCardsReport } from './components/ModelCardsReport';
import { PageViewReport } from './components/PageViewReport';
import { PredictionReport } from './components/PredictionReport';
import { SensorReport } from './components/SensorReport';
import { SoilTestReport } from './components/SoilTestReport';
import { PageHeader } from '../../components/PageHeader';

const DAY_MS = 86_400_000;

/**
 * /reports (Admin, superAdmin): sensor data (CSV, PDF summary), soil tests (CSV and the PDF reports),
 * predictions and Expert feedback (CSV), page views per screen per day, and the model cards.
 */
export default function ReportsPage() {
  const { t } = useTranslation();
  const [views, setViews] = useState<Range>(() => ({ start: kolkataDay(new Date(Date.now() - 29 * DAY_MS)), end: kolkataDay(new Date()) }));
  return (
    <Stack spacing={2.5}>
      <PageHeader title={t('screens.reports')} subtitle={t('reports.intro')} />
      <Box
        sx={{
          display: 'grid',
          gap: 2.5,
          alignItems: 'start',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' },
        }}
      >
        <Stack spacing={2.5}>
          <SensorReport />
          <PredictionReport />
        </Stack>
        <SoilTestReport />
      </Box>
      <PageViewReport range={views} onRange={setViews} />
      <ModelCardsReport />
    </Stack>
  );
}
