/**
 * The profile's relationship keys (issue 12; spec part 2 §4–§7): follow/unfollow, mute with
 * a duration, block, note, subscribe, repeats, remove follower. Each runs core's
 * `RelationshipsStore` and says what happened in a notice; questions (a duration, a note, a
 * confirmation) go on the bottom line as the status actions' do.
 */
import type { Relationship } from '../../../core/domain/types';
import { muteSeconds, parseMuteDuration } from '../../../core/model/mute-duration';
import {
  type RelationshipResult,
  type RelationshipsStore,
  relationshipsOf,
} from '../../../core/model/relationships';
import { followAsChosen, followAsNotice } from '../../../core/view/account-chooser';
import type { KeyActionId } from '../../../shared/keymap';
import { safeHandle, safeLine } from '../../../shared/text/terminal-safe';
import type { AppServices } from '../app-context';

/** The questions a relationship key asks; the prompt's `entryId` is the account id. */
export type RelationshipQuestion = 'unfollow' | 'mute' | 'block' | 'note' | 'remove_follower';

const QUESTIONS: readonly string[] = ['unfollow', 'mute', 'block', 'note', 'remove_follower'];

export function isRelationshipQuestion(question: string): question is RelationshipQuestion {
  return QUESTIONS.includes(question);
}

function storeOf(services: AppServices): RelationshipsStore {
  return services.root.use(relationshipsOf);
}

function acctOf(services: AppServices, accountId: string): string {
  return safeHandle(services.root.entities.account(accountId)?.acct ?? accountId);
}

/** A done change's notice (or nothing: failures show core's own error notice). */
function report(
  services: AppServices,
  accountId: string,
  result: RelationshipResult,
  done: (r: Relationship) => Parameters<AppServices['root']['notices']['add']>[1] | null,
): void {
  const { root } = services;
  const user = `@${acctOf(services, accountId)}`;
  if (result.kind === 'done') {
    const key = done(result.relationship);
    if (key) root.notices.add('success', key, { user });
  } else if (result.kind === 'refused') {
    if (result.reason === 'deactivated') root.notices.add('warning', 'relationship.deactivated');
    else if (result.reason === 'own') root.notices.add('info', 'tui.relationship.own');
    else root.notices.add('info', 'tui.relationship.busy', { acct: acctOf(services, accountId) });
  }
}

function ask(
  services: AppServices,
  question: RelationshipQuestion,
  accountId: string,
  initial = '',
) {
  services.prompt.ask({ question, entryId: accountId }, initial);
}

async function unfollow(services: AppServices, accountId: string): Promise<void> {
  report(
    services,
    accountId,
    await storeOf(services).unfollow(accountId),
    () => 'relationship.unfollowed',
  );
}

async function block(services: AppServices, accountId: string, on: boolean): Promise<void> {
  report(services, accountId, await storeOf(services).block(accountId, on), () =>
    on ? 'relationship.blocked' : 'relationship.unblocked',
  );
}

async function removeFollower(services: AppServices, accountId: string): Promise<void> {
  report(
    services,
    accountId,
    await storeOf(services).removeFollower(accountId),
    () => 'relationship.follower_removed',
  );
}

/**
 * Run a profile key for an account (the profile's, or the follower under the cursor for
 * remove-follower); false when the key is not one of these.
 */
export function runRelationshipKey(
  services: AppServices,
  action: KeyActionId,
  accountId: string,
  known: Relationship | null,
): boolean {
  if (!action.startsWith('profile.')) return false;
  const { root } = services;
  const store = storeOf(services);
  if (accountId === root.session.accountId) {
    root.notices.add('info', 'tui.relationship.own');
    return true;
  }
  // The profile read its relationship first: the store starts from it.
  if (!store.get(accountId) && known) store.apply(known);
  const r = store.get(accountId);
  const acct = acctOf(services, accountId);
  if (store.pendingOp(accountId)) {
    root.notices.add('info', 'tui.relationship.busy', { acct });
    return true;
  }
  switch (action) {
    case 'profile.follow': {
      const state = store.followState(accountId);
      if (state === 'following' || state === 'requested') {
        if (root.preferences.confirmUnfollow) ask(services, 'unfollow', accountId);
        else void unfollow(services, accountId);
        return true;
      }
      void store
        .follow(accountId)
        .then((result) =>
          report(services, accountId, result, (now) =>
            now.following
              ? 'relationship.followed'
              : now.requested
                ? 'relationship.follow_requested'
                : null,
          ),
        );
      return true;
    }
    case 'profile.mute':
      if (r?.muting || root.mutes.isMuted(accountId)) {
        void store
          .mute(accountId, false)
          .then((result) => report(services, accountId, result, () => 'relationship.unmuted'));
      } else ask(services, 'mute', accountId, '0');
      return true;
    case 'profile.block':
      if (r?.blocking) void block(services, accountId, false);
      else if (root.preferences.confirmBlock) ask(services, 'block', accountId);
      else void block(services, accountId, true);
      return true;
    case 'profile.note':
      ask(services, 'note', accountId, r?.note ?? '');
      return true;
    case 'profile.subscribe': {
      const on = !r?.subscribing;
      void store
        .subscribe(accountId, on)
        .then((result) =>
          report(services, accountId, result, () =>
            on ? 'relationship.subscribed' : 'relationship.unsubscribed',
          ),
        );
      return true;
    }
    case 'profile.repeats': {
      if (!r?.following) {
        root.notices.add('info', 'tui.relationship.not_following', { acct });
        return true;
      }
      const on = !r.showingReblogs;
      void store
        .showRepeats(accountId, on)
        .then((result) =>
          report(services, accountId, result, () =>
            on ? 'relationship.repeats_shown' : 'relationship.repeats_hidden',
          ),
        );
      return true;
    }
    case 'profile.remove_follower':
      if (r && !r.followedBy) root.notices.add('info', 'tui.relationship.not_follower', { acct });
      else if (root.preferences.confirmRemoveFollower) ask(services, 'remove_follower', accountId);
      else void removeFollower(services, accountId);
      return true;
    default:
      return false;
  }
}

