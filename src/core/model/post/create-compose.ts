import { DEFAULT_POLL_LIMITS } from '../../normalize/instance';
import { ComposeStore } from '../compose';
import type { ComposeSnapshot } from '../draft-record';
import type { RootStore } from '../root';

export interface CreateComposeOptions {
  /** Start as a reply to this status (mentions, content warning and scope prefilled). */
  replyTo?: string | null;
  /** Called after a post, after it was put at the top of home. */
  onPosted?: (statusId: string) => void;
  /** Called after an edit was accepted. */
  onEdited?: (statusId: string) => void;
  /** Called after a post was scheduled. */
  onScheduled?: (scheduledId: string) => void;
  /** Continue this draft (kept from an earlier run) instead of starting empty. */
  draft?: ComposeSnapshot;
}

/**
 * A post form bound to the root: the instance's limit, and a successful post shows at the
 * top of home at once (spec) and joins any open conversation it replies into.
 */
export function createCompose(root: RootStore, options: CreateComposeOptions = {}): ComposeStore {
  const store = new ComposeStore({
    client: () => root.client,
    // The active account's entities at the time of use: a form may outlive a sign-in.
    get entities() {
      return root.entities;
    },
    clock: root.ports.clock,
    textLimit: () => root.instance.textLimit,
    pollLimits: () => root.instance.capabilities.polls ?? DEFAULT_POLL_LIMITS,
    uploadLimit: () => root.instance.info?.uploadLimit ?? 0,
    fileLimit: () => root.instance.capabilities.maxMediaAttachments,
    onPosted: (id) => {
      const home = root.timelines.get({ type: 'home' });
      home.receive([id]);
      home.showNew();
      root.conversations.receive(id);
      options.onPosted?.(id);
    },
    onEdited: options.onEdited,
    onScheduled: options.onScheduled,
  });
  if (options.draft) {
    store.restore(options.draft);
    return store;
  }
  const target = options.replyTo ? root.entities.status(options.replyTo) : undefined;
  if (target) store.startReply(target, root.session.account);
  return store;
}
