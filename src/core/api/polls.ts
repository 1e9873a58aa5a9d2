import type { Poll } from '../domain/types';
import { normalizePoll } from '../normalize';
import { apiPath } from './path';
import { type ApiContext, expectEntity } from './resource';

/** `/api/v1/polls`. */
export function pollsResource({ http }: ApiContext) {
  return {
    fetch: async (id: string): Promise<Poll> => {
      const { data } = await http.request('GET', apiPath`/api/v1/polls/${id}`);
      return expectEntity(
        data,
        normalizePoll,
        'The server answered with something that is not a poll',
      );
    },
  };
}
