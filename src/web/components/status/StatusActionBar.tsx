import {
  Star as FavouriteIcon,
  Menu as MoreIcon,
  Lock as PrivateIcon,
  SmilePlus as ReactionIcon,
  Repeat2 as RepeatIcon,
  CornerDownRight as ReplyIcon,
} from 'lucide-react';
import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useState } from 'react';
import type { Status } from '../../../core/domain/types';
import type { StatusToggle } from '../../../core/model/status-actions';
import { statusActionAvailability } from '../../../core/model/status-rules';
import type { TranslateFn } from '../../app/hooks';
import { useFeatureWords } from '../../i18n/feature-words';
import { statusActionWords } from '../../i18n/status-action-words';
import { postStoresOf } from '../../model/post-stores';
import type { WebModel } from '../../model/web-model';
import { InlineThread } from './InlineThread';
import type { StatusDialog } from './status-dialogs';
import '../../styles/status-actions.css';

/** StatusItem loads the mentions line with this chunk. */
export { default as MentionsLine } from './MentionsLine';

// Menus and dialogs are not part of the first timeline frame (web budget): loaded on use.
const StatusDialogLayer = lazy(() => import('./StatusDialogLayer'));

/**
 * The action bar under a status (spec part 2 §2): reply, repeat (a lock on private and
 * direct statuses), favourite with their counts, react, and the extra-actions menu. Core's
 * `StatusActions` does the work (loaded on the first press); a failure shows inline under
 * the bar until dismissed.
 */
/** As `ICON` in common/icons (imported from lucide here: one chunk less on the first load). */
const ICON = { size: '1.1em', 'aria-hidden': true, className: 'icon' } as const;

/**
 * Under a status: the action bar, then (issue 16) its conversation in place. `model` and `t`
 * come from the status (its hooks stay in the status's chunk).
 */
export default function StatusActionBar(props: {
  status: Status;
  model: WebModel;
  t: TranslateFn;
}) {
  return (
    <>
      <ActionButtons {...props} />
      <InlineThread status={props.status} />
    </>
  );
}

