import type { Account } from '../../../core/domain/types';
import { useT } from '../../app/hooks';
import { SafeHtml } from '../common/SafeHtml';
import { escapeHtml } from '../common/sanitize';

/** The profile's name/value fields; values are server HTML (sanitized), names plain text. */
export function ProfileFields({ account }: { account: Account }) {
  const t = useT();
  if (account.fields.length === 0) return null;
  return (
    <dl className="profile-fields" aria-label={t('user_card.profile_fields')}>
      {account.fields.map((field, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: fields have no id; names may repeat
        <div key={index} className={field.verifiedAt ? 'profile-field verified' : 'profile-field'}>
          <dt>
            <SafeHtml as="span" html={escapeHtml(field.name)} emojis={account.emojis} />
          </dt>
          <dd>
            <SafeHtml as="span" html={field.value} emojis={account.emojis} />
          </dd>
        </div>
      ))}
    </dl>
  );
}
