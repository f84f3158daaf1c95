import type { SoilTest } from '@agrim/contracts';
import RestartAlt from '@mui/icons-material/RestartAlt';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { RESULT_METRICS } from '../../constants';
import { ResultTile } from './ResultTile';

/**
 * After the countdown: the seven reading tiles. While the server is still recording the results
 * (a second or two) the tiles wait; once the test is complete, 'Start New Test' resets the wizard.
 */
export function ResultsPanel({ test, onNewTest }: { test: SoilTest; onNewTest: () => void }) {
  const { t } = useTranslation();
  const complete = test.test_status === 'complete';
  return (
    <Stack spacing={2} data-testid="results">
      <Box>
        <Typography variant="h6" component="h3" sx={{ fontWeight: 700 }}>
          {t('soilTesting.wizard.resultsTitle')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('soilTesting.wizard.resultsFor', { id: test.id, soilType: test.soil_type })}
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
        {RESULT_METRICS.map((m) => (
          <ResultTile key={m.metric} metric={m.metric} unit={m.unit} color={m.color} value={complete ? test[m.field] : null} />
        ))}
      </Box>
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
