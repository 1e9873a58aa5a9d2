import { observer } from 'mobx-react-lite';
import type { ProfileStore } from '../../../core/model/profile';
import { useModel, useT } from '../../app/hooks';
import { lazyFeature } from '../../app/lazy-feature';
import { AccountList } from '../../components/profile/AccountList';
import { PROFILE_TAB_LABELS } from '../../components/profile/ProfileTabs';
import { ProfileTimeline } from './ProfileTimeline';

const RemoveFollowerButton = lazyFeature(() =>
  import('../../components/relationship/RemoveFollowerButton').then((m) => m.RemoveFollowerButton),
);

/** The content of the selected profile tab. */
export const ProfileTabPanel = observer(function ProfileTabPanel({
  profile,
}: {
  profile: ProfileStore;
}) {
  const t = useT();
  const { root } = useModel();
  const tab = profile.tab;
  const title = t(PROFILE_TAB_LABELS[tab]);
  switch (tab) {
    case 'statuses':
      return profile.statuses ? (
        <ProfileTimeline
          key={profile.statuses.key}
          timeline={profile.statuses}
          pinned={profile.pinned}
          title={title}
        />
      ) : null;
    case 'media':
      return profile.media ? (
        <ProfileTimeline key={profile.media.key} timeline={profile.media} title={title} />
      ) : null;
    case 'favourites':
      return profile.favourites ? (
        <ProfileTimeline key={profile.favourites.key} timeline={profile.favourites} title={title} />
      ) : null;
    case 'followers':
      return profile.followers ? (
        <AccountList
          pager={profile.followers}
          emptyKey="user_card.no_followers"
          label={title}
          action={
            profile.isOwn && root.session.isSignedIn
              ? (account) => <RemoveFollowerButton account={account} />
              : undefined
          }
        />
      ) : null;
    case 'followees':
      return profile.followees ? (
        <AccountList pager={profile.followees} emptyKey="user_card.no_followees" label={title} />
      ) : null;
  }
});
