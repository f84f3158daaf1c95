import { SEED_MODEL_NAMES } from '@agrim/contracts';
import { Alert, AlertTitle, Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** No seed model is installed yet: say so, and tell an Admin the two ways to add one. */
export function NoSeedModel({ serverMessage }: { serverMessage?: string }) {
  const { t } = useTranslation();
  return (
    <Alert severity="info" data-testid="no-seed-model">
      <AlertTitle>{t('image.seeds.noModel')}</AlertTitle>
      <Typography variant="body2">{t('image.seeds.howTo')}</Typography>
      <Box component="ol" sx={{ m: 0, mt: 0.5, pl: 2.5 }}>
        <Typography component="li" variant="body2">
          {t('image.seeds.howToTrain')}
        </Typography>
        <Typography component="li" variant="body2">
          {t('image.seeds.howToOnnx', { names: SEED_MODEL_NAMES.join(', ') })}
        </Typography>
      </Box>
      {serverMessage && (
        <Typography variant="body2" sx={{ mt: 1 }} data-testid="no-seed-model-server">
          {serverMessage}
        </Typography>
      )}
    </Alert>
  );
}
