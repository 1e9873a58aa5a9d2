import { observer } from 'mobx-react-lite';
import { type FormEvent, lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import type { Account, Status } from '../../../core/domain/types';
import type { StatusActionAvailability } from '../../../core/model/status-rules';
import { loadWhoActed, loadWhoReacted } from '../../../core/model/who-acted';
import { statusAddress } from '../../../core/view/status-commands';
import type { TranslateFn } from '../../app/hooks';
import { profilePath, restrictedNicknamesOf } from '../../app/profile-path';
import { Link } from '../../app/router';
import { useFeatureWords } from '../../i18n/feature-words';
import { statusActionWords } from '../../i18n/status-action-words';
import type { WebModel } from '../../model/web-model';
import { Modal } from '../common/Modal';
import { ReportDialog } from './ReportDialog';
import type { StatusDialog } from './status-dialogs';

interface LayerProps {
  dialog: StatusDialog;
  status: Status;
  model: WebModel;
  t: TranslateFn;
  can: StatusActionAvailability;
  onOpen: (dialog: StatusDialog) => void;
  onClose: () => void;
}

// "As…" (another signed-in account acts): its own chunk, loaded when chosen (web budget).
const ActAsDialog = lazy(() => import('./ActAsDialog').then((m) => ({ default: m.ActAsDialog })));

/** Quick picks of the reaction chooser; any emoji can be typed (W-media brings the picker). */
const QUICK_REACTIONS = ['👍', '❤️', '😆', '😮', '😢', '🎉'];

/**
 * The extra-actions menu and the dialogs of one status (spec part 2 §2): confirm dialogs,
 * the reaction chooser, the report dialog and the who-acted lists. Loaded on first use.
 */
export default observer(function StatusDialogLayer(props: LayerProps) {
  useFeatureWords(statusActionWords);
  // Dialogs leave the status's row: list rows are stacking contexts that would cover them.
  const modal = (node: ReactNode) => createPortal(node, document.body);
  switch (props.dialog) {
    case 'menu':
      return <ExtraActionsMenu {...props} />;
    case 'react':
      return modal(<ReactionChooser {...props} />);
    case 'confirm_delete':
    case 'confirm_repeat':
      return modal(<ConfirmDialog {...props} />);
    case 'report':
      return modal(<ReportDialog {...props} />);
    case 'favourited_by':
    case 'reblogged_by':
    case 'reacted_by':
      return modal(<WhoDialog {...props} />);
    case 'act_as':
      return modal(
        <Suspense fallback={null}>
          <ActAsDialog {...props} />
        </Suspense>,
      );
  }
});

const ExtraActionsMenu = observer(function ExtraActionsMenu({
  status,
  model,
  t,
  can,
  onOpen,
  onClose,
}: LayerProps) {
  const { root } = model;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);
  const run = (body: () => void) => () => {
    onClose();
    body();
  };
  const toggle = (which: 'bookmark' | 'pin' | 'thread_mute') =>
    run(() => void root.loadStatusActions().then((a) => a.toggle(which, status.id)));
  const url = statusAddress(status);
  const items: Array<{ key: string; label: string; onSelect: () => void; danger?: boolean }> = [];
  if (can.bookmark)
    items.push({
      key: 'bookmark',
      label: t(status.bookmarked ? 'status_actions.unbookmark' : 'status_actions.bookmark'),
      onSelect: toggle('bookmark'),
    });
  if (can.pin)
    items.push({
      key: 'pin',
      label: t(status.pinned ? 'status_actions.unpin' : 'status_actions.pin'),
      onSelect: toggle('pin'),
    });
  if (can.muteThread)
    items.push({
      key: 'mute',
      label: t(status.threadMuted ? 'status_actions.unmute_thread' : 'status_actions.mute_thread'),
      onSelect: toggle('thread_mute'),
    });
  if (root.accounts.some((entry) => !entry.active))
    items.push({ key: 'act_as', label: t('accounts.act_as'), onSelect: () => onOpen('act_as') });
  if (url) {
    items.push({
      key: 'copy',
      label: t('status_actions.copy_link'),
      onSelect: run(() => void navigator.clipboard?.writeText(url)),
    });
    items.push({
      key: 'source',
      label: t('status_actions.open_source'),
      onSelect: run(() => window.open(url, '_blank', 'noopener,noreferrer')),
    });
  }
  items.push({
    key: 'fav_by',
    label: t('status_actions.favourited_by'),
    onSelect: () => onOpen('favourited_by'),
  });
  items.push({
    key: 'rb_by',
    label: t('status_actions.reblogged_by'),
    onSelect: () => onOpen('reblogged_by'),
  });
  if (status.emojiReactions.length > 0)
    items.push({
      key: 'react_by',
      label: t('status_actions.reacted_by'),
      onSelect: () => onOpen('reacted_by'),
    });
  if (can.report)
    items.push({
      key: 'report',
      label: t('status_actions.report'),
      onSelect: () => onOpen('report'),
    });
  if (can.delete)
    items.push({
      key: 'delete',
      label: t('status_actions.delete'),
      danger: true,
      onSelect: () => {
        if (root.preferences.confirmDelete) onOpen('confirm_delete');
        else {
          onClose();
          void root.loadStatusActions().then((a) => a.remove(status.id));
        }
      },
    });
  return (
    <div className="status-menu panel" role="menu">
      {items.map((item) => (
        <button
          key={item.key}
          type="button"
          role="menuitem"
          className={item.danger ? 'status-menu-item danger' : 'status-menu-item'}
          onClick={item.onSelect}
        >
          {item.label}
        </button>
      ))}
    </div>
  );
});

