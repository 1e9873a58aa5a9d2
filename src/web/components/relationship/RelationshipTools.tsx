import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useEffect, useState } from 'react';
import type { Account, Relationship } from '../../../core/domain/types';
import { relationshipsOf } from '../../../core/model/relationships';
import { peopleLists } from '../../../shared/i18n/en/common-people-lists';
import { relationship as words } from '../../../shared/i18n/en/relationship';
import { useModel, useT } from '../../app/hooks';
import { lazyFeature } from '../../app/lazy-feature';
import { pathFor } from '../../app/route-table';
import { Link } from '../../app/router';
import { useFeatureWords } from '../../i18n/feature-words';
import { postStoresOf } from '../../model/post-stores';
import type { WebModel } from '../../model/web-model';
import { Modal } from '../common/Modal';
import { FollowAsItems } from './FollowAsItems';
import { MuteDialog } from './MuteDialog';
import { NoteEditorView } from './NoteEditorView';
import '../../styles/relationship.css';

// "Add to list": its own chunk with the lists' store, loaded when chosen (web budget).
const AddToList = lazy(() =>
  import('../../screens/lists/AddToList').then((m) => ({ default: m.AddToList })),
);

// The moderation menu, for staff only: its own chunk with the desk's words (web budget).
const ModerationMenu = lazyFeature(() =>
  import('../../screens/admin/moderation/ModerationMenu').then((m) => m.ModerationMenu),
);

type Confirm = 'unfollow' | 'block' | 'remove_follower' | 'mute' | 'lists' | null;

/**
 * The user card's relationship tools (spec part 2 §2, §4–§7): the follow button with its
 * states, and a menu of mute (with a duration), block, subscribe, repeats, remove follower
 * and domain block, plus the personal note. Core's `RelationshipsStore` does the work; the
 * confirmations follow the preferences (modalOnUnfollow, modalOnBlock, remove follower).
 */
