import { urlOf } from '@agrim/contracts';
import { sensors as sensorsEndpoints } from '@agrim/contracts/endpoints/sensors';
import ContentCopy from '@mui/icons-material/ContentCopy';
import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, IconButton, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

function Code({ label, value }: { label: string; value: string }) {
  const { t } = useTranslation();
  return (
    <Box>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Stack direction="row" sx={{ alignItems: 'center', bgcolor: 'grey.100', borderRadius: 1, px: 1.5, py: 0.5 }}>
        <Typography component="code" sx={{ fontFamily: 'monospace', fontSize: 13, wordBreak: 'break-all', flexGrow: 1 }}>
          {value}
        </Typography>
        <IconButton size="small" aria-label={t('devices.copy', { what: label })} onClick={() => void navigator.clipboard?.writeText(value)}>
          <ContentCopy fontSize="small" />
        </IconButton>
      </Stack>
    </Box>
  );
}

/** The new device's key, shown this once, with what the device needs to send readings. */
export function DeviceKeyDialog({ device, onClose }: { device: { id: string; name: string; key: string } | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog open={!!device} onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{t('devices.keyTitle', { name: device?.name ?? '' })}</DialogTitle>
      <DialogContent>
        {device && (
          <Stack spacing={2}>
            <Alert severity="warning">{t('devices.keyOnce')}</Alert>
            <Code label={t('devices.deviceId')} value={device.id} />
            <Code label={t('devices.deviceKey')} value={device.key} />
            <Code
              label={t('devices.httpEndpoint')}
              value={`${sensorsEndpoints.ingest.method} ${window.location.origin}${urlOf(sensorsEndpoints.ingest, { params: { deviceId: device.id } })}`}
            />
            <Code label={t('devices.mqttTopic')} value={`agrim/${device.id}/readings`} />
            <Typography variant="body2" color="text.secondary">
              {t('devices.howTo')}
            </Typography>
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose}>
          {t('devices.keySaved')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