function ConfirmDialog({ dialog, status, model, t, onClose }: LayerProps) {
  const { root } = model;
  const deleting = dialog === 'confirm_delete';
  const confirm = () => {
    onClose();
    void root
      .loadStatusActions()
      .then((a) => (deleting ? a.remove(status.id) : a.toggle('repeat', status.id, true)));
  };
  return (
    <Modal
      title={t(deleting ? 'status_actions.delete' : 'status_actions.repeat')}
      onClose={onClose}
      footer={
        <>
          <button type="button" className="button" onClick={onClose}>
            {t('status_actions.cancel')}
          </button>
          <button type="button" className="button button-primary" onClick={confirm}>
            {t('general.confirm')}
          </button>
        </>
      }
    >
      <p>{t(deleting ? 'status_actions.confirm_delete' : 'status_actions.confirm_repeat')}</p>
    </Modal>
  );
}

function ReactionChooser({ status, model, t, onClose }: LayerProps) {
  const { root } = model;
  const [typed, setTyped] = useState('');
  const react = (emoji: string) => {
    onClose();
    void root.loadStatusActions().then((a) => a.react(status.id, emoji));
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (typed.trim()) react(typed.trim());
  };
  return (
    <Modal title={t('status_actions.react')} onClose={onClose}>
      <div className="reaction-quick">
        {QUICK_REACTIONS.map((emoji) => (
          <button
            key={emoji}
            type="button"
            className="button reaction-pick"
            onClick={() => react(emoji)}
          >
            {emoji}
          </button>
        ))}
      </div>
      <form onSubmit={onSubmit} className="reaction-typed">
        <input
          aria-label={t('status_actions.react')}
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          placeholder="🙂 :blobcat:"
        />
        <button type="submit" className="button" disabled={!typed.trim()}>
          {t('status_actions.react')}
        </button>
      </form>
    </Modal>
  );
}

function WhoDialog({ dialog, status, model, t, onClose }: LayerProps) {
  const { root } = model;
  const [rows, setRows] = useState<Array<{ key: string; emoji?: string; account: Account }> | null>(
    null,
  );
  const [failed, setFailed] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    const load =
      dialog === 'reacted_by'
        ? loadWhoReacted(root.client, root.entities, status.id).then((reactions) =>
            reactions.flatMap((r) =>
              r.accounts.map((account) => ({
                key: `${r.name}:${account.id}`,
                emoji: r.name,
                account,
              })),
            ),
          )
        : loadWhoActed(
            root.client,
            root.entities,
            status.id,
            dialog === 'favourited_by' ? 'favourited' : 'reblogged',
          ).then((accounts) => accounts.map((account) => ({ key: account.id, account })));
    load.then(
      (loaded) => live && setRows(loaded),
      (error: unknown) => live && setFailed(error instanceof Error ? error.message : String(error)),
    );
    return () => {
      live = false;
    };
  }, [dialog, root, status.id]);
  const title =
    dialog === 'favourited_by'
      ? t('status_actions.favourited_by')
      : dialog === 'reblogged_by'
        ? t('status_actions.reblogged_by')
        : t('status_actions.reacted_by');
  return (
    <Modal title={title} onClose={onClose}>
      {failed ? <p role="alert">{failed}</p> : null}
      {rows && rows.length === 0 ? <p className="faint">{t('status_actions.nobody')}</p> : null}
      <ul className="who-acted">
        {(rows ?? []).map((row) => (
          <li key={row.key}>
            {row.emoji ? <span className="who-emoji">{row.emoji}</span> : null}
            <Link
              to={profilePath(row.account, restrictedNicknamesOf(root.instance.nodeinfo))}
              onClick={onClose}
            >
              @{row.account.acct}
            </Link>
          </li>
        ))}
      </ul>
    </Modal>
  );
}
