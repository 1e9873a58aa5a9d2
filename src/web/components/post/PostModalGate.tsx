import { observer } from 'mobx-react-lite';
import { lazy, Suspense } from 'react';
import { useModel } from '../../app/hooks';
import { postStoresOf } from '../../model/post-stores';

const PostModals = lazy(() => import('./post-extras').then((m) => ({ default: m.PostModals })));

/** The post dialogs, loaded once one opens (web budget). */
export const PostModalGate = observer(function PostModalGate() {
  const model = useModel();
  if (!postStoresOf(model).postModals.open) return null;
  return (
    <Suspense fallback={null}>
      <PostModals />
    </Suspense>
  );
});