export const RelationshipTools = observer(function RelationshipTools({
  account,
  known,
}: {
  account: Account;
  /** What the profile already read, so the button shows at once. */
  known: Relationship | null;
}) {
  useFeatureWords({ relationship: words });
  // "Add to list" (its dialog loads the rest of these words too).
  useFeatureWords(peopleLists);
  const t = useT();
  const model = useModel();
  const { root } = model;
  const store = root.use(relationshipsOf);
  const [confirm, setConfirm] = useState<Confirm>(null);
  const [menuOpen, setMenuOpen] = useState(false);
  useEffect(() => {
    if (known && !store.get(account.id)) store.apply(known);
    else if (!known && !store.get(account.id)) void store.load([account.id]);
  }, [store, known, account.id]);

  const r = store.get(account.id) ?? known ?? undefined;
  const state = store.followState(account.id);
  // A sent request turns to "Following" when approved: the user stream tells (core), and
  // without one the request is read again every 10 s while it shows.
  useEffect(() => {
    if (state === 'requested') return store.watchRequest(account.id);
  }, [store, state, account.id]);
  const pending = store.pendingOp(account.id);
  const disabled = store.followDisabled(account.id);
  const user = `@${account.acct}`;
  const prefs = root.preferences;

  const followLabel = {
    unknown: t('relationship.follow'),
    follow: t('relationship.follow'),
    requesting: t('relationship.requesting'),
    requested: t('relationship.requested'),
    following: t('relationship.following'),
    unfollowing: t('relationship.unfollowing'),
  }[state];
  const onFollow = () => {
    if (state === 'follow') void store.follow(account.id);
    else if (state === 'following' || state === 'requested') {
      if (prefs.confirmUnfollow) setConfirm('unfollow');
      else void store.unfollow(account.id);
    }
  };
  const run = (action: () => Promise<unknown>) => {
    setMenuOpen(false);
    void action();
  };
  const domain = account.isLocal ? null : (account.acct.split('@')[1] ?? null);
  const deactivated = account.deactivated;

  return (
    <div className="relationship-tools" data-testid="relationship-tools">
      <div className="relationship-row">
        <button
          type="button"
          className={`button follow-button${state === 'follow' || state === 'unknown' ? ' button-primary' : ''}`}
          data-testid="follow-button"
          data-state={state}
          disabled={disabled}
          title={
            deactivated
              ? t('relationship.deactivated')
              : state === 'requested'
                ? t('relationship.cancel_request')
                : state === 'following'
                  ? t('relationship.unfollow')
                  : undefined
          }
          onClick={onFollow}
        >
          {followLabel}
        </button>
        <button
          type="button"
          className="button mention-button"
          data-testid="mention-button"
          // Spec part 2 §5: mute and mention are disabled for a deactivated user.
          disabled={deactivated}
          onClick={() => mention(model, account)}
        >
          {t('relationship.mention')}
        </button>
        {root.instance.capabilities.chats && root.session.account ? (
          <Link
            className="button message-button"
            to={pathFor('chat', {
              username: root.session.account.username,
              recipient_id: account.id,
            })}
          >
            {t('relationship.message')}
          </Link>
        ) : null}
        <div className="relationship-menu">
          <button
            type="button"
            className="button"
            aria-expanded={menuOpen}
            aria-haspopup="menu"
            data-testid="relationship-menu"
            onClick={() => setMenuOpen(!menuOpen)}
          >
            {pending ? t('relationship.working') : t('relationship.tools')}
          </button>
          {menuOpen ? (
            <div className="relationship-menu-items" role="menu">
              {r?.muting ? (
                <MenuItem
                  label={t('relationship.unmute')}
                  onClick={() => run(() => store.mute(account.id, false))}
                />
              ) : (
                <MenuItem
                  label={t('relationship.mute')}
                  disabled={deactivated}
                  onClick={() => {
                    setMenuOpen(false);
                    setConfirm('mute');
                  }}
                />
              )}
              <MenuItem
                label={t(r?.blocking ? 'relationship.unblock' : 'relationship.block')}
                onClick={() => {
                  if (!r?.blocking && prefs.confirmBlock) {
                    setMenuOpen(false);
                    setConfirm('block');
                  } else run(() => store.block(account.id, !r?.blocking));
                }}
              />
              <MenuItem
                label={t(r?.subscribing ? 'relationship.unsubscribe' : 'relationship.subscribe')}
                onClick={() => run(() => store.subscribe(account.id, !r?.subscribing))}
              />
              {r?.following ? (
                <MenuItem
                  label={t(
                    r.showingReblogs ? 'relationship.hide_repeats' : 'relationship.show_repeats',
                  )}
                  onClick={() => run(() => store.showRepeats(account.id, !r.showingReblogs))}
                />
              ) : null}
              {r?.followedBy ? (
                <MenuItem
                  label={t('relationship.remove_follower')}
                  onClick={() => {
                    setMenuOpen(false);
                    if (prefs.confirmRemoveFollower) setConfirm('remove_follower');
                    else void store.removeFollower(account.id);
                  }}
                />
              ) : null}
              <MenuItem
                label={t('list_edit.add_to_list')}
                onClick={() => {
                  setMenuOpen(false);
                  setConfirm('lists');
                }}
              />
              <FollowAsItems account={account} onDone={() => setMenuOpen(false)} />
              {domain ? (
                <DomainBlockItem
                  domain={domain}
                  blocked={Boolean(r?.domainBlocking)}
                  accountId={account.id}
                  onDone={() => setMenuOpen(false)}
                />
              ) : null}
            </div>
          ) : null}
        </div>
      </div>
      {root.session.account && root.session.account.role !== 'member' ? (
        <ModerationMenu account={account} />
      ) : null}
      <NoteEditorView accountId={account.id} />
      {confirm === 'lists' ? (
        <Suspense fallback={null}>
          <AddToList accountId={account.id} user={user} onClose={() => setConfirm(null)} />
        </Suspense>
      ) : confirm === 'mute' ? (
        <MuteDialog
          user={user}
          onCancel={() => setConfirm(null)}
          onMute={(seconds) => {
            setConfirm(null);
            void store.mute(account.id, true, seconds);
          }}
        />
      ) : confirm ? (
        <ConfirmDialog
          which={confirm}
          user={user}
          requested={state === 'requested'}
          onCancel={() => setConfirm(null)}
          onConfirm={() => {
            setConfirm(null);
            if (confirm === 'unfollow') void store.unfollow(account.id);
            if (confirm === 'block') void store.block(account.id, true);
            if (confirm === 'remove_follower') void store.removeFollower(account.id);
          }}
        />
      ) : null}
    </div>
  );
});

