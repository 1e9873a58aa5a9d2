import { adminDeskResource } from './admin-desk';
import { adminDocumentsResource } from './admin-documents';
import { adminEmojiResource } from './admin-emoji';
import { adminReportsResource } from './admin-reports';
import { adminStatusesResource } from './admin-statuses';
import { adminUsersResource } from './admin-users';
import type { PleromaClient } from './client';

/**
 * Pleroma's moderation API (users, reports, statuses, log, invites, relays, stats,
 * instance documents), made on
 * demand for a client as the chats resource is, so the first web load carries none of it.
 */
export function moderationResources(client: PleromaClient) {
  const ctx = client.context;
  return {
    users: adminUsersResource(ctx),
    reports: adminReportsResource(ctx),
    statuses: adminStatusesResource(ctx),
    desk: adminDeskResource(ctx),
    documents: adminDocumentsResource(ctx),
    emoji: adminEmojiResource(ctx),
  };
}

export type ModerationApi = ReturnType<typeof moderationResources>;

const made = new WeakMap<PleromaClient, ModerationApi>();

/** The client's moderation resources (one set per client). */
export function moderationApi(client: PleromaClient): ModerationApi {
  let api = made.get(client);
  if (!api) {
    api = moderationResources(client);
    made.set(client, api);
  }
  return api;
}
