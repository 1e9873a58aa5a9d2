import type { Relationship } from '../domain/types';
import { normalizeRelationship } from '../normalize';
import { isObject, str } from '../normalize/read';
import {
  type AccountPage,
  type AccountPageParams,
  accountAnswer,
  accountCursors,
} from './account-page';
import { apiPath } from './path';
import { type ApiContext, accountList, expectEntity } from './resource';

/** `/api/v1/mutes`: a page of muted accounts plus when each mute ends (Pleroma). */
export interface MutesPage extends AccountPage {
  /** Account id -> `mute_expires_at` (ISO time), or null for a mute without expiry. */
  expiresAt: Record<string, string | null>;
}

export interface MuteOptions {
  /** Seconds until the mute ends; 0 or none: it does not end (spec part 2 §5). */
  expiresIn?: number;
  /** Mute their notifications too (the server's default is yes). */
  notifications?: boolean;
}

function expectRelationship(data: unknown, what: string): Relationship {
  return expectEntity(
    data,
    normalizeRelationship,
    `The server's ${what} answer was not a relationship`,
  );
}

/** Muting accounts; composed into `client.accounts` (the routes hang off an account). */
export function mutesResource(ctx: ApiContext) {
  const { http } = ctx;
  return {
    /** The signed-in user's muted accounts, newest mute first, paged by the `Link` header. */
    mutes: async (params: AccountPageParams = {}): Promise<MutesPage> => {
      const answer = await accountAnswer(ctx, '/api/v1/mutes', params);
      const list = accountList(ctx, answer.data, answer.links, 'mutes');
      const page = { ...list, cursors: accountCursors(ctx, answer, list.ids) };
      const expiresAt: Record<string, string | null> = {};
      for (const item of answer.data as unknown[]) {
        if (!isObject(item)) continue;
        const id = str(item.id);
        const at = item.mute_expires_at;
        if (id) expiresAt[id] = typeof at === 'string' && at !== '' ? at : null;
      }
      return { ...page, expiresAt };
    },
    /** Spec part 2 §7: `expires_in` (Pleroma; newer servers also read `duration`). */
    mute: async (id: string, options: MuteOptions = {}): Promise<Relationship> => {
      const expiresIn =
        options.expiresIn !== undefined && options.expiresIn > 0
          ? Math.round(options.expiresIn)
          : undefined;
      const { data } = await http.request('POST', apiPath`/api/v1/accounts/${id}/mute`, {
        json: {
          expires_in: expiresIn,
          duration: expiresIn,
          notifications: options.notifications,
        },
      });
      return expectRelationship(data, 'mute');
    },
    unmute: async (id: string): Promise<Relationship> => {
      const { data } = await http.request('POST', apiPath`/api/v1/accounts/${id}/unmute`);
      return expectRelationship(data, 'unmute');
    },
  };
}
