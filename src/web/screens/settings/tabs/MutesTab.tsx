import { useState } from 'react';
import type { BlocksTab } from '../../../../core/view/navigation';
import { relationship as words } from '../../../../shared/i18n/en/relationship';
import { lazyFeature } from '../../../app/lazy-feature';
import { useFeatureWords } from '../../../i18n/feature-words';

// The `/mutes` screen's chunk, fetched as it is: a static import from the settings chunk
// reshuffled the bundler's shared chunks and grew the first load (web budget).
const MutesAndBlocks = lazyFeature(() =>
  import('../../../components/relationship/MutesAndBlocks').then((m) => m.MutesAndBlocks),
);

/** Spec part 2 §2 settings tab "mutes and blocks": the `/mutes` panel, in the modal. */
export function MutesTab() {
  useFeatureWords({ relationship: words });
  const [tab, setTab] = useState<BlocksTab>('mutes');
  return <MutesAndBlocks tab={tab} onTab={setTab} />;
}
