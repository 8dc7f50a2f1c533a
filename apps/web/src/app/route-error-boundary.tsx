import { Component, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { RouteError } from './routes/route-error';

interface BoundaryProps {
  /** Changes on every navigation: a new location gets a fresh try. */
  resetKey: string;
  children: ReactNode;
}

interface BoundaryState {
  failed: boolean;
  /** The resetKey the children last rendered under. */
  key: string;
}

class ErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failed: false, key: this.props.resetKey };

  static getDerivedStateFromError(): Partial<BoundaryState> {
    return { failed: true };
  }

  static getDerivedStateFromProps(
    props: BoundaryProps,
    state: BoundaryState,
  ): BoundaryState | null {
    return props.resetKey === state.key ? null : { failed: false, key: props.resetKey };
  }

  override render() {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}

/**
 * What the data router's root errorElement did, in declarative routing: a route chunk that fails
 * to download (after a deploy) or a render that throws shows <RouteError> instead of the page and
 * its shell, and the next navigation (Back, a link) tries again.
 */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { key } = useLocation();
  return <ErrorBoundary resetKey={key}>{children}</ErrorBoundary>;
}
