import { observer } from 'mobx-react-lite';
import type { ProfileStore, ProfileTab } from '../../../core/model/profile';
import type { TranslationKey } from '../../../shared/i18n';
import { useT } from '../../app/hooks';

export const PROFILE_TAB_LABELS: Record<ProfileTab, TranslationKey> = {
  statuses: 'user_card.statuses',
  followees: 'user_card.followees',
  followers: 'user_card.followers',
  media: 'user_card.media',
  favourites: 'user_card.favorites',
};

/** The profile's tabs, only those the core offers for this person (hide rules). */
export const ProfileTabs = observer(function ProfileTabs({
  profile,
  onSelect,
}: {
  profile: ProfileStore;
  onSelect: (tab: ProfileTab) => void;
}) {
  const t = useT();
  return (
    <div className="tabs profile-tabs" role="tablist">
      {profile.tabs.map((tab) => (
        <button
          key={tab}
          type="button"
          role="tab"
          className={profile.tab === tab ? 'tab tab-active' : 'tab'}
          aria-selected={profile.tab === tab}
          data-tab={tab}
          onClick={() => onSelect(tab)}
        >
          {t(PROFILE_TAB_LABELS[tab])}
        </button>
      ))}
    </div>
  );
});
