import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useModel, useT } from '../../app/hooks';
import { useLocation } from '../../app/router';
import { postStoresOf } from '../../model/post-stores';
import { keyboardLikely, routeHidesButton } from './floating-button-rules';
import { useScrollingDown } from './use-scrolling-down';

function useKeyboardLikely(): boolean {
  const [likely, setLikely] = useState(() => keyboardLikely(window.innerWidth, window.innerHeight));
  useEffect(() => {
    const onResize = () => setLikely(keyboardLikely(window.innerWidth, window.innerHeight));
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return likely;
}

/** The floating new-post button: opens the new-post dialog (spec part 1 §2). */
export const FloatingPostButton = observer(function FloatingPostButton() {
  const model = useModel();
  const t = useT();
  const { pathname } = useLocation();
  const down = useScrollingDown();
  const keyboard = useKeyboardLikely();
  if (!model.root.session.isSignedIn || down || keyboard || routeHidesButton(pathname)) return null;
  return (
    <button
      type="button"
      className="floating-post-button button button-primary"
      aria-label={t('post_status.new_status')}
      title={t('post_status.new_status')}
      data-testid="floating-post-button"
      onClick={() => postStoresOf(model).postModals.show('new')}
    >
      ✎
    </button>
  );
});
