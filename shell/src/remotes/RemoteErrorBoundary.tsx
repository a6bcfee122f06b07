import { Component, type ErrorInfo, type ReactNode } from 'react';
import { AppReadyMark } from '../app/AppReadyMark';
import { SectionFallback } from './SectionFallback';

interface Props {
  onRetry: () => void;
  children: ReactNode;
}

/** Keeps a failing remote inside its own section: the header, footer and other sections go on working. */
export class RemoteErrorBoundary extends Component<Props, { error: Error | null }> {
  override state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('A section failed to render', error, info.componentStack);
  }

  private retry = () => {
    this.setState({ error: null });
    this.props.onRetry();
  };

  override render() {
    return this.state.error ? (
      <>
        <SectionFallback onRetry={this.retry} />
        <AppReadyMark />
      </>
    ) : (
      this.props.children
    );
  }
}
