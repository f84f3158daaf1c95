import CloudOff from '@mui/icons-material/CloudOff';
import ReportProblem from '@mui/icons-material/ReportProblem';
import { Button, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

/** The generic 500 page of spec 2.2; `codeNotFetched`: the part's code could not be downloaded (see ErrorBoundary). */
export default function ErrorPage({ onBack, codeNotFetched = false }: { onBack?: () => void; codeNotFetched?: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Paper variant="outlined" sx={{ maxWidth: 560, mx: 'auto', mt: 6, p: 4, textAlign: 'center' }}>
      <Stack spacing={2} sx={{ alignItems: 'center' }}>
        {codeNotFetched ? <CloudOff color="warning" sx={{ fontSize: 56 }} /> : <ReportProblem color="warning" sx={{ fontSize: 56 }} />}
        <Typography variant="h5" component="h1">
          {t(codeNotFetched ? 'errorPage.notFetchedTitle' : 'errorPage.title')}
        </Typography>
        <Typography color="text.secondary">{t(codeNotFetched ? 'errorPage.notFetchedBody' : 'errorPage.body')}</Typography>
        <Button variant="contained" onClick={() => (onBack ? onBack() : void navigate(-1))}>
          {t(codeNotFetched ? 'errorPage.tryAgain' : 'errorPage.goBack')}
        </Button>
      </Stack>
    </Paper>
  );
}
