import type { AccountPage, AccountPageParams } from '../../../core/api/client';
import { instancePeers } from '../../../core/api/peers';
import type { Account, Relationship } from '../../../core/domain/types';
import type { RelationshipResult } from '../../../core/model/relationships';
import { relationshipsOf } from '../../../core/model/relationships';
import type { RootStore } from '../../../core/model/root';
import { toApiJson } from '../../../core/serialize/api-json';
import { peerSuggestions } from '../../../core/view/peer-suggestions';
import { terminalText } from '../../../shared/text/terminal-safe';
import { CliError, ExitCode, usageError } from '../../exit-codes';
import { printJson, printLine } from '../../io';
import { lookupAccount } from '../../lookup';

/**
 * The bodies of the relationship commands (spec part 2 §4–§7), each one call of core's
 * `RelationshipsStore`: loaded when such a command runs, not with every command line.
 */

/** What one account change does: its store call and the sentence it prints when done. */
export type AccountChange =
  | 'follow'
  | 'unfollow'
  | 'block'
  | 'unblock'
  | 'mute'
  | 'unmute'
  | 'subscribe'
  | 'unsubscribe'
  | 'remove-follower';

export interface ChangeOptions {
  json?: boolean;
  /** `mute --duration`: seconds, 0 for no expiry. */
  seconds?: number;
  /** `follow --hide-repeats` / `--show-repeats`. */
  repeats?: boolean;
}

/** The relationship as the server's JSON names it (scripts read the API's words). */
export function relationshipJson(r: Relationship, account?: Account): Record<string, unknown> {
  return {
    id: r.id,
    ...(account ? { acct: account.acct } : {}),
    following: r.following,
    followed_by: r.followedBy,
    requested: r.requested,
    blocking: r.blocking,
    blocked_by: r.blockedBy,
    muting: r.muting,
    muting_notifications: r.mutingNotifications,
    subscribing: r.subscribing,
    showing_reblogs: r.showingReblogs,
    domain_blocking: r.domainBlocking,
    note: r.note,
  };
}

function relationships(root: RootStore) {
  return root.scope.use(relationshipsOf);
}

/** The account by name, held in the store so core's rules (deactivated) can read it. */
async function account(root: RootStore, name: string): Promise<Account> {
  const found = await lookupAccount(root, name);
  root.entities.ingest({ accounts: [found], statuses: [] });
  if (found.id === root.session.accountId)
    throw usageError('That is your own account: relationships are with other accounts');
  return found;
}

function outcome(result: RelationshipResult, who: Account): Relationship {
  if (result.kind === 'done') return result.relationship;
  if (result.kind === 'refused') {
    if (result.reason === 'deactivated')
      throw usageError(`${who.acct} is deactivated: it cannot be followed`);
    if (result.reason === 'own') throw usageError('That is your own account');
    throw usageError(`Another change to ${who.acct} is still running`);
  }
  throw result.cause ?? new CliError(result.detail, ExitCode.server);
}

function sentence(change: AccountChange, r: Relationship, acct: string, o: ChangeOptions): string {
  switch (change) {
    case 'follow':
      if (r.following)
        return o.repeats === false ? `Following ${acct} (repeats hidden)` : `Following ${acct}`;
      if (r.requested) return `Follow request sent to ${acct} (a locked account approves it)`;
      return `Asked to follow ${acct}; the server does not show the follow yet`;
    case 'unfollow':
      return `Unfollowed ${acct}`;
    case 'block':
      return `Blocked ${acct}`;
    case 'unblock':
      return `Unblocked ${acct}`;
    case 'mute':
      return o.seconds ? `Muted ${acct} for ${humanSeconds(o.seconds)}` : `Muted ${acct}`;
    case 'unmute':
      return `Unmuted ${acct}`;
    case 'subscribe':
      return `Subscribed to ${acct}: you will be notified of their posts`;
    case 'unsubscribe':
      return `Unsubscribed from ${acct}`;
    case 'remove-follower':
      return `${acct} no longer follows you`;
  }
}

function humanSeconds(seconds: number): string {
  if (seconds % 86_400 === 0) return plural(seconds / 86_400, 'day');
  if (seconds % 3600 === 0) return plural(seconds / 3600, 'hour');
  return plural(Math.round(seconds / 60), 'minute');
}

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

export async function changeAccount(
  root: RootStore,
  change: AccountChange,
  name: string,
  options: ChangeOptions,
): Promise<void> {
  const who = await account(root, name);
  const store = relationships(root);
  await store.load([who.id]);
  const before = store.get(who.id);
  let result: RelationshipResult;
  switch (change) {
    case 'follow':
      if (options.repeats !== undefined && before?.following)
        result = await store.showRepeats(who.id, options.repeats);
      else {
        result = await store.follow(who.id);
        if (options.repeats === false && result.kind === 'done' && result.relationship.following)
          result = await store.showRepeats(who.id, false);
      }
      break;
    case 'unfollow':
      result = await store.unfollow(who.id);
      break;
    case 'block':
    case 'unblock':
      result = await store.block(who.id, change === 'block');
      break;
    case 'mute':
    case 'unmute':
      result = await muteChange(root, who, change === 'mute', options.seconds ?? 0);
      break;
    case 'subscribe':
    case 'unsubscribe':
      result = await store.subscribe(who.id, change === 'subscribe');
      break;
    case 'remove-follower':
      if (before && !before.followedBy) throw usageError(`${who.acct} does not follow you`);
      result = await store.removeFollower(who.id);
      break;
  }
  const now = outcome(result, who);
  if (options.json) printJson(relationshipJson(now, who));
  else printLine(terminalText(sentence(change, now, who.acct, options)));
}

