import { Component, type ErrorInfo, type ReactNode } from 'react';
import Container from '@mui/material/Container';
import { ErrorPanel } from '../../shared/ui/error-panel';

type Props = { title: string; message: string; children: ReactNode };

/**
 * Catches a page that throws or whose code fails to load. A stale tab after a deploy asks for
 * chunks that no longer exist, so the retry is a full reload, not a re-render. The layout keys
 * this boundary by address, so moving to another page clears the error.
 */
export class RouteErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Container>
        <ErrorPanel
          title={this.props.title}
          message={this.props.message}
          onRetry={() => window.location.reload()}
        />
      </Container>
    );
  }
}
