import type { Visibility } from '../domain/types';
import { arr, bool, isObject, isoDate, str } from '../normalize/read';
import { apiPath } from './path';
import type { NewPoll } from './poll-body';
import { type ApiContext, expectList, expectObject } from './resource';

/** What `GET /api/v1/statuses/{id}/source` gives back: the text as typed, to edit it. */
export interface StatusSource {
  readonly id: string;
  readonly text: string;
  readonly spoilerText: string;
  readonly contentType: string | null;
}

/** The changes `PUT /api/v1/statuses/{id}` sends; mentions and polls are not edited (spec). */
export interface StatusChanges {
  readonly status: string;
  readonly spoilerText?: string;
  readonly sensitive?: boolean;
  readonly mediaIds?: readonly string[];
  readonly contentType?: string;
  readonly poll?: NewPoll;
  readonly visibility?: Visibility;
}

/** One version of an edited status, oldest first in the history. */
export interface StatusVersion {
  /** Sanitized by the display layer like any status content. */
  readonly content: string;
  readonly spoilerText: string;
  readonly sensitive: boolean;
  readonly createdAt: string;
}

function normalizeVersion(data: unknown): StatusVersion | undefined {
  if (!isObject(data)) return undefined;
  return {
    content: str(data.content),
    spoilerText: str(data.spoiler_text),
    sensitive: bool(data.sensitive),
    createdAt: isoDate(data.created_at, new Date(0).toISOString()),
  };
}

/** Editing a status (`source`, `PUT`) and reading its history, for `statusesResource`. */
export function statusEditsResource<Answer>(
  { http }: ApiContext,
  expectStatus: (data: unknown) => Answer,
) {
  return {
    source: async (id: string): Promise<StatusSource> => {
      const { data } = await http.request('GET', apiPath`/api/v1/statuses/${id}/source`);
      const record = expectObject(data, 'status source');
      return {
        id: str(record.id, id),
        text: str(record.text),
        spoilerText: str(record.spoiler_text),
        contentType: typeof record.content_type === 'string' ? record.content_type : null,
      };
    },
    edit: async (id: string, changes: StatusChanges): Promise<Answer> => {
      const { data } = await http.request('PUT', apiPath`/api/v1/statuses/${id}`, {
        json: {
          status: changes.status,
          spoiler_text: changes.spoilerText ?? '',
          sensitive: changes.sensitive,
          media_ids: changes.mediaIds,
          content_type: changes.contentType,
          poll: changes.poll
            ? {
                options: changes.poll.options,
                expires_in: changes.poll.expiresIn,
                multiple: changes.poll.multiple,
              }
            : undefined,
        },
      });
      return expectStatus(data);
    },
    history: async (id: string): Promise<StatusVersion[]> => {
      const { data } = await http.request('GET', apiPath`/api/v1/statuses/${id}/history`);
      return arr(expectList(data, 'edit history')).flatMap((item) => {
        const version = normalizeVersion(item);
        return version ? [version] : [];
      });
    },
  };
}
