import { ADMIN_ROLES } from '@agrim/contracts';
import { sensors as sensorsEndpoints } from '@agrim/contracts/endpoints/sensors';
import SensorsOff from '@mui/icons-material/SensorsOff';
import { Box, Button, Paper, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../lib/account/useCurrentUser';
import { call } from '../lib/api';
import { keyFor } from '../lib/queries';

/**
 * Issue 22: what a screen that needs a soil sensor shows when the caller has none. A farmer learns
 * what it means (no farm yet, or a farm without a sensor) and whom to ask; staff get the way to
 * Farms & Devices. Never an empty page.
 */
export function NoDevicePanel({ extra }: { extra?: string }) {
  const { t } = useTranslation();
  const role = useCurrentUser().data?.role;
  const farmer = role === 'user';
  const farms = useQuery({
    queryKey: keyFor(sensorsEndpoints.farms, {}),
    queryFn: async ({ signal }) => (await call(sensorsEndpoints.farms, {}, { signal })).data,
    enabled: farmer,
  });
  const admin = !!role && ADMIN_ROLES.includes(role);
  const noFarm = farmer && farms.data?.length === 0;
  return (
    <Paper
      variant="outlined"
      data-testid="no-device-panel"
      sx={{ p: { xs: 2, sm: 3 }, borderColor: 'info.light', bgcolor: 'rgba(2,136,209,0.04)' }}
      role="status"
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
        <Box
          sx={{
            width: 48,
            height: 48,
            flexShrink: 0,
            borderRadius: 3,
            display: 'grid',
            placeItems: 'center',
            bgcolor: 'info.main',
            color: 'info.contrastText',
          }}
        >
          <SensorsOff />
        </Box>
        <Stack spacing={1} sx={{ minWidth: 0 }}>
          <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
            {farmer ? t('onboarding.noDevice.farmerTitle') : t('onboarding.noDevice.staffTitle')}
          </Typography>
          {farmer ? (
            <>
              <Typography>{noFarm ? t('onboarding.noDevice.farmerNoFarm') : t('onboarding.noDevice.farmerNoDevice')}</Typography>
              {extra && <Typography color="text.secondary">{extra}</Typography>}
              <Typography sx={{ fontWeight: 600 }}>{t('onboarding.noDevice.farmerAsk')}</Typography>
            </>
          ) : (
            <Typography>{t('onboarding.noDevice.staffText')}</Typography>
          )}
          {admin && (
            <Box>
              <Button variant="contained" component={RouterLink} to="/devices">
                {t('onboarding.noDevice.openDevices')}
              </Button>
            </Box>
          )}
        </Stack>
      </Stack>
    </Paper>
  );
}
