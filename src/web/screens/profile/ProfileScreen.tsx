import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import type { ProfileTab } from '../../../core/model/profile';
import { profilesOf } from '../../../core/model/profile';
import { screens } from '../../../shared/i18n/en/common-screens';
import { useModel, useT } from '../../app/hooks';
import { useParams, useSearchParams } from '../../app/router';
import { Spinner } from '../../components/common/Spinner';
import { ProfileCard } from '../../components/profile/ProfileCard';
import { ProfileTabs } from '../../components/profile/ProfileTabs';
import { useFeatureWords } from '../../i18n/feature-words';
import { NotFound } from '../NotFound';
import { ProfileTabPanel } from './ProfileTabPanel';
import { tabFromParam } from './tab-param';
import '../../styles/reading.css';

/**
 * `/users/{name}`, `/users/{id}` and the legacy `/{name}`: the user card and the tabs
 * (statuses with pinned first, followees, followers, media, favourites, as the person's
 * settings allow). `?tab=` selects the tab. Load errors read as the spec's catalogue says.
 */
export const ProfileScreen = observer(function ProfileScreen({ param }: { param: 'id' | 'name' }) {
  const params = useParams();
  const nameOrId = params[param] ?? '';
  const model = useModel();
  // Its load errors' words (user_profile) come with the screen, not the first load.
  useFeatureWords(screens);
  const t = useT();
  const [searchParams, setSearchParams] = useSearchParams();
  const profiles = model.root.use(profilesOf);
  const epoch = model.sessionEpoch;
  // The registry lookup is pure; opening (loading) it is the effect below.
  const profile = profiles.get(nameOrId);
  useEffect(() => {
    void epoch;
    profiles.open(nameOrId);
  }, [profiles, nameOrId, epoch]);

  const wanted = tabFromParam(searchParams.get('tab'));
  const loaded = profile.state === 'loaded';
  useEffect(() => {
    if (!loaded) return;
    profile.selectTab(wanted && profile.tabs.includes(wanted) ? wanted : 'statuses');
  }, [profile, wanted, loaded]);

  const select = (tab: ProfileTab) => {
    setSearchParams(tab === 'statuses' ? {} : { tab }, { replace: true });
  };

  if (profile.state === 'failed' && profile.error) {
    const { error } = profile;
    if (error.code === 'not_found' && error.messageKey) {
      return <NotFound what="user" detail={t(error.messageKey)} />;
    }
    return (
      <section className="panel profile-error" data-error={error.code}>
        <div className="panel-body">
          <p role="alert">{error.messageKey ? t(error.messageKey) : error.message}</p>
        </div>
      </section>
    );
  }
  if (!profile.account) return <Spinner />;
  return (
    <div className="profile-screen" data-profile={profile.accountId ?? ''}>
      <ProfileCard profile={profile} />
      <ProfileTabs profile={profile} onSelect={select} />
      <ProfileTabPanel profile={profile} />
    </div>
  );
});

/** For the route's lazy import (a default export costs the first load less). */
export default ProfileScreen;
