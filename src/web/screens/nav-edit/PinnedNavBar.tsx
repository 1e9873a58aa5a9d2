import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { shellWords } from '../../../shared/i18n/en/common-shell';
import { useRoot } from '../../app/hooks';
import { useFeatureWords } from '../../i18n/feature-words';
import { useIsMobile } from '../../layout/use-is-mobile';
import { NavPanelPins } from './NavPanelPins';
import { PinnedLinks } from './PinnedLinks';

/** Where the mobile navigation bar keeps room for the pinned items (NavBar.tsx). */
export const NAV_PINS_SLOT_ID = 'nav-pins';
/** The desktop sidebar's navigation panel (NavPanel.tsx): its pins go at its end. */
const NAV_PANEL = '.sidebar .nav-panel';

/**
 * Spec part 1 §2: the pinned items, drawn from the layout's lazy chunk (ShellLayer), so the
 * first load carries only the mobile bar's empty slot: on mobile into that bar; on desktop at
 * the end of the sidebar's navigation panel, with the button that collapses it (collapseNav).
 */
export const PinnedNavBar = observer(function PinnedNavBar() {
  useFeatureWords(shellWords);
  const mobile = useIsMobile();
  const signedIn = useRoot().session.isSignedIn;
  const [slot, setSlot] = useState<Element | null>(null);
  useEffect(
    () =>
      setSlot(
        mobile ? document.getElementById(NAV_PINS_SLOT_ID) : document.querySelector(NAV_PANEL),
      ),
    [mobile],
  );
  // The desktop pins bar shows to visitors too (its toggle; their pins are the anonymous ones).
  if (!slot || (mobile && !signedIn)) return null;
  return createPortal(mobile ? <PinnedLinks testId="nav-pins" /> : <NavPanelPins />, slot);
});
