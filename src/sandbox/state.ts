import { ModerationStore } from './admin/moderation-state';
import { ChatStore } from './chats';
import { OAuthState } from './state/oauth';

export { MAX_STATUS_CHARS } from './limits';
export { randomToken } from './state/base';
export type { NewStatusInput, NotifyOptions, Reaction, SandboxEvent } from './state/types';

/**
 * The in-memory store behind the sandbox. Every collection is a plain Map so tests can
 * read it directly; mutations go through methods so indexes, notifications and
 * streaming events stay consistent.
 *
 * Built in layers, one file per entity family under `state/` (base -> accounts ->
 * relationships -> notifications -> collections -> statuses -> admin -> oauth), so routes and
 * tests keep one flat `state.<name>` API. Families that need no other layer's private parts
 * are stores of their own (chats).
 */
export class SandboxState extends OAuthState {
  readonly chats = new ChatStore(this);
  /** Role privileges, the moderation log, invites and relays (admin/moderation-state.ts). */
  readonly moderation = new ModerationStore(this);
}
