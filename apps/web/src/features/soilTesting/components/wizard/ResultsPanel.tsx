import { SOIL_TYPES, type SoilTest } from '@agrim/contracts';
import RestartAlt from '@mui/icons-material/RestartAlt';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { RESULT_METRICS } from '../../constants';
import { PlanFromTest } from '../../plan/PlanFromTest';
import { pick } from '../../plan/planChoice';
import { ResultTile } from './ResultTile';

/**
 * After the countdown: the seven reading tiles, each rated in words by the server (issue 39). While the
 * server is still recording the results (a second or two) the tiles wait; once the test is complete the
 * farmer can make a fertilizer plan from it, and 'Start New Test' resets the wizard.
 */
export function ResultsPanel({ test, onNewTest }: { test: SoilTest; onNewTest: () => void }) {
  const { t, i18n } = useTranslation();
  const complete = test.test_status === 'complete';
  const ratings = complete ? test.ratings : null;
  const soilType = SOIL_TYPES.find((s) => s.toLowerCase() === test.soil_type.trim().toLowerCase());
  return (
    <Stack spacing={2} data-testid="results">
      <Box>
        <Typography variant="h6" component="h3" sx={{ fontWeight: 700 }}>
          {t('soilTesting.wizard.resultsTitle')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('soilTesting.wizard.resultsFor', { id: test.id, soilType: soilType ? t(`fertilizer.soilTypes.${soilType}`) : test.soil_type })}
        </Typography>
      </Box>
      {complete ? (
        <Alert severity="success">{t('soilTesting.wizard.completed')}</Alert>
      ) : (
        <Alert severity="info">{t('soilTesting.wizard.finishing')}</Alert>
      )}
      <Box
        sx={{
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(3, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' },
        }}
      >
        {RESULT_METRICS.map((m) => {
          const rating = m.rating && ratings ? ratings[m.rating] : null;
          const measured = complete ? test[m.field] : null;
          const corrected = rating && ratings?.corrected && 'value' in rating && rating.value !== measured ? rating.value : null;
          return <ResultTile key={m.metric} metric={m.metric} unit={m.unit} value={measured} rating={rating} corrected={corrected} />;
        })}
      </Box>
      {ratings && (
        <Alert severity="info" data-testid="results-estimate-note">
          {pick(ratings.estimate_note, i18n.language)}
        </Alert>
      )}
      {complete && <PlanFromTest test={test} />}
      {complete && (
        <Box>
          <Button variant="contained" startIcon={<RestartAlt />} onClick={onNewTest}>
            {t('soilTesting.wizard.newTest')}
          </Button>
        </Box>
      )}
    </Stack>
  );
}
