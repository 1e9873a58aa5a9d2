import type { EntityBundle, Notification } from '../domain/types';
import { normalizeNotification } from '../normalize';
import { isObject, str } from '../normalize/read';
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
      const bundle: EntityBundle = { accounts: [], statuses: [] };
      const notifications: Notification[] = [];
      const invalidIds: string[] = [];
      const ids: string[] = [];
      for (const item of Array.isArray(answer.data) ? answer.data : []) {
        const notification = normalizeNotification(item, ctx.serverHost, bundle);
        if (notification) {
          notifications.push(notification);
          ids.push(notification.id);
          continue;
        }
        ctx.logger.warn('Skipped an unreadable notification', item);
        const id = isObject(item) ? str(item.id) : '';
        if (id) invalidIds.push(id);
        if (id) ids.push(id);
      }
      if (!Array.isArray(answer.data)) throw notAList('notifications', answer.data);
      const cursors = cursorsOf(http, answer, ids);
      return { notifications, bundle, links: answer.links, invalidIds, ids, cursors };
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
