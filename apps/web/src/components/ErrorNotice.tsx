import { Alert, AlertTitle, Button } from '@mui/material';
import type { TFunction } from 'i18next';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../lib/api';
import { useToast } from './Toast';

type HintKey = 'network' | 'signIn' | 'forbidden' | 'notFound' | 'invalid' | 'tooMany' | 'server';

/** What to do about a failed call, by its status: none when the server's own message says it (a 409, say). */
export function failureHint(error: unknown): HintKey | null {
  if (!(error instanceof ApiError)) return 'server';
  const { status } = error;
  if (status === 0) return error.code === 'NETWORK' ? 'network' : 'server';
  if (status === 401) return 'signIn';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'notFound';
  if (status === 400 || status === 422) return 'invalid';
  if (status === 429) return 'tooMany';
  if (status >= 500) return 'server';
  return null;
}

/** What happened (the server's message, or "could not be reached") and what to do, in the screen's language. */
export function describeFailure(error: unknown, t: TFunction): { message: string; hint: string | null } {
  const message =
    error instanceof ApiError && error.code === 'NETWORK'
      ? t('failure.network')
      : error instanceof Error && error.message
        ? error.message
        : t('failure.title');
  const hint = failureHint(error);
  return { message, hint: hint ? t(`failure.hints.${hint}`) : null };
}

interface Props {
  error: unknown;
  /** What was being done, e.g. "Starting the soil test"; the alert's title (default "That did not work"). */
  what?: string;
  onRetry?: () => void;
  testId?: string;
  /** 'warning' when the screen still works without it (e.g. a prefill). */
  severity?: 'error' | 'warning';
}

/** The one way a failed call is shown on a screen: what happened, what to do, and Try again when it can be. */
export function ErrorNotice({ error, what, onRetry, testId = 'error-notice', severity = 'error' }: Props) {
  const { t } = useTranslation();
  const { message, hint } = describeFailure(error, t);
  return (
    <Alert
      severity={severity}
      data-testid={testId}
      action={
        onRetry ? (
          <Button color="inherit" size="small" onClick={onRetry} sx={{ whiteSpace: 'nowrap' }}>
            {t('failure.retry')}
          </Button>
        ) : undefined
      }
      sx={{ overflowWrap: 'anywhere' }}
    >
      <AlertTitle>{what ?? t('failure.title')}</AlertTitle>
      {message}
      {hint && <div>{hint}</div>}
    </Alert>
  );
}

/**
 * A snackbar for a failed action whose screen has no place for an alert: the message and what to do.
 * `what` names the action ("what: message"); `{ said }` is a screen's own sentence that already holds the message.
 */
export function useFailureToast() {
  const { t } = useTranslation();
  const toast = useToast();
  return useCallback(
    (error: unknown, what?: string | { said: string }) => {
      const { message, hint } = describeFailure(error, t);
      const head = typeof what === 'object' ? what.said : what ? t('failure.step', { what, message }) : message;
      toast('error', [head, hint].filter(Boolean).join(' '));
    },
    [t, toast],
  );
}
