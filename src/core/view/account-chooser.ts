import { action, makeObservable, observable } from 'mobx';
import { matchAccount } from '../model/account-names';
import {
  type ActAsKind,
  type ActAsOutcome,
  actAs,
  type FollowAsOutcome,
  followAs,
} from '../model/act-as';
import type { MessageKey, NoticeLevel } from '../model/notices';
import type { AccountEntry, RootStore } from '../model/root';

/** Why the chooser is open: to switch accounts, or to pick who does the next action. */
export type ChooserPurpose = 'switch' | 'act';

/** What switching to a named account came to (each face words it). */
export type SwitchOutcome =
  | { readonly kind: 'switched'; readonly key: string }
  | { readonly kind: 'already'; readonly key: string }
  | { readonly kind: 'failed'; readonly key: string }
  | { readonly kind: 'unknown'; readonly name: string }
  | { readonly kind: 'ambiguous'; readonly name: string; readonly keys: readonly string[] };

/**
 * The account switcher both faces show (issue 12): the list of signed-in accounts with a
 * cursor, opened to switch (`g a`, the web's account menu) or to pick the account the next
 * status action goes out as (`A`). Switching keeps every scope warm (the root's), so it is
 * instant after the first visit.
 */
export class AccountChooser {
  purpose: ChooserPurpose | null = null;
  index = 0;
  /** The account the next favourite, repeat, bookmark or reply goes out as (one action). */
  actingAs: string | null = null;

  constructor(private readonly root: RootStore) {
    makeObservable(this, {
      purpose: observable,
      index: observable,
      actingAs: observable,
      open: action,
      move: action,
      close: action,
      choose: action,
      stopActing: action,
    });
  }

  /** The accounts listed: all of them to switch; the others to act as. */
  get entries(): AccountEntry[] {
    const all = this.root.accounts;
    return this.purpose === 'act' ? all.filter((a) => !a.active) : all;
  }

  /** Open the list; false when acting is asked for with no other account to act as. */
  open(purpose: ChooserPurpose): boolean {
    this.purpose = purpose;
    const entries = this.entries;
    if (entries.length === 0) {
      this.purpose = null;
      return false;
    }
    const active = entries.findIndex((a) => a.active);
    this.index = Math.max(0, active);
    return true;
  }

  move(index: number): void {
    this.index = Math.max(0, Math.min(this.entries.length - 1, index));
  }

  close(): void {
    this.purpose = null;
  }

  /**
   * Take the entry at `index`: to act, it becomes `actingAs` (undefined returned); to
   * switch, the switch runs and its outcome comes back.
   */
  choose(index = this.index): Promise<SwitchOutcome> | undefined {
    const entry = this.entries[index];
    const purpose = this.purpose;
    this.purpose = null;
    if (!entry) return undefined;
    if (purpose === 'act') {
      this.actingAs = entry.key;
      return undefined;
    }
    return this.switchTo(entry.key);
  }

  /** Switch by a name as typed (`:account NAME`): whole, a unique user name, or a prefix. */
  switchNamed(name: string): Promise<SwitchOutcome> {
    const match = matchAccount(this.root.session.storedAccounts, name);
    if (match.kind === 'unknown') return Promise.resolve({ kind: 'unknown', name });
    if (match.kind === 'ambiguous') {
      return Promise.resolve({ kind: 'ambiguous', name, keys: match.keys });
    }
    return this.switchTo(match.account.key);
  }

  async switchTo(key: string): Promise<SwitchOutcome> {
    if (this.root.scope.account?.key === key) return { kind: 'already', key };
    const ok = await this.root.switchTo(key);
    return ok ? { kind: 'switched', key } : { kind: 'failed', key };
  }

  stopActing(): void {
    this.actingAs = null;
  }

  /**
   * Run the next action as `actingAs` (cleared first: it is for one action). A reply
   * switches to that account so the post form is its own.
   */
  async act(statusId: string, kind: ActAsKind): Promise<ActAsOutcome | undefined> {
    const key = this.actingAs;
    this.stopActing();
    if (!key) return undefined;
    const outcome = await actAs(
      {
        scope: this.root.scope,
        scopeOf: (k) => this.root.scopeOf(k),
        loadStatusActions: (scope) => this.root.loadStatusActions(scope),
      },
      key,
      statusId,
      kind,
    );
    if (outcome.kind === 'reply') await this.root.switchTo(key);
    return outcome;
  }
}