/** Mute or unmute straight through the API: a script has no mute list to keep in step. */
async function muteChange(
  root: RootStore,
  who: Account,
  on: boolean,
  seconds: number,
): Promise<RelationshipResult> {
  try {
    const r = on
      ? await root.client.accounts.mute(who.id, { expiresIn: seconds })
      : await root.client.accounts.unmute(who.id);
    return { kind: 'done', relationship: r };
  } catch (error) {
    return { kind: 'failed', detail: String(error), cause: error };
  }
}

export async function setNote(
  root: RootStore,
  name: string,
  text: string,
  json: boolean | undefined,
): Promise<void> {
  const who = await account(root, name);
  const r = outcome(await relationships(root).saveNote(who.id, text), who);
  if (json) printJson(relationshipJson(r, who));
  else
    printLine(
      terminalText(
        text === '' ? `Cleared your note on ${who.acct}` : `Saved your note on ${who.acct}`,
      ),
    );
}

/** Flags of one relationship, as words. */
function flags(r: Relationship): string {
  const words = [
    r.following ? 'following' : r.requested ? 'follow requested' : 'not following',
    r.followedBy ? 'follows you' : '',
    r.blocking ? 'blocked' : '',
    r.blockedBy ? 'blocks you' : '',
    r.muting ? 'muted' : '',
    r.subscribing ? 'subscribed' : '',
    r.following && !r.showingReblogs ? 'repeats hidden' : '',
    r.domainBlocking ? 'domain blocked' : '',
  ];
  return words.filter(Boolean).join(', ');
}

export async function showRelationships(
  root: RootStore,
  names: string[],
  json: boolean | undefined,
): Promise<void> {
  const accounts: Account[] = [];
  for (const name of names) accounts.push(await account(root, name));
  const found = await root.client.accounts.relationships(accounts.map((a) => a.id));
  const byId = new Map(found.map((r) => [r.id, r]));
  const rows = accounts.flatMap((a) => {
    const r = byId.get(a.id);
    return r ? [{ account: a, relationship: r }] : [];
  });
  if (json) {
    printJson(rows.map((row) => relationshipJson(row.relationship, row.account)));
    return;
  }
  for (const row of rows) {
    printLine(terminalText(`${row.account.acct}: ${flags(row.relationship)}`));
    if (row.relationship.note !== '')
      printLine(terminalText(`  note: ${row.relationship.note.replace(/\s+/g, ' ')}`));
  }
}

/** Pleroma's largest page, and a bound on pages read (as the mutes store reads them). */
const LIST_PAGE = 40;
const LIST_PAGES = 25;

export async function listAccounts(
  root: RootStore,
  kind: 'mutes' | 'blocks',
  json: boolean | undefined,
): Promise<void> {
  const client = root.client;
  const accounts: Account[] = [];
  const ends: Record<string, string | null> = {};
  let cursor: AccountPageParams = { limit: LIST_PAGE };
  for (let page = 0; page < LIST_PAGES; page++) {
    const answer: AccountPage & { expiresAt?: Record<string, string | null> } =
      kind === 'mutes' ? await client.accounts.mutes(cursor) : await client.accounts.blocks(cursor);
    accounts.push(...answer.bundle.accounts.filter((a) => answer.ids.includes(a.id)));
    if (answer.expiresAt) Object.assign(ends, answer.expiresAt);
    const next = answer.cursors.next;
    if (!next || answer.ids.length === 0) break;
    cursor = { cursor: next, limit: LIST_PAGE };
  }
  if (json) {
    printJson(
      accounts.map((a) => ({
        ...toApiJson.account(a),
        ...(kind === 'mutes' ? { mute_expires_at: ends[a.id] ?? null } : {}),
      })),
    );
    return;
  }
  if (accounts.length === 0) {
    printLine(terminalText(kind === 'mutes' ? 'No mutes' : 'No blocks'));
    return;
  }
  for (const a of accounts) {
    const end = ends[a.id];
    printLine(terminalText(end ? `${a.acct}  (muted until ${end})` : a.acct));
  }
}

export async function domainBlocks(
  root: RootStore,
  action: 'list' | 'add' | 'remove',
  domain: string | undefined,
  json: boolean | undefined,
): Promise<void> {
  const accounts = root.client.accounts;
  if (action === 'add' && domain) await accounts.blockDomain(domain);
  if (action === 'remove' && domain) await accounts.unblockDomain(domain);
  const domains = await accounts.domainBlocks();
  if (json) {
    printJson(domains);
    return;
  }
  if (action === 'add') printLine(terminalText(`Blocked the domain ${domain}`));
  else if (action === 'remove') printLine(terminalText(`Unblocked the domain ${domain}`));
  else if (domains.length === 0) printLine(terminalText('No blocked domains'));
  else for (const d of domains) printLine(terminalText(d));
}

/** `domain-blocks suggest PART`: the server's known peers completing PART, blocked ones left out. */
export async function suggestDomains(
  root: RootStore,
  typed: string,
  json: boolean | undefined,
): Promise<void> {
  const [peers, blocked] = await Promise.all([
    instancePeers(root.client),
    root.client.accounts.domainBlocks(),
  ]);
  const found = peerSuggestions(peers, typed, (domain) => blocked.includes(domain));
  if (json) {
    printJson(found);
    return;
  }
  if (found.length === 0) printLine(terminalText(`No known server matches "${typed}"`));
  else for (const d of found) printLine(terminalText(d));
}
