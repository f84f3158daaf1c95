import { Component, type ReactNode } from 'react';
import ErrorPage from './ErrorPage';

/**
 * A part of the app whose code is fetched when first used (a screen, a tab) cannot be drawn when that fetch
 * fails: offline before the part was ever opened, or the connection dropped meanwhile. Each browser words it
 * its own way (Chromium, Firefox, Safari).
 */
const CODE_NOT_FETCHED = /dynamically imported module|Importing a module script failed/i;

/** A screen that throws while rendering shows the generic 500 page instead of a blank one, or, when its code could
 * not be fetched, says so and offers to try again. */
export class ErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean; codeNotFetched: boolean }> {
  override state = { failed: false, codeNotFetched: false };
  static getDerivedStateFromError(error: unknown) {
    return { failed: true, codeNotFetched: error instanceof Error && CODE_NOT_FETCHED.test(error.message) };
  }
  override render() {
    if (this.state.codeNotFetched)
      // A failed import stays failed for this page's life: trying again means loading the page again.
      return <ErrorPage codeNotFetched onBack={() => location.reload()} />;
    if (this.state.failed)
      return (
        <ErrorPage
          onBack={() => {
            this.setState({ failed: false });
            history.back();
          }}
        />
      );
    return this.props.children;
  }
}
