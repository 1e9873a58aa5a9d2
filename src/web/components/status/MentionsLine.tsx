import { observer } from 'mobx-react-lite';
import { MENTIONS_LIMIT, visibleMentions } from '../../../core/model/mentions-line';
import { shellWords } from '../../../shared/i18n/en/common-shell';
import { markInvisible } from '../../../shared/text/invisible';
import { useModel, useT } from '../../app/hooks';
import { Link } from '../../app/router';
import { useProfilePath } from '../../app/use-profile-path';
import { useFeatureWords } from '../../i18n/feature-words';

/**
 * The mentions line under the reply-to line (spec part 2 §2, §4, §9): the accounts the status
 * mentions without naming them in its text, 5 and then "+N more", which lists them all
 * ("Show less" folds them again). A lazy chunk: most statuses have no such line.
 */
export default observer(function MentionsLine({ statusId }: { statusId: string }) {
  useFeatureWords(shellWords);
  const { root, reading } = useModel();
  const t = useT();
  const profilePath = useProfilePath();
  const status = root.entities.status(statusId);
  if (!status) return null;
  const expanded = reading.statusView.get(statusId).expandingMentions;
  const { mentions, moreCount } = visibleMentions(status, expanded);
  if (mentions.length === 0) return null;
  const toggle = (value: boolean) => reading.statusView.set(statusId, 'expandingMentions', value);
  return (
    // biome-ignore lint/a11y/useSemanticElements: a line of links, not form controls (no fieldset)
    <div className="reply-to mentions-line" role="group" aria-label={t('mentions_line.label')}>
      {mentions.map((mention) => (
        <Link
          key={mention.id}
          to={profilePath(mention)}
          className="reply-to-link"
          data-pop={`user:${mention.id}`}
        >
          @{markInvisible(mention.acct)}{' '}
        </Link>
      ))}
      {moreCount > 0 ? (
        <button
          type="button"
          className="button-link"
          aria-label={t('mentions_line.plus_more_label')}
          aria-expanded="false"
          onClick={() => toggle(true)}
        >
          {t('mentions_line.plus_more', { count: moreCount })}
        </button>
      ) : expanded && mentions.length > MENTIONS_LIMIT ? (
        <button
          type="button"
          className="button-link"
          aria-expanded="true"
          onClick={() => toggle(false)}
        >
          {t('general.show_less')}
        </button>
      ) : null}
    </div>
  );
});
