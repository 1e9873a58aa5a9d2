import { lazy, Suspense } from 'react';
import type { Status } from '../../../core/domain/types';

// The post chunk's pieces that initial components place (web budget: loaded after the
// first frame, once for all of them).
const extras = () => import('./post-extras');
const LazyActions = lazy(() => extras().then((m) => ({ default: m.PostFormActions })));
const LazyFloating = lazy(() => extras().then((m) => ({ default: m.FloatingPostButton })));

/** Reply, quote, edit and edit-history links on a status. */
export function StatusPostLinks({ status }: { status: Status }) {
  return (
    <Suspense fallback={null}>
      <LazyActions status={status} />
    </Suspense>
  );
}

/** The floating new-post button. */
export function FloatingPostButtonSlot() {
  return (
    <Suspense fallback={null}>
      <LazyFloating />
    </Suspense>
  );
}
