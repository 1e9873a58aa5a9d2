/**
 * The status action keys of the terminal (f, b, B, D, p, M, E, V, !, w f, w b, w e, O):
 * each runs core's `StatusActions` and shows the brief notice core decides, failures
 * included. Questions (an emoji, choices, a comment, a confirmation) go on the bottom line.
 */
import type { Status } from '../../../core/domain/types';
import type { StatusToggle } from '../../../core/model/status-actions';
import { mayDelete, repeatLocked } from '../../../core/model/status-rules';
import { loadWhoActed, loadWhoReacted } from '../../../core/model/who-acted';
import { actionNotice, toggleDone } from '../../../core/view/status-action-notices';
import { statusAddress } from '../../../core/view/status-commands';
import type { KeyActionId } from '../../../shared/keymap';
import { safeHandle, safeLine } from '../../../shared/text/terminal-safe';
import type { AppServices } from '../app-context';
import type { StatusQuestion } from '../model/prompt';
import {
  answerRelationshipPrompt,
  isRelationshipQuestion,
  relationshipPromptLead,
} from './relationship-keys';

const TOGGLES: Partial<Record<KeyActionId, StatusToggle>> = {
  'status.favourite': 'favourite',
  'status.repeat': 'repeat',
  'status.bookmark': 'bookmark',
  'status.pin': 'pin',
  'status.mute_thread': 'thread_mute',
};

/** Names shown in a who-acted notice before "and N more". */
const WHO_SHOWN = 5;

function notify(services: AppServices, notice: ReturnType<typeof actionNotice>): void {
  if (notice) services.root.notices.add(notice.level, notice.messageKey, notice.params);
}

async function runToggle(services: AppServices, toggle: StatusToggle, entryId: string) {
  const { root } = services;
  const status = root.entities.shown(entryId);
  const on = status ? !flagOf(status, toggle) : true;
  const actions = await root.loadStatusActions();
  notify(services, actionNotice(toggleDone(toggle, on), await actions.toggle(toggle, entryId, on)));
}

function flagOf(status: Status, toggle: StatusToggle): boolean {
  switch (toggle) {
    case 'favourite':
      return status.favourited;
    case 'repeat':
      return status.reblogged;
    case 'bookmark':
      return status.bookmarked;
    case 'pin':
      return status.pinned;
    case 'thread_mute':
      return status.threadMuted;
  }
}

function ask(services: AppServices, question: StatusQuestion, entryId: string): void {
  services.prompt.ask({ question, entryId });
}

async function showWho(
  services: AppServices,
  shown: Status,
  which: 'favourited' | 'reblogged' | 'reacted',
): Promise<void> {
  const { root, t } = services;
  const title =
    which === 'favourited'
      ? t('status_actions.favourited_by')
      : which === 'reblogged'
        ? t('status_actions.reblogged_by')
        : t('status_actions.reacted_by');
  try {
    let names: string[];
    if (which === 'reacted') {
      const reactions = await loadWhoReacted(root.client, root.entities, shown.id);
      names = reactions.map(
        (r) => `${safeLine(r.name)} ${r.accounts.map((a) => `@${safeHandle(a.acct)}`).join(' ')}`,
      );
    } else {
      const accounts = await loadWhoActed(root.client, root.entities, shown.id, which);
      names = accounts.map((a) => `@${safeHandle(a.acct)}`);
    }
    if (names.length === 0) {
      root.notices.add('info', 'tui.actions.who', { title, names: t('status_actions.nobody') });
    } else if (names.length > WHO_SHOWN) {
      root.notices.add('info', 'tui.actions.who_more', {
        title,
        names: names.slice(0, WHO_SHOWN).join(', '),
        more: names.length - WHO_SHOWN,
      });
    } else root.notices.add('info', 'tui.actions.who', { title, names: names.join(', ') });
  } catch (error) {
    root.notices.add('error', 'tui.actions.who_failed', {
      detail: error instanceof Error ? error.message : String(error),
    });
  }
}

