import { Alert } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api';

/** A failed call with the server's own message (a 4xx says what was wrong with the photo). */
export function ErrorAlert({ error, testId = 'image-error' }: { error: Error; testId?: string }) {
  const { t } = useTranslation();
  const message = error instanceof ApiError && error.status === 0 ? t('common.networkError') : error.message;
  return (
    <Alert severity="error" data-testid={testId}>
      {t('image.common.failed', { message })}
    </Alert>
  );
}