function MenuItem({
  label,
  onClick,
  disabled,
}: {
  label: string;
  onClick: () => void;
  disabled?: boolean;
}) {
  return (
    <button
      type="button"
      role="menuitem"
      className="menu-item"
      disabled={disabled}
      onClick={onClick}
    >
      {label}
    </button>
  );
}

/** Block or unblock a remote account's whole domain (the relationship follows on reload). */
function DomainBlockItem({
  domain,
  blocked,
  accountId,
  onDone,
}: {
  domain: string;
  blocked: boolean;
  accountId: string;
  onDone: () => void;
}) {
  const t = useT();
  const { root } = useModel();
  const store = root.use(relationshipsOf);
  return (
    <MenuItem
      label={t(blocked ? 'relationship.unblock_domain' : 'relationship.block_domain', { domain })}
      onClick={() => {
        onDone();
        const call = blocked
          ? root.client.accounts.unblockDomain(domain)
          : root.client.accounts.blockDomain(domain);
        void call.then(
          () => store.load([accountId]),
          (error: unknown) =>
            root.notices.add(
              'error',
              blocked ? 'relationship.domain_unblock_error' : 'relationship.domain_block_error',
              { detail: error instanceof Error ? error.message : String(error) },
            ),
        );
      }}
    />
  );
}

function ConfirmDialog({
  which,
  user,
  requested,
  onCancel,
  onConfirm,
}: {
  which: Exclude<Confirm, null | 'mute' | 'lists'>;
  user: string;
  requested: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const t = useT();
  const text = {
    unfollow: requested
      ? t('relationship.cancel_request_confirm', { user })
      : t('relationship.unfollow_confirm', { user }),
    block: t('relationship.block_confirm', { user }),
    remove_follower: t('relationship.remove_follower_confirm', { user }),
  }[which];
  const title = {
    unfollow: requested
      ? t('relationship.cancel_request')
      : t('relationship.unfollow_confirm_title'),
    block: t('relationship.block_confirm_title'),
    remove_follower: t('relationship.remove_follower_confirm_title'),
  }[which];
  const accept = {
    unfollow: requested ? t('relationship.cancel_request') : t('relationship.unfollow'),
    block: t('relationship.block'),
    remove_follower: t('relationship.remove_follower'),
  }[which];
  return (
    <Modal
      title={title}
      onClose={onCancel}
      footer={
        <>
          <button type="button" className="button" onClick={onCancel}>
            {t('general.cancel')}
          </button>
          <button
            type="button"
            className="button button-primary"
            data-testid="relationship-confirm"
            onClick={onConfirm}
          >
            {accept}
          </button>
        </>
      }
    >
      <p>{text}</p>
    </Modal>
  );
}

/** The user card's Mention: a new-post dialog that starts with `@acct ` (Pleroma-FE's). */
function mention(model: WebModel, account: Account): void {
  const { postModals } = postStoresOf(model);
  postModals.show('new');
  const composer = postModals.composer;
  // A dialog already open keeps what was typed in it.
  if (composer && composer.text.trim() === '') composer.setText(`@${account.acct} `);
}
