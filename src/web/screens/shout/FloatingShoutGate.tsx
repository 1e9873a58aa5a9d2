import { observer } from 'mobx-react-lite';
import { SHOUT_FEATURE } from '../../../core/model/shoutbox';
import { useRoot } from '../../app/hooks';
import { routeNameAt } from '../../app/route-table';
import { useLocation } from '../../app/router';
import { useIsMobile } from '../../layout/use-is-mobile';
import { FloatingShout } from './FloatingShout';

/**
 * Where the floating shoutbox shows: signed in, on a server that offers it, on the wide
 * layouts (on a phone the board is the `/shout-panel` screen, from the navigation), and not
 * on that screen itself. Its code is in the shell layer's lazy chunk (a chunk of its own
 * would cost the first load a name in the preload map: no room).
 */
export const FloatingShoutGate = observer(function FloatingShoutGate() {
  const { session, instance } = useRoot();
  const mobile = useIsMobile();
  const { pathname } = useLocation();
  const shown =
    session.isSignedIn &&
    instance.has(SHOUT_FEATURE) &&
    !mobile &&
    routeNameAt(pathname) !== 'shout-panel';
  return shown ? <FloatingShout /> : null;
});
