import { observer } from 'mobx-react-lite';
import { lazy, Suspense } from 'react';
import { useModel } from '../../app/hooks';

const PostModals = lazy(() => import('./post-extras').then((m) => ({ default: m.PostModals })));

/** Loads the post dialogs only once one opens (web budget). */
export const PostModalHost = observer(function PostModalHost() {
  const model = useModel();
  if (!model.postModals.open) return null;
  return (
    <Suspense fallback={null}>
      <PostModals />
    </Suspense>
  );
});