/**
 * Follow (or unfollow) a profile's account as `actingAs`, or as `key` when given (the web's
 * "as…" menu picks one directly). `actingAs` is cleared first: it is for one action.
 */
export async function followAsChosen(
  chooser: AccountChooser,
  root: RootStore,
  accountId: string,
  key?: string,
): Promise<FollowAsOutcome | undefined> {
  const as = key ?? chooser.actingAs;
  chooser.stopActing();
  if (!as) return undefined;
  return followAs({ scope: root.scope, scopeOf: (k) => root.scopeOf(k) }, as, accountId);
}

const FOLLOW_DONE: Readonly<Record<'followed' | 'requested' | 'unfollowed', MessageKey>> = {
  followed: 'accounts.act_follow.followed',
  requested: 'accounts.act_follow.requested',
  unfollowed: 'accounts.act_follow.unfollowed',
};

/** The notice of a follow done as another account; `user` is `@acct` of the profile. */
export function followAsNotice(outcome: FollowAsOutcome, user: string): AccountNotice {
  switch (outcome.kind) {
    case 'followed':
    case 'requested':
    case 'unfollowed':
      return {
        level: 'success',
        messageKey: FOLLOW_DONE[outcome.kind],
        params: { name: outcome.as, user },
      };
    case 'unresolved':
      return {
        level: 'error',
        messageKey: 'accounts.act_account_unresolved',
        params: { name: outcome.as, server: outcome.server, user },
      };
    case 'no_account':
      return { level: 'error', messageKey: 'accounts.act_none', params: {} };
    case 'failed':
      return {
        level: 'error',
        messageKey: 'accounts.act_failed',
        params: { name: outcome.as, detail: outcome.detail },
      };
  }
}

/** A notice for a switch, worded by each face from the catalogue. */
export interface AccountNotice {
  level: NoticeLevel;
  messageKey: MessageKey;
  params: Record<string, string | number>;
}

/** The notice of a switch (none when already there). */
export function switchNotice(outcome: SwitchOutcome): AccountNotice | undefined {
  switch (outcome.kind) {
    case 'switched':
      return { level: 'success', messageKey: 'accounts.switched', params: { name: outcome.key } };
    case 'already':
      return undefined;
    case 'failed':
      return {
        level: 'error',
        messageKey: 'accounts.switch_failed',
        params: { name: outcome.key },
      };
    case 'unknown':
      return { level: 'warning', messageKey: 'accounts.unknown', params: { name: outcome.name } };
    case 'ambiguous':
      return {
        level: 'warning',
        messageKey: 'accounts.ambiguous',
        params: { name: outcome.name, names: outcome.keys.join(', ') },
      };
  }
}

const ACT_DONE: Readonly<Record<Exclude<ActAsKind, 'reply'>, MessageKey>> = {
  favourite: 'accounts.act_done.favourite',
  repeat: 'accounts.act_done.repeat',
  bookmark: 'accounts.act_done.bookmark',
};

/** The notice of an action done as another account (none for a reply: its form opens). */
export function actNotice(kind: ActAsKind, outcome: ActAsOutcome): AccountNotice | undefined {
  switch (outcome.kind) {
    case 'done':
      return kind === 'reply'
        ? undefined
        : { level: 'success', messageKey: ACT_DONE[kind], params: { name: outcome.as } };
    case 'reply':
      return undefined;
    case 'unresolved':
      return {
        level: 'error',
        messageKey: 'accounts.act_unresolved',
        params: { name: outcome.as, server: outcome.server },
      };
    case 'no_account':
      return { level: 'error', messageKey: 'accounts.act_none', params: {} };
    case 'failed':
      return {
        level: 'error',
        messageKey: 'accounts.act_failed',
        params: { name: outcome.as, detail: outcome.detail },
      };
  }
}
