import { Component, type ReactNode } from 'react';
import { RouteError } from '../screens/RouteError';

/**
 * Catches what a screen throws (or a lazy chunk that cannot load, e.g. after a redeploy).
 * The app's router (router/history.ts) has no `errorElement`; React's error boundaries are
 * class components only. `resetKey` (the path) clears the error when the reader moves on.
 */
export class RouteErrorBoundary extends Component<
  { resetKey: string; children: ReactNode },
  { error: unknown; key: string }
> {
  override state = { error: undefined as unknown, key: this.props.resetKey };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  static getDerivedStateFromProps(
    props: { resetKey: string },
    state: { error: unknown; key: string },
  ) {
    return props.resetKey === state.key ? null : { error: undefined, key: props.resetKey };
  }

  override render() {
    return this.state.error === undefined ? (
      this.props.children
    ) : (
      <RouteError error={this.state.error} />
    );
  }
}
