import Science from '@mui/icons-material/Science';
import { Box, Button, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useOnline } from '../../../lib/pwa/connection';
import { useStartDraft } from './wizard/startDraft';

/**
 * 'Start Your Soil Test': the entry to the wizard (it resumes a test still in progress). Offline it
 * says a test needs a connection to start; details and a photo kept from a start that could not
 * happen are named, and the button starts the test with them (issue 39).
 */
export function StartPanel({ activeTestId, onStart }: { activeTestId: number | null; onStart: () => void }) {
  const { t } = useTranslation();
  const online = useOnline();
  const draft = useStartDraft();
  return (
    <Paper
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 }, background: 'linear-gradient(120deg, rgba(46,125,50,0.10), rgba(109,76,65,0.08))' }}
      data-testid="start-panel"
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <Box
          sx={{
            width: 56,
            height: 56,
            borderRadius: 3,
            display: 'grid',
            placeItems: 'center',
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
          }}
        >
          <Science />
        </Box>
        <Box sx={{ flexGrow: 1 }}>
          <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
            {t('soilTesting.startTitle')}
          </Typography>
          <Typography color="text.secondary">{t('soilTesting.startText')}</Typography>
          {activeTestId !== null && (
            <Typography variant="body2" color="warning.dark" sx={{ mt: 0.5 }} data-testid="test-in-progress">
              {t('soilTesting.inProgress', { id: activeTestId })}
            </Typography>
          )}
          {activeTestId === null && draft && (
            <Typography variant="body2" sx={{ mt: 0.5 }} data-testid="start-kept">
              {t('outbox.soilTestStart.panelKept')}
            </Typography>
          )}
          {!online && !draft && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }} data-testid="start-offline">
              {t('outbox.soilTestStart.panelOffline')}
            </Typography>
          )}
        </Box>
        <Button variant="contained" size="large" onClick={onStart}>
          {t('soilTesting.startButton')}
        </Button>
      </Stack>
    </Paper>
  );
}
