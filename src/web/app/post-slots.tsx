import { observer } from 'mobx-react-lite';
import { lazy, Suspense } from 'react';
import type { Status } from '../../core/domain/types';
import { useModel } from './hooks';
import { lazyFeature } from './lazy-feature';

// Where the first frame's components place the post chunk's pieces: small slots here, the
// pieces themselves load after the first frame, once for all of them (web budget).
const extras = () => import('../components/post/post-extras');
const LazyActions = lazy(() => extras().then((m) => ({ default: m.PostFormActions })));
const LazyFloating = lazy(() => extras().then((m) => ({ default: m.FloatingPostButton })));

/**
 * Reply, quote, edit and edit-history links on a status. Until their code arrives, a
 * signed-in reader's status keeps an empty row of the same height, so that nothing moves
 * when they appear (they draw nothing for anyone else).
 */
export const StatusPostLinks = observer(function StatusPostLinks({ status }: { status: Status }) {
  const { root } = useModel();
  const placeholder = root.session.isSignedIn ? (
    <div className="status-post-actions" aria-hidden="true">
      <span className="button-link">{'\u00a0'}</span>
    </div>
  ) : null;
  return (
    <Suspense fallback={placeholder}>
      <LazyActions status={status} />
    </Suspense>
  );
});

/** The floating new-post button. */
export function FloatingPostButtonSlot() {
  return (
    <Suspense fallback={null}>
      <LazyFloating />
    </Suspense>
  );
}

// Waits for the post dialogs to open; it comes after the first frame with the post form's
// model (post-stores.ts), which is not in the first load.
const PostModalGate = lazyFeature(() =>
  import('../components/post/PostModalGate').then((m) => m.PostModalGate),
);

/** Loads the post dialogs only once one opens (web budget). */
export function PostModalHost() {
  return <PostModalGate />;
}
