// When resetKey (the route) changes, the error is cleared, so the menu still leads elsewhere.
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorPage } from '@/layout/ErrorPage';
import { reportUncaughtError } from '@/monitoring/reporting';

interface Props {
  children: ReactNode;
  resetKey?: string;
}

interface State {
  failed: boolean;
  resetKey?: string;
}

export class ErrorBoundary extends Component<Props, State> {
  state: State = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (props.resetKey === state.resetKey) return null;
    return { failed: false, resetKey: props.resetKey };
  }

  componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(error, info.componentStack);
    reportUncaughtError(error, info.componentStack ?? undefined);
  }

  render() {
    return this.state.failed ? <ErrorPage /> : this.props.children;
  }
}
