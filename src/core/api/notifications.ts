import type { EntityBundle, Notification } from '../domain/types';
import { normalizeNotification } from '../normalize';
import { isObject, str } from '../normalize/read';
import type { LoggerPort } from '../ports';
import type { PageLinks } from './link';
import { cursorsOf, type PageCursors, requestPage } from './paging';
import { type ApiContext, notAList, unsupportedWhenMissing } from './resource';
import { PAGE_SIZE, type TimelineParams } from './timelines';

export interface NotificationPage {
  notifications: Notification[];
  bundle: EntityBundle;
  links: PageLinks;
  /** Ids of entries that could not be read (logged and skipped): paging still moves past them. */
  invalidIds: string[];
  /** Every entry's id, unreadable ones included, in server order (paging moves past all). */
  ids: string[];
  /** Where the older (`next`) and newer (`prev`) pages start. */
  cursors: PageCursors;
}

export interface NotificationParams extends TimelineParams {
  types?: string[];
  /** Pleroma's `include_types[]`: only these types. */
  includeTypes?: string[];
  /** `exclude_types[]`: everything but these. */
  excludeTypes?: string[];
}

/** Notifications read from a page or a stream frame; unreadable ones are logged and skipped. */
export type ReadNotifications = Pick<
  NotificationPage,
  'notifications' | 'bundle' | 'invalidIds' | 'ids'
>;

/**
 * Reads raw notification entities (a page's body, or a frame of streamed events). An
 * unreadable entry is skipped but keeps its id, so paging bounds still move past it.
 */
export function readNotifications(
  items: readonly unknown[],
  serverHost: string,
  logger: LoggerPort,
): ReadNotifications {
  const bundle: EntityBundle = { accounts: [], statuses: [] };
  const notifications: Notification[] = [];
  const invalidIds: string[] = [];
  const ids: string[] = [];
  for (const item of items) {
    const notification = normalizeNotification(item, serverHost, bundle);
    if (notification) {
      notifications.push(notification);
      ids.push(notification.id);
      continue;
    }
    logger.warn('Skipped an unreadable notification', item);
    const id = isObject(item) ? str(item.id) : '';
    if (id) invalidIds.push(id);
    if (id) ids.push(id);
  }
  return { notifications, bundle, invalidIds, ids };
}

/** Mark notifications read: one (`id`) or all up to `maxId`. */
export type MarkReadTarget = { id: string } | { maxId: string };

/** `/api/v1/notifications` and Pleroma's read call. */
export function notificationsResource(ctx: ApiContext) {
  const { http } = ctx;
  return {
    fetch: async (params: NotificationParams = {}): Promise<NotificationPage> => {
      const answer = await requestPage(
        http,
        '/api/v1/notifications',
        {
          max_id: params.maxId,
          since_id: params.sinceId,
          min_id: params.minId,
          // snac needs an explicit limit (fixtures README).
          limit: params.limit ?? PAGE_SIZE,
          'types[]': params.types,
          'include_types[]': params.includeTypes,
          'exclude_types[]': params.excludeTypes,
        },
        params.cursor,
      );
      if (!Array.isArray(answer.data)) throw notAList('notifications', answer.data);
      const read = readNotifications(answer.data, ctx.serverHost, ctx.logger);
      return { ...read, links: answer.links, cursors: cursorsOf(http, answer, read.ids) };
    },
    /** Pleroma: mark one notification, or all up to `maxId`, read. Others: `NotSupportedError`. */
    markRead: async (target: MarkReadTarget): Promise<void> => {
      const form = 'id' in target ? { id: target.id } : { max_id: target.maxId };
      await unsupportedWhenMissing('marking notifications read', () =>
        http.request('POST', '/api/v1/pleroma/notifications/read', { form }),
      );
    },
  };
}
