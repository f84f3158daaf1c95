import { Component, type ReactNode, Suspense } from 'react';
import ErrorPage from './ErrorPage';

/**
 * A part of the app whose code is fetched when first used (a screen, a tab) cannot be drawn when that fetch
 * fails: offline before the part was ever opened, or the connection dropped meanwhile. Each browser words it
 * its own way (Chromium, Firefox, Safari).
 */
const CODE_NOT_FETCHED = /dynamically imported module|Importing a module script failed/i;

type Failure = 'no' | 'crash' | 'codeNotFetched';

/** A screen that throws while rendering shows the generic 500 page instead of a blank one, or, when its code could
 * not be fetched, says so and offers to try again (or shows `notFetched`, a part's own stand-in). */
export class ErrorBoundary extends Component<{ children: ReactNode; notFetched?: ReactNode }, { failed: Failure }> {
  override state: { failed: Failure } = { failed: 'no' };
  static getDerivedStateFromError(error: unknown): { failed: Failure } {
    return { failed: error instanceof Error && CODE_NOT_FETCHED.test(error.message) ? 'codeNotFetched' : 'crash' };
  }
  override render() {
    if (this.state.failed === 'codeNotFetched')
      // A failed import stays failed for this page's life: trying again means loading the page again.
      return this.props.notFetched ?? <ErrorPage codeNotFetched onBack={() => location.reload()} />;
    if (this.state.failed === 'crash')
      return (
        <ErrorPage
          onBack={() => {
            this.setState({ failed: 'no' });
            history.back();
          }}
        />
      );
    return this.props.children;
  }
}

/** A lazily loaded part: `fallback` while its code arrives, the error page if it fails to load or to draw. */
export function LazyPart({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  return (
    <ErrorBoundary>
      <Suspense fallback={fallback}>{children}</Suspense>
    </ErrorBoundary>
  );
}
