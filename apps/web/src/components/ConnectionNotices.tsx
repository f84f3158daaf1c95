import { Box, Button, Snackbar } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useAnsweredAt, useOnline } from '../lib/pwa/connection';
import { useAppUpdate } from '../lib/pwa/useAppUpdate';
import { formatDateTime } from '../lib/time';

/** The 'offline' banner (with the time of the data on screen) and the 'a new version is ready' prompt. */
export function ConnectionNotices() {
  const { t, i18n } = useTranslation();
  const online = useOnline();
  const answeredAt = useAnsweredAt();
  const { ready, update } = useAppUpdate();
  return (
    <>
      {!online && (
        <Box
          role="status"
          data-testid="offline-banner"
          sx={{
            position: 'sticky',
            top: 0,
            zIndex: 1300,
            px: 2,
            py: 1,
            bgcolor: 'warning.dark',
            color: 'common.white',
            typography: 'body2',
          }}
        >
          {answeredAt ? t('offline.bannerSince', { time: formatDateTime(answeredAt, i18n.language) }) : t('offline.banner')}
        </Box>
      )}
      <Snackbar
        open={ready}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
        message={t('offline.updateReady')}
        action={
          <Button color="inherit" size="small" onClick={update}>
            {t('offline.reload')}
          </Button>
        }
      />
    </>
  );
}
