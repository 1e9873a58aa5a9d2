import type { JsonObject } from '../json';
import type { UserRecord } from '../records';
import type { SandboxState } from '../state';
import { ADMIN_PRIVILEGES, type Privilege, SANDBOX_MODERATOR_PRIVILEGES } from './privileges';

/** One moderation log entry, as Pleroma's ModerationLog stores it. */
export interface ModerationLogEntry {
  id: number;
  /** Seconds since the epoch (Pleroma sends `time` as a unix timestamp). */
  time: number;
  actorId: string;
  action: string;
  message: string;
  data: JsonObject;
}

/** A registration invite (Pleroma's UserInviteToken). */
export interface InviteRecord {
  id: number;
  token: string;
  used: boolean;
  uses: number;
  maxUse: number | null;
  /** ISO date (YYYY-MM-DD) or null. */
  expiresAt: string | null;
}

export interface RelayRecord {
  actor: string;
  followedBack: boolean;
}

/**
 * The admin side of the sandbox that is not an entity of its own: which privileges each
 * role holds, the moderation log, invites and relays.
 */
export class ModerationStore {
  readonly rolePrivileges: { admin: Privilege[]; moderator: Privilege[] } = {
    admin: [...ADMIN_PRIVILEGES],
    moderator: [...SANDBOX_MODERATOR_PRIVILEGES],
  };
  readonly log: ModerationLogEntry[] = [];
  readonly invites = new Map<string, InviteRecord>();
  /** Invites sent by e-mail (`email_invite`), oldest first: the address and the name given. */
  readonly emailInvites: { email: string; name: string | null }[] = [];
  readonly relays = new Map<string, RelayRecord>();
  private nextLogId = 1;
  private nextInviteId = 1;

  constructor(private readonly state: SandboxState) {}

  /** The privileges of the user's role (members hold none). */
  privilegesOf(user: UserRecord): Privilege[] {
    return user.role === 'member' ? [] : [...this.rolePrivileges[user.role]];
  }

  /** Records an action; `message` is Pleroma's wording, without the leading actor. */
  record(actor: UserRecord, action: string, message: string, data: JsonObject = {}): void {
    this.log.push({
      id: this.nextLogId++,
      time: Math.floor(Date.now() / 1000),
      actorId: actor.id,
      action,
      message: `@${this.state.acctOf(actor)} ${message}`,
      data,
    });
  }

  createInvite(maxUse: number | null, expiresAt: string | null): InviteRecord {
    const token = Buffer.from(`invite-${this.nextInviteId}-${Date.now()}`).toString('base64url');
    const invite: InviteRecord = {
      id: this.nextInviteId++,
      token,
      used: false,
      uses: 0,
      maxUse,
      expiresAt,
    };
    this.invites.set(token, invite);
    return invite;
  }
}

/** Pleroma's invite_type from max uses and expiry. */
export function inviteType(i: InviteRecord): string {
  if (i.maxUse !== null && i.expiresAt !== null) return 'reusable_date_limited';
  if (i.expiresAt !== null) return 'date_limited';
  if (i.maxUse !== null) return 'reusable';
  return 'one_time';
}
