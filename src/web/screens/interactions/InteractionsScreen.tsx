import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useRoot, useT } from '../../app/hooks';
import { MentionsTab } from './MentionsTab';

type InteractionsTab = 'mentions' | 'favs_repeats' | 'follows' | 'emoji_reactions' | 'reports';

/**
 * `/users/{username}/interactions` (spec part 1 §2): Mentions, Favs+repeats, Follows and
 * Emoji reactions tabs, plus Reports for holders of the reports privilege (admins and
 * moderators by default). Only Mentions is built; the others say "Not available yet". The
 * Moves tab shows only for users who do not allow following moves automatically; Pleroma's
 * default allows them and the account data does not say otherwise, so it is left out.
 */
export const InteractionsScreen = observer(function InteractionsScreen() {
  const t = useT();
  const { session } = useRoot();
  const [tab, setTab] = useState<InteractionsTab>('mentions');
  const role = session.account?.role;
  const tabs: InteractionsTab[] = ['mentions', 'favs_repeats', 'follows', 'emoji_reactions'];
  if (role === 'admin' || role === 'moderator') tabs.push('reports');
  return (
    <section className="panel interactions" aria-label={t('interactions.interactions')}>
      <header className="panel-heading">
        <h2>{t('interactions.interactions')}</h2>
      </header>
      <div className="tabs" role="tablist">
        {tabs.map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            className={tab === name ? 'tab tab-active' : 'tab'}
            aria-selected={tab === name}
            data-tab={name}
            onClick={() => setTab(name)}
          >
            {t(`interactions.${name}`)}
          </button>
        ))}
      </div>
      {tab === 'mentions' ? (
        <MentionsTab />
      ) : (
        <div className="panel-body" role="tabpanel" data-tab={tab}>
          <p>
            <strong>{t('general.not_available_yet')}</strong>
          </p>
        </div>
      )}
    </section>
  );
});
