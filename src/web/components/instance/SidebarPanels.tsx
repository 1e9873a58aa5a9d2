import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { shellWords } from '../../../shared/i18n/en/common-shell';
import { useFeatureWords } from '../../i18n/feature-words';
import { useIsMobile } from '../../layout/use-is-mobile';
import { FeaturesPanel } from './FeaturesPanel';
import { InstancePanel } from './InstancePanel';

/** Where the sidebar keeps room for the lazily loaded panels (Sidebar.tsx). */
export const SIDEBAR_SLOT_ID = 'sidebar-panels';

/**
 * The sidebar's instance panel and features panel (signed out), drawn into the sidebar's slot from the layout's lazy chunk
 * (ShellLayer), so the first load carries only the empty slot. Nothing on mobile (no sidebar).
 */
export function SidebarPanels() {
  useFeatureWords(shellWords);
  const mobile = useIsMobile();
  const [slot, setSlot] = useState<HTMLElement | null>(null);
  // After the commit: the sidebar (and its slot) comes and goes with the layout type.
  useEffect(() => setSlot(mobile ? null : document.getElementById(SIDEBAR_SLOT_ID)), [mobile]);
  return slot
    ? createPortal(
        <>
          <InstancePanel />
          <FeaturesPanel signedOutOnly />
        </>,
        slot,
      )
    : null;
}
