import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { suggestionsOf } from '../../../core/model/people-kits';
import { suggestionsEnabled } from '../../../core/model/suggestions';
import { peopleLists } from '../../../shared/i18n/en/common-people-lists';
import { useRoot, useT } from '../../app/hooks';
import { pathFor } from '../../app/route-table';
import { Link } from '../../app/router';
import { AccountCard } from '../../components/profile/AccountCard';
import { useFeatureWords } from '../../i18n/feature-words';

/**
 * The sidebar's who-to-follow panel (spec part 1 §2): only when signed in and the instance
 * enables suggestions; 3 accounts (§9) and a link to the full page.
 */
export const WhoToFollowPanel = observer(function WhoToFollowPanel() {
  useFeatureWords(peopleLists);
  const root = useRoot();
  const t = useT();
  const shown = root.session.isSignedIn && suggestionsEnabled(root.instance.nodeinfo);
  const suggestions = root.use(suggestionsOf);
  useEffect(() => {
    if (shown) void suggestions.ensureLoaded();
  }, [shown, suggestions]);
  const accounts = suggestions.panel;
  if (!shown || accounts.length === 0) return null;
  return (
    <section
      className="panel who-to-follow-panel"
      aria-label={t('who_to_follow.who_to_follow')}
      data-testid="who-to-follow-panel"
    >
      <header className="panel-heading">
        <h2>{t('who_to_follow.who_to_follow')}</h2>
      </header>
      <ul className="panel-body account-list">
        {accounts.map((account) => (
          <li key={account.id}>
            <AccountCard account={account} />
          </li>
        ))}
      </ul>
      <footer className="panel-footer">
        <Link to={pathFor('who-to-follow')}>{t('who_to_follow.more')}</Link>
      </footer>
    </section>
  );
});