/** Run a status action key on an entry; false when the key is not one of these. */
export function runStatusActionKey(
  services: AppServices,
  action: KeyActionId,
  entryId: string,
  shown: Status,
): boolean {
  const { root } = services;
  const toggle = TOGGLES[action];
  if (toggle) {
    // Spec: repeating (not undoing) asks first when the setting is on; locked ones say why.
    if (toggle === 'repeat' && !shown.reblogged && !repeatLocked(shown)) {
      if (root.preferences.confirmRepeat) {
        ask(services, 'repeat', entryId);
        return true;
      }
    }
    void runToggle(services, toggle, entryId);
    return true;
  }
  switch (action) {
    case 'status.delete': {
      // Not worth a question when the answer would be no.
      const ownId = root.session.accountId;
      const me = root.session.account ?? (ownId ? { id: ownId, privileges: [] } : undefined);
      if (!mayDelete(shown, me)) {
        root.notices.add('warning', 'status_actions.refused.delete_not_allowed');
        return true;
      }
      if (root.preferences.confirmDelete) ask(services, 'delete', entryId);
      else void answerStatusPrompt(services, { question: 'delete', entryId }, '');
      return true;
    }
    case 'status.react':
      ask(services, 'react', entryId);
      return true;
    case 'status.vote':
      if (!shown.poll) root.notices.add('warning', 'status_actions.refused.no_poll');
      else ask(services, 'vote', entryId);
      return true;
    case 'status.report':
      ask(services, 'report', entryId);
      return true;
    case 'status.favourited_by':
      void showWho(services, shown, 'favourited');
      return true;
    case 'status.reblogged_by':
      void showWho(services, shown, 'reblogged');
      return true;
    case 'status.reacted_by':
      void showWho(services, shown, 'reacted');
      return true;
    case 'status.open_source': {
      const url = statusAddress(shown);
      if (url) services.openUrl(url);
      else root.notices.add('info', 'tui.actions.no_source');
      return true;
    }
    default:
      return false;
  }
}

/** The question on the bottom line, worded for its status. */
export function statusPromptLead(
  services: AppServices,
  prompt: { question: StatusQuestion; entryId: string },
): string {
  const { root, t, keyLabel } = services;
  if (isRelationshipQuestion(prompt.question))
    return relationshipPromptLead(services, prompt.question, prompt.entryId);
  const shown = root.entities.shown(prompt.entryId);
  const keys = { submit: keyLabel('prompt.submit'), cancel: keyLabel('prompt.cancel') };
  switch (prompt.question) {
    case 'react':
      return t('tui.actions.ask_react');
    case 'vote': {
      const options = (shown?.poll?.options ?? [])
        .map((o, i) => `${i + 1} ${safeLine(o.title)}`)
        .join(', ');
      return shown?.poll?.multiple
        ? t('tui.actions.ask_vote_multiple', { options })
        : t('tui.actions.ask_vote', { options });
    }
    case 'report': {
      const acct = shown ? (root.entities.account(shown.accountId)?.acct ?? '') : '';
      return t('tui.actions.ask_report', { acct: safeHandle(acct) });
    }
    case 'delete':
      return t('tui.actions.ask_delete', keys);
    case 'repeat':
      return t('tui.actions.ask_repeat', keys);
  }
}

/** Enter on a status question: run the action with the answer. */
export async function answerStatusPrompt(
  services: AppServices,
  prompt: { question: StatusQuestion; entryId: string },
  answer: string,
): Promise<void> {
  const { root } = services;
  if (isRelationshipQuestion(prompt.question))
    return answerRelationshipPrompt(services, prompt.question, prompt.entryId, answer);
  const actions = await root.loadStatusActions();
  const { entryId } = prompt;
  switch (prompt.question) {
    case 'repeat':
      notify(services, actionNotice('repeat', await actions.toggle('repeat', entryId, true)));
      return;
    case 'delete':
      notify(services, actionNotice('delete', await actions.remove(entryId)));
      return;
    case 'react': {
      const emoji = answer.trim();
      const shown = root.entities.shown(entryId);
      const mine = shown?.emojiReactions.some(
        (r) => r.me && r.name === emoji.replace(/^:(.+):$/, '$1'),
      );
      notify(
        services,
        actionNotice(mine ? 'unreact' : 'react', await actions.react(entryId, emoji), {
          emoji: safeLine(emoji),
        }),
      );
      return;
    }
    case 'vote': {
      // Option numbers as listed, counting from 1; anything else is no choice at all.
      const choices = answer
        .split(/[\s,]+/)
        .filter((word) => word !== '')
        .map((word) => (/^\d+$/.test(word) ? Number(word) - 1 : -1));
      notify(services, actionNotice('vote', await actions.vote(entryId, choices)));
      return;
    }
    case 'report': {
      const shown = root.entities.shown(entryId);
      if (!shown) return;
      // The selected status is pre-ticked (spec: report form statusIds with preTickedIds).
      notify(
        services,
        actionNotice(
          'report',
          await actions.report({
            accountId: shown.accountId,
            statusIds: [shown.id],
            comment: answer.trim(),
          }),
        ),
      );
      return;
    }
  }
}