const ActionButtons = observer(function ActionButtons({
  status,
  model,
  t,
}: {
  status: Status;
  model: WebModel;
  t: TranslateFn;
}) {
  useFeatureWords(statusActionWords);
  const { root } = model;
  const [dialog, setDialog] = useState<StatusDialog | null>(null);
  const [bumped, setBumped] = useState<StatusToggle | null>(null);
  const ownId = root.session.accountId;
  if (!root.session.isSignedIn) return <RemoteInteraction status={status} model={model} t={t} />;
  if (!ownId) return null;
  const me = root.session.account ?? { id: ownId, privileges: [] };
  const can = statusActionAvailability(status, me, root.instance.capabilities);
  const actions = root.statusActions;
  const error = actions?.inlineErrors.get(status.id);

  const toggle = (which: StatusToggle) => {
    setBumped(which);
    void root.loadStatusActions().then((a) => a.toggle(which, status.id));
  };
  const repeat = () => {
    // Spec: asks (when enabled) only when repeating, not when undoing.
    if (!status.reblogged && root.preferences.confirmRepeat) setDialog('confirm_repeat');
    else toggle('repeat');
  };
  const reply = () => {
    postStoresOf(model).composer.startReply(status, root.session.account);
    document.querySelector<HTMLTextAreaElement>('.post-form textarea')?.focus();
  };
  const bump = (which: StatusToggle) => (bumped === which ? ' status-action-bump' : '');
  return (
    <div className="status-actions-wrap">
      <div className="status-actions">
        <button
          type="button"
          className="status-action"
          onClick={reply}
          title={t('status_actions.reply')}
          // Spec part 1 §4 "replying": the post form is answering this status.
          aria-pressed={postStoresOf(model).composer.inReplyToId === status.id}
        >
          <ReplyIcon {...ICON} />{' '}
          <span className="status-action-label">{t('status_actions.reply')}</span>
          {status.repliesCount > 0 ? (
            <span className="status-count">{status.repliesCount}</span>
          ) : null}
        </button>
        {can.repeat === 'locked' ? (
          <span
            className="status-action status-action-locked"
            title={t('status_actions.repeat_locked')}
          >
            <PrivateIcon {...ICON} />
            <span className="status-action-label">{t('status_actions.repeat_locked')}</span>
          </span>
        ) : (
          <button
            type="button"
            className={`status-action${status.reblogged ? ' status-action-on' : ''}${bump('repeat')}`}
            aria-pressed={status.reblogged}
            onClick={repeat}
            onAnimationEnd={() => setBumped(null)}
            title={t(status.reblogged ? 'status_actions.unrepeat' : 'status_actions.repeat')}
          >
            <RepeatIcon {...ICON} />{' '}
            <span className="status-action-label">{t('status_actions.repeat')}</span>
            <span className="status-count" data-count="repeats">
              {status.reblogsCount}
            </span>
          </button>
        )}
        <button
          type="button"
          className={`status-action${status.favourited ? ' status-action-on' : ''}${bump('favourite')}`}
          aria-pressed={status.favourited}
          onClick={() => toggle('favourite')}
          onAnimationEnd={() => setBumped(null)}
          title={t(status.favourited ? 'status_actions.unfavourite' : 'status_actions.favourite')}
        >
          <FavouriteIcon {...ICON} />{' '}
          <span className="status-action-label">{t('status_actions.favourite')}</span>
          <span className="status-count" data-count="favourites">
            {status.favouritesCount}
          </span>
        </button>
        {can.react ? (
          <button
            type="button"
            className="status-action"
            onClick={() => setDialog('react')}
            title={t('status_actions.react')}
          >
            <ReactionIcon {...ICON} />{' '}
            <span className="status-action-label">{t('status_actions.react')}</span>
          </button>
        ) : null}
        <button
          type="button"
          className="status-action"
          aria-haspopup="menu"
          aria-expanded={dialog === 'menu'}
          onClick={() => setDialog(dialog === 'menu' ? null : 'menu')}
          title={t('status_actions.more')}
        >
          <MoreIcon {...ICON} />{' '}
          <span className="status-action-label">{t('status_actions.more')}</span>
        </button>
      </div>
      {error ? (
        <p className="status-action-error" role="alert">
          {error.detail}{' '}
          <button
            type="button"
            className="link-button"
            onClick={() => actions?.dismissError(status.id)}
          >
            {t('status_actions.dismiss')}
          </button>
        </p>
      ) : null}
      {dialog ? (
        <Suspense fallback={null}>
          <StatusDialogLayer
            dialog={dialog}
            status={status}
            model={model}
            t={t}
            can={can}
            onOpen={setDialog}
            onClose={() => setDialog(null)}
          />
        </Suspense>
      ) : null}
    </div>
  );
});

/**
 * Signed-out visitors (spec part 1 §6): reply, favourite, repeat and react become links to
 * the server's remote interaction page, `{server}/main/ostatus?status_id=…`.
 */
function RemoteInteraction({
  status,
  model,
  t,
}: {
  status: Status;
  model: WebModel;
  t: TranslateFn;
}) {
  const href = `${model.server.replace(/\/+$/, '')}/main/ostatus?status_id=${encodeURIComponent(status.id)}`;
  const links = [
    { key: 'reply', label: t('status_actions.reply'), Icon: ReplyIcon },
    { key: 'repeat', label: t('status_actions.repeat'), Icon: RepeatIcon },
    { key: 'favourite', label: t('status_actions.favourite'), Icon: FavouriteIcon },
    { key: 'react', label: t('status_actions.react'), Icon: ReactionIcon },
  ];
  return (
    <div className="status-actions" data-testid="remote-interaction">
      {links.map(({ key, label, Icon }) => (
        <a key={key} className="status-action" href={href} data-action={key} title={label}>
          <Icon {...ICON} /> <span className="status-action-label">{label}</span>
        </a>
      ))}
    </div>
  );
}
