import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { type InteractionTab, interactionTabs } from '../../../core/model/interactions';
import { screens } from '../../../shared/i18n/en/common-screens';
import { useRoot, useT } from '../../app/hooks';
import { useFeatureWords } from '../../i18n/feature-words';
import { MentionsTab } from './MentionsTab';
import { NotificationTypeTab } from './NotificationTypeTab';
import '../../styles/reading.css';

/**
 * `/users/{username}/interactions` (spec part 1 §2): Mentions, Favs+repeats, Follows and
 * Emoji reactions tabs; Reports for holders of the reports-management privilege (admins and
 * moderators by default); Moves for users whose follows do not move along automatically.
 * Mentions lists the mentioning statuses, the others the notifications of their types.
 */
export const InteractionsScreen = observer(function InteractionsScreen() {
  // This screen's words come with its chunk (web budget).
  useFeatureWords(screens);
  const t = useT();
  const { session, instance, realtime } = useRoot();
  const [chosen, setTab] = useState<InteractionTab>('mentions');
  const tabs = interactionTabs(session.account, instance.capabilities);
  // A tab that went away (another account, a changed setting) falls back to Mentions.
  const tab = tabs.includes(chosen) ? chosen : 'mentions';
  return (
    <section className="panel interactions" aria-label={t('interactions.interactions')}>
      {/* `data-live`: the user stream is joined, so deletions and new mentions arrive at once. */}
      <header className="panel-heading" data-live={realtime.isJoined({ stream: 'user' })}>
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
      {tab === 'mentions' ? <MentionsTab /> : <NotificationTypeTab key={tab} tab={tab} />}
    </section>
  );
});

/** For the route's lazy import (a default export costs the first load less). */
export default InteractionsScreen;
