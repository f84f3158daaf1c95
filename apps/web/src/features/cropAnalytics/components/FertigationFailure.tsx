import { Alert, AlertTitle, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { A, errorHint } from './fertigationText';

export function FailureAlert({ kind, error }: { kind: 'preview' | 'start'; error: Error }) {
  const { t } = useTranslation();
  return (
    <Alert severity="error" data-testid="fertigation-error" sx={{ overflowWrap: 'anywhere' }}>
      <AlertTitle>{t(kind === 'preview' ? `${A}.previewFailed` : `${A}.startFailedTitle`)}</AlertTitle>
      <Typography variant="body2" data-testid="fertigation-error-message">
        {error.message}
      </Typography>
      <Typography variant="body2" sx={{ mt: 0.5 }}>
        {errorHint(t, error)} {t(kind === 'preview' ? `${A}.previewNothingSent` : `${A}.startMaybeSent`)}
      </Typography>
    </Alert>
  );
}
