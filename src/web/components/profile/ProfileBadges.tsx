import type { Account, Relationship } from '../../../core/domain/types';
import { useT } from '../../app/hooks';

/** Bot, locked, role and deactivated badges, and how we stand with the person. */
export function ProfileBadges({
  account,
  relationship,
}: {
  account: Account;
  relationship: Relationship | null;
}) {
  const t = useT();
  const badges: { key: string; label: string }[] = [];
  if (account.role === 'admin') badges.push({ key: 'admin', label: t('user_card.admin') });
  if (account.role === 'moderator')
    badges.push({ key: 'moderator', label: t('user_card.moderator') });
  if (account.bot) badges.push({ key: 'bot', label: t('user_card.bot') });
  if (account.locked) badges.push({ key: 'locked', label: t('user_card.locked') });
  if (account.deactivated) badges.push({ key: 'deactivated', label: t('user_card.deactivated') });
  if (relationship?.followedBy)
    badges.push({ key: 'follows-you', label: t('user_card.follows_you') });
  if (relationship?.following) badges.push({ key: 'following', label: t('user_card.following') });
  else if (relationship?.requested)
    badges.push({ key: 'requested', label: t('user_card.requested') });
  if (relationship?.blocking) badges.push({ key: 'blocked', label: t('user_card.blocked') });
  if (relationship?.muting) badges.push({ key: 'muted', label: t('user_card.muted') });
  if (badges.length === 0) return null;
  return (
    <ul className="profile-badges">
      {badges.map((badge) => (
        <li key={badge.key} className={`badge badge-${badge.key}`}>
          {badge.label}
        </li>
      ))}
    </ul>
  );
}
