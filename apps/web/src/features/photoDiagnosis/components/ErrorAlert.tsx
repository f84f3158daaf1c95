import { Alert } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { describeFailure } from '../../../components/ErrorNotice';

/** A failed call with the server's own message (a 4xx says what was wrong with the photo) and what to do. */
export function ErrorAlert({ error, testId = 'image-error' }: { error: Error; testId?: string }) {
  const { t } = useTranslation();
  const { message, hint } = describeFailure(error, t);
  return (
    <Alert severity="error" data-testid={testId} sx={{ overflowWrap: 'anywhere' }}>
      {t('image.common.failed', { message })}
      {hint && <div>{hint}</div>}
    </Alert>
  );
}
