import ReportProblem from '@mui/icons-material/ReportProblem';
import { Button, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

/** The generic 500 page of spec 2.2. */
export default function ErrorPage({ onBack }: { onBack?: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Paper variant="outlined" sx={{ maxWidth: 560, mx: 'auto', mt: 6, p: 4, textAlign: 'center' }}>
      <Stack spacing={2} sx={{ alignItems: 'center' }}>
        <ReportProblem color="warning" sx={{ fontSize: 56 }} />
        <Typography variant="h5" component="h1">
          {t('errorPage.title')}
        </Typography>
        <Typography color="text.secondary">{t('errorPage.body')}</Typography>
        <Button variant="contained" onClick={() => (onBack ? onBack() : void navigate(-1))}>
          {t('errorPage.goBack')}
        </Button>
      </Stack>
    </Paper>
  );
}
