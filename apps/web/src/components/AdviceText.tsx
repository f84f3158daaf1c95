import { CircularProgress } from '@mui/material';
import { type ComponentProps, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyPreloadable } from '../lib/lazyPreloadable';
import type { AdviceMarkdown as Drawn } from './AdviceMarkdown';
import { LazyPart } from './ErrorBoundary';

// The markdown parser (about 50 KB gz) comes with the first advice, not with the screens that can show one (issue 24).
const AdviceMarkdown = lazyPreloadable<ComponentProps<typeof Drawn>>(() =>
  import('./AdviceMarkdown').then((m) => ({ default: m.AdviceMarkdown })),
);

/** Starts fetching the advice's code while the advice itself is still being asked for. */
export function usePreloadAdviceText() {
  useEffect(() => void AdviceMarkdown.preload().catch(() => undefined), []);
}

/** An advice's text (see AdviceMarkdown), drawn once its code is here. */
export function AdviceText(props: ComponentProps<typeof Drawn>) {
  const { t } = useTranslation();
  return (
    <LazyPart fallback={<CircularProgress size={24} aria-label={t('common.loading')} />}>
      <AdviceMarkdown {...props} />
    </LazyPart>
  );
}
