import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { useModel, useT } from '../../app/hooks';
import { StatusPostLinks } from '../../app/post-slots';
import { Link } from '../../app/router';
import { useProfilePath } from '../../app/use-profile-path';
import { ICON, PinIcon } from '../common/icons';
import { Avatar } from './Avatar';
import { MutedStatus } from './MutedStatus';
import { RepeatHeader } from './RepeatHeader';
import { ReplyToIndicator } from './ReplyToIndicator';
import { StatusBody } from './StatusBody';
import { StatusHeader } from './StatusHeader';

// The action bar and its code arrive just after the first frame (web budget); the
// placeholder keeps its height (only for a signed-in reader: the bar draws nothing for
// anyone else) so nothing below jumps.
const actionBarChunk = () => import('./StatusActionBar');
const StatusActionBar = lazy(actionBarChunk);
// The mentions line travels in the action bar's chunk (one import call less in the first load).
const MentionsLine = lazy(() => actionBarChunk().then((m) => ({ default: m.MentionsLine })));

/**
 * One status as timelines and threads show it (spec part 2 §2 "Post item"): repeat header,
 * muted line (or nothing, per preference; never for one's own), avatar and names linking
 * to the profile, time linking to the conversation, reply-to line, and the body. Reads the
 * entity by id, so it re-renders exactly when that status changes.
 */
export const StatusItem = observer(function StatusItem({
  id,
  focused = false,
  pinned = false,
  inConversation = false,
}: {
  /** The timeline entry's id (a repeat's own id). */
  id: string;
  /** The status a conversation is about (aria-current). */
  focused?: boolean;
  /** Shown in a profile's pinned group. */
  pinned?: boolean;
  inConversation?: boolean;
}) {
  const model = useModel();
  const t = useT();
  const profilePath = useProfilePath();
  const { root } = model;
  const { statusView, cursor } = model.reading;
  const selected = cursor.focusedId === id;
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    // The keyboard cursor moves DOM focus along, so screen readers follow `j`/`k`.
    if (selected) ref.current?.focus({ preventScroll: true });
  }, [selected]);

  const entry = root.entities.status(id);
  if (!entry) return null;
  const shown = entry.reblogId ? (root.entities.status(entry.reblogId) ?? entry) : entry;
  if (entry.deleted || shown.deleted) {
    // Spec part 2 §2/§4: deletion marks the status; the row stays as its placeholder.
    return (
      <article
        ref={ref}
        className={`status status-deleted${selected ? ' status-selected' : ''}`}
        data-status-id={shown.id}
        data-entry-id={id}
        data-selected={selected ? 'true' : undefined}
        data-deleted="true"
        aria-current={focused ? 'true' : undefined}
        tabIndex={-1}
      >
        <div className="status-main">
          <Avatar account={undefined} />
          <p className="status-deleted-text faint">{t('status.deleted')}</p>
        </div>
      </article>
    );
  }
  const account = root.entities.account(shown.accountId);
  // The core's mute rules (muted words, muted accounts, thread mutes; never one's own).
  const reasons = root.muteReasonsFor(shown, { inConversation });
  const display = root.muteDisplayFor(reasons);
  const unmuted = statusView.get(shown.id).unmuted;
  const unmuteUser = reasons.includes('user_muted')
    ? () => void root.mutes.unmute(shown.accountId)
    : undefined;
  const unmuting = root.mutes.isPending(shown.accountId);
  const signedIn = root.session.isSignedIn;
  if (display === 'hidden' && !unmuted) return null;
  if (display === 'collapsed' && !unmuted) {
    return (
      <MutedStatus
        statusId={shown.id}
        account={account}
        reasons={reasons}
        shown={false}
        onToggle={() => statusView.set(shown.id, 'unmuted', true)}
        onUnmuteUser={unmuteUser}
        unmuting={unmuting}
      />
    );
  }
  const classes = [
    'status',
    focused ? 'status-focused' : '',
    selected ? 'status-selected' : '',
    entry.reblogId ? 'status-repeat' : '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <article
      ref={ref}
      className={classes}
      data-status-id={shown.id}
      data-entry-id={id}
      // The settings' highlight per screen name styles by this (a lazy stylesheet).
      data-author={account?.acct}
      data-selected={selected ? 'true' : undefined}
      aria-current={focused ? 'true' : undefined}
      tabIndex={-1}
    >
      {pinned ? (
        <div className="status-pinned faint">
          <PinIcon {...ICON} /> {t('timeline.pinned')}
        </div>
      ) : null}
      {entry.reblogId ? <RepeatHeader accountId={entry.accountId} /> : null}
      {display !== 'shown' ? (
        <MutedStatus
          statusId={shown.id}
          account={account}
          reasons={reasons}
          shown
          onToggle={() => statusView.set(shown.id, 'unmuted', false)}
          onUnmuteUser={unmuteUser}
          unmuting={unmuting}
        />
      ) : null}
      <div className="status-main">
        {account ? (
          <Link
            to={profilePath(account)}
            className="status-avatar"
            data-pop={`user:${account.id}`}
            tabIndex={-1}
            aria-hidden="true"
          >
            <Avatar account={account} />
          </Link>
        ) : (
          <Avatar account={account} />
        )}
        <div className="status-column">
          <StatusHeader status={shown} account={account} />
          <ReplyToIndicator status={shown} />
          {shown.mentions.length > 0 ? (
            <Suspense fallback={null}>
              <MentionsLine statusId={shown.id} />
            </Suspense>
          ) : null}
          <StatusBody status={shown} />
          <StatusPostLinks status={shown} />
          <Suspense fallback={signedIn ? <div className="status-actions-placeholder" /> : null}>
            <StatusActionBar status={shown} model={model} t={t} />
          </Suspense>
        </div>
      </div>
    </article>
  );
});
