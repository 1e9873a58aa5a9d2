import type { Announcement } from '../domain/types';
import { normalizeAnnouncement } from '../normalize';
import { mapValid } from '../normalize/read';
import { apiPath } from './path';
import { type ApiContext, expectEntity, expectList, unsupportedWhenMissing } from './resource';

/**
 * What a manager sends (spec part 1 §5): times as ISO strings or null to clear; a field left
 * out stays as it is on an edit.
 */
export interface AnnouncementChanges {
  content?: string;
  startsAt?: string | null;
  endsAt?: string | null;
  allDay?: boolean;
}

function body(changes: AnnouncementChanges): Record<string, unknown> {
  const json: Record<string, unknown> = {};
  if (changes.content !== undefined) json.content = changes.content;
  if (changes.startsAt !== undefined) json.starts_at = changes.startsAt;
  if (changes.endsAt !== undefined) json.ends_at = changes.endsAt;
  if (changes.allDay !== undefined) json.all_day = changes.allDay;
  return json;
}

/** `/api/v1/announcements` and Pleroma's admin announcements. */
export function announcementsResource(ctx: ApiContext) {
  const { http } = ctx;
  const list = (data: unknown): Announcement[] =>
    mapValid(expectList(data, 'announcements'), normalizeAnnouncement, (item) =>
      ctx.logger.warn('Skipped an unreadable announcement', item),
    );
  const one = (data: unknown): Announcement =>
    expectEntity(
      data,
      normalizeAnnouncement,
      'The server answered with something that is not an announcement',
    );
  return {
    /** The active announcements. A server without them: `NotSupportedError`. */
    list: async (): Promise<Announcement[]> => {
      const { data } = await unsupportedWhenMissing('announcements', () =>
        http.request('GET', '/api/v1/announcements'),
      );
      return list(data);
    },
    dismiss: async (id: string): Promise<void> => {
      await http.request('POST', apiPath`/api/v1/announcements/${id}/dismiss`);
    },
    /** Managers: every announcement, active or not. */
    adminList: async (): Promise<Announcement[]> => {
      const { data } = await http.request('GET', '/api/v1/pleroma/admin/announcements', {
        query: { limit: '100' },
      });
      return list(data);
    },
    create: async (changes: AnnouncementChanges & { content: string }): Promise<Announcement> => {
      const { data } = await http.request('POST', '/api/v1/pleroma/admin/announcements', {
        json: body(changes),
      });
      return one(data);
    },
    update: async (id: string, changes: AnnouncementChanges): Promise<Announcement> => {
      const { data } = await http.request(
        'PATCH',
        apiPath`/api/v1/pleroma/admin/announcements/${id}`,
        { json: body(changes) },
      );
      return one(data);
    },
    remove: async (id: string): Promise<void> => {
      await http.request('DELETE', apiPath`/api/v1/pleroma/admin/announcements/${id}`);
    },
  };
}
