import { observer } from 'mobx-react-lite';
import type { ProfileStore } from '../../../core/model/profile';
import { profileCardWords } from '../../../shared/i18n/en/profile-card';
import { markInvisible } from '../../../shared/text/invisible';
import { fullDate } from '../../../shared/text/relative-time';
import { useLanguage, useModel, useT } from '../../app/hooks';
import { lazyFeature } from '../../app/lazy-feature';
import { useFeatureWords } from '../../i18n/feature-words';
import { SafeHtml } from '../common/SafeHtml';
import { Avatar } from '../status/Avatar';
import { DisplayName } from '../status/DisplayName';
import { ProfileBadges } from './ProfileBadges';
import { ProfileCounts } from './ProfileCounts';
import { ProfileFields } from './ProfileFields';
import { ProfileMoved } from './ProfileMoved';

const HTTP_URL = /^https?:\/\//i;

// The relationship tools and the remote-follow form: their own chunk (web budget).
const RelationshipTools = lazyFeature(() =>
  import('../relationship/RelationshipTools').then((m) => m.RelationshipTools),
);
const RemoteFollow = lazyFeature(() =>
  import('../relationship/RemoteFollow').then((m) => m.RemoteFollow),
);

/**
 * A calendar date (`2000-03-04`) as `Mar 4, 2000` in the app's language (`4. März 2000`),
 * read in UTC so it never shifts a day.
 */
export function formatDate(iso: string, locale?: string): string {
  return fullDate(iso, { locale, timeZone: 'UTC' }) || iso;
}

/**
 * The user card of a profile (spec part 1 §2): banner, avatar, name with its custom emoji,
 * @address with a link to the profile on its own server (spec part 2 §2's remote profile
 * link), badges, the sanitized bio, fields, birthday, join date and counts. One's own
 * local profile offers edit-profile (the settings modal).
 */
export const ProfileCard = observer(function ProfileCard({ profile }: { profile: ProfileStore }) {
  useFeatureWords(profileCardWords);
  const t = useT();
  const locale = useLanguage();
  const model = useModel();
  const account = profile.account;
  if (!account) return null;
  const banner = HTTP_URL.test(account.header) ? account.header : null;
  return (
    <section className="panel profile-card" data-testid="profile-card" data-account-id={account.id}>
      <div
        className="profile-banner"
        style={banner ? { backgroundImage: `url("${banner.replaceAll('"', '%22')}")` } : undefined}
      />
      <div className="profile-card-body">
        <div className="profile-identity">
          <Avatar account={account} size={80} />
          <div className="profile-names">
            <h2 className="profile-name">
              <DisplayName account={account} />
            </h2>
            <p className="profile-acct">
              @{markInvisible(account.fqn)}
              {/* Remote accounts only: a local one's server is this one. */}
              {!account.isLocal && HTTP_URL.test(account.url) ? (
                <>
                  {' · '}
                  <a
                    className="profile-remote-link"
                    href={account.url}
                    target="_blank"
                    rel="noopener noreferrer"
                  >
                    {t('profile_card.remote_profile')}
                  </a>
                </>
              ) : null}
            </p>
            <ProfileBadges account={account} relationship={profile.relationship} />
          </div>
          {profile.isOwn ? (
            <div className="profile-own">
              <span className="faint">{t('user_card.its_you')}</span>
              {account.isLocal ? (
                <button
                  type="button"
                  className="button"
                  onClick={() => model.ui.setSettingsOpen(true, 'profile')}
                >
                  {t('user_card.edit_profile')}
                </button>
              ) : null}
            </div>
          ) : null}
        </div>
        {!profile.isOwn && model.root.session.isSignedIn ? (
          <RelationshipTools account={account} known={profile.relationship} />
        ) : null}
        {!model.root.session.isSignedIn && account.isLocal ? (
          <RemoteFollow account={account} />
        ) : null}
        <ProfileMoved account={account} />
        {account.note ? (
          <SafeHtml className="profile-bio" html={account.note} emojis={account.emojis} />
        ) : null}
        <ProfileFields account={account} />
        <p className="profile-dates faint">
          {account.birthday ? (
            <span className="profile-birthday">
              {t('user_card.birthday', { date: formatDate(account.birthday, locale) })}
            </span>
          ) : null}
          {account.birthday ? ' · ' : null}
          <span>{t('user_card.joined', { date: formatDate(account.createdAt, locale) })}</span>
        </p>
        <ProfileCounts account={account} isOwn={profile.isOwn} />
      </div>
    </section>
  );
});
