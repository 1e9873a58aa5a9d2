import type { List } from '../domain/types';
import { normalizeList } from '../normalize';
import { mapValid } from '../normalize/read';
import { apiPath } from './path';
import { type ApiContext, expectEntity, expectList } from './resource';

/** `/api/v1/lists`. */
export function listsResource(ctx: ApiContext) {
  const { http } = ctx;
  return {
    /** Every list of the signed-in user, in server order. */
    all: async (): Promise<List[]> => {
      const { data } = await http.request('GET', '/api/v1/lists');
      return mapValid(expectList(data, 'lists'), normalizeList, (item) =>
        ctx.logger.warn('Skipped an unreadable list', item),
      );
    },
    fetch: async (id: string): Promise<List> => {
      const { data } = await http.request('GET', apiPath`/api/v1/lists/${id}`);
      return expectEntity(
        data,
        normalizeList,
        'The server answered with something that is not a list',
      );
    },
  };
}
