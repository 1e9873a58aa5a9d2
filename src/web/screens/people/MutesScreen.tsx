import type { BlocksTab } from '../../../core/view/navigation';
import { relationship as words } from '../../../shared/i18n/en/relationship';
import { useT } from '../../app/hooks';
import { useSearchParams } from '../../app/router';
import { MutesAndBlocks } from '../../components/relationship/MutesAndBlocks';
import { useFeatureWords } from '../../i18n/feature-words';

function tabOf(value: string | null): BlocksTab {
  return value === 'blocks' || value === 'domains' ? value : 'mutes';
}

/**
 * `/mutes` (Petrel's own route until the settings modal hosts the panel): mutes, blocks and
 * blocked domains, the tab in `?tab=blocks|domains`.
 */
export function MutesScreen() {
  useFeatureWords({ relationship: words });
  const t = useT();
  const [params, setParams] = useSearchParams();
  const tab = tabOf(params.get('tab'));
  return (
    <section className="panel mutes-screen" aria-label={t('relationship.mutes')}>
      <header className="panel-heading">
        <h2>
          {t('relationship.mutes')} · {t('relationship.blocks')}
        </h2>
      </header>
      <div className="panel-body">
        <MutesAndBlocks
          tab={tab}
          onTab={(next) => setParams(next === 'mutes' ? {} : { tab: next }, { replace: true })}
        />
      </div>
    </section>
  );
}
