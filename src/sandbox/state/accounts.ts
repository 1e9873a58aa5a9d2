import { notFound } from '../errors';
import type { MentionTarget } from '../html';
import type { JsonObject } from '../json';
import { discPng, gradientPng } from '../png';
import type { UserRecord } from '../records';
import { StateBase } from './base';

/** Users: lookup by id or acct, the URLs and mention targets derived from them, sign-up. */
export abstract class AccountState extends StateBase {
  readonly users = new Map<string, UserRecord>();
  /** user id -> account backups (Pleroma's Backup entities). */
  readonly backups = new Map<string, JsonObject[]>();
  private readonly byAcct = new Map<string, string>();

  addUser(user: UserRecord): UserRecord {
    this.users.set(user.id, user);
    this.byAcct.set(this.acctOf(user).toLowerCase(), user.id);
    return user;
  }

  acctOf(user: UserRecord): string {
    return user.domain ? `${user.username}@${user.domain}` : user.username;
  }

  isLocal(user: UserRecord): boolean {
    return user.domain === null;
  }

  /** Finds by acct (`alice`, `@alice`, `alice@<this host>`, `dave@remote.example`). */
  findUserByAcct(acct: string): UserRecord | undefined {
    let a = acct.trim().replace(/^@/, '').toLowerCase();
    const suffix = `@${this.host.toLowerCase()}`;
    if (a.endsWith(suffix)) a = a.slice(0, -suffix.length);
    const id = this.byAcct.get(a);
    return id ? this.users.get(id) : undefined;
  }

  /** Finds by id first, then by acct: test helpers take either. */
  resolveUser(ref: string): UserRecord {
    const user = this.users.get(ref) ?? this.findUserByAcct(ref);
    if (!user) throw notFound();
    return user;
  }

  userUrl(user: UserRecord): string {
    if (!user.domain) return `${this.baseUrl}/users/${user.username}`;
    // A user copied from a federated sandbox lives at that sandbox's own origin.
    const origin = this.peerOrigins.get(user.domain) ?? `https://${user.domain}`;
    return `${origin}/users/${user.username}`;
  }

  mentionTarget(user: UserRecord): MentionTarget {
    return {
      id: user.id,
      username: user.username,
      acct: this.acctOf(user),
      url: this.userUrl(user),
    };
  }

  /** A new local account with Pleroma's defaults (registration). */
  registerUser(input: {
    username: string;
    password: string;
    email: string | null;
    displayName: string;
    note: string;
    birthday: string | null;
  }): UserRecord {
    const at = Date.now();
    const user = this.addUser({
      id: this.ids.next(at),
      username: input.username,
      domain: null,
      displayName: input.displayName,
      noteSource: input.note,
      createdAt: at,
      locked: false,
      bot: false,
      role: 'member',
      password: input.password,
      fields: [],
      color: [120, 120, 200],
      birthday: input.birthday,
      showBirthday: false,
      hideFollowers: false,
      hideFollows: false,
      hideFollowersCount: false,
      hideFollowsCount: false,
      hideFavorites: true,
      showRole: true,
      discoverable: false,
      actorType: 'Person',
      isSuggested: false,
      alsoKnownAs: [],
      movedToId: null,
      acceptsChatMessages: true,
      allowFollowingMove: true,
      defaultScope: 'public',
      settingsStore: { 'pleroma-fe': {} },
      deactivated: false,
      email: input.email,
      mfa: null,
    });
    this.addFile(`/media/avatars/${user.username}.png`, 'image/png', () => discPng(96, user.color));
    this.addFile(`/media/headers/${user.username}.png`, 'image/png', () =>
      gradientPng(300, 100, user.color, [240, 240, 255]),
    );
    return user;
  }
}
