import { useState } from 'react';
import type { BlocksTab } from '../../../../core/view/navigation';
import { relationship as words } from '../../../../shared/i18n/en/relationship';
import { MutesAndBlocks } from '../../../components/relationship/MutesAndBlocks';
import { useFeatureWords } from '../../../i18n/feature-words';

/** Spec part 2 §2 settings tab "mutes and blocks": the `/mutes` panel, in the modal. */
export function MutesTab() {
  useFeatureWords({ relationship: words });
  const [tab, setTab] = useState<BlocksTab>('mutes');
  return <MutesAndBlocks tab={tab} onTab={setTab} />;
}