/** The bottom line's question for a relationship key. */
export function relationshipPromptLead(
  services: AppServices,
  question: RelationshipQuestion,
  accountId: string,
): string {
  const { t, keyLabel } = services;
  const acct = acctOf(services, accountId);
  const keys = { submit: keyLabel('prompt.submit'), cancel: keyLabel('prompt.cancel'), acct };
  switch (question) {
    case 'unfollow':
      return storeOf(services).followState(accountId) === 'requested'
        ? t('tui.relationship.ask_cancel_request', keys)
        : t('tui.relationship.ask_unfollow', keys);
    case 'block':
      return t('tui.relationship.ask_block', keys);
    case 'mute':
      return t('tui.relationship.ask_mute', { acct });
    case 'note':
      return t('tui.relationship.ask_note', { acct });
    case 'remove_follower':
      return t('tui.relationship.ask_remove_follower', keys);
  }
}

/** Enter on a relationship question. */
export async function answerRelationshipPrompt(
  services: AppServices,
  question: RelationshipQuestion,
  accountId: string,
  answer: string,
): Promise<void> {
  const { root } = services;
  const store = storeOf(services);
  switch (question) {
    case 'unfollow':
      await unfollow(services, accountId);
      return;
    case 'block':
      await block(services, accountId, true);
      return;
    case 'remove_follower':
      await removeFollower(services, accountId);
      return;
    case 'mute': {
      const duration = parseMuteDuration(answer === '' ? '0' : answer);
      const seconds = duration ? muteSeconds(duration) : null;
      if (seconds === null) {
        root.notices.add('warning', 'relationship.mute_duration_invalid');
        return;
      }
      report(
        services,
        accountId,
        await store.mute(accountId, true, seconds),
        () => 'relationship.muted',
      );
      return;
    }
    case 'note':
      report(
        services,
        accountId,
        await store.saveNote(accountId, answer.trim()),
        () => 'relationship.note_saved',
      );
      return;
  }
}

/** The relationship line of the profile card: where you stand, then the keys. */
export function relationshipExtras(services: AppServices, r: Relationship | null): string[] {
  const { t } = services;
  if (!r) return [];
  const flags = [
    r.subscribing ? t('tui.relationship.subscribed') : '',
    r.following && !r.showingReblogs ? t('tui.relationship.repeats_hidden') : '',
    r.domainBlocking ? t('tui.relationship.domain_blocked') : '',
    r.note !== ''
      ? t('tui.relationship.note', { note: safeLine(r.note.replace(/\s+/g, ' ')) })
      : '',
  ];
  return flags.filter((f) => f !== '');
}

/**
 * `A` on a profile, then `F`: follow (or unfollow) this account as another signed-in one,
 * resolved on that account's server first. While an account is picked, the status keys of
 * the statuses tab still act as it; any other profile key cancels. True when handled.
 */
export function runProfileActAsKey(
  services: AppServices,
  action: KeyActionId,
  accountId: string | undefined,
): boolean {
  const { accounts, root, keyLabel } = services;
  if (action === 'status.act_as') {
    if (!accounts.open('act')) root.notices.add('info', 'accounts.act_none');
    return true;
  }
  const acting = accounts.actingAs;
  if (!acting || !action.startsWith('profile.')) return false;
  if (action !== 'profile.follow' || !accountId) {
    accounts.stopActing();
    root.notices.add('info', 'accounts.act_follow_only', { key: keyLabel('profile.follow') });
    return true;
  }
  const user = `@${acctOf(services, accountId)}`;
  void followAsChosen(accounts, root, accountId).then((outcome) => {
    if (!outcome) return;
    const notice = followAsNotice(outcome, user);
    root.notices.add(notice.level, notice.messageKey, notice.params);
  });
  return true;
}
