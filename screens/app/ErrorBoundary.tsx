import { Component, type ErrorInfo, type ReactNode } from 'react';
import { FailurePanel } from '../../design-system';

interface State {
  failed: boolean;
}

/** The last line of defence around the providers and router: a failure panel rather than an empty page. */
export class ErrorBoundary extends Component<{ children?: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <FailurePanel /> : this.props.children;
  }
}
