import { Component, type ReactNode } from 'react';
import ErrorPage from './ErrorPage';

/** A screen that throws while rendering shows the generic 500 page instead of a blank one. */
export class ErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
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
