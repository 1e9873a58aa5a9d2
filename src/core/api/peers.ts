import type { PleromaClient } from './client';
import { expectList } from './resource';

/**
 * `GET /api/v1/instance/peers` (spec part 2 §7): the domains the server federates with,
 * which the domain-block field suggests. Not a method of the client: only the mutes and
 * blocks screens call it, so the web's first load carries none of it.
 */
export async function instancePeers(client: PleromaClient): Promise<string[]> {
  const { data } = await client.context.http.request('GET', '/api/v1/instance/peers', {
    auth: false,
  });
  return expectList(data, 'instance peers').filter(
    (peer): peer is string => typeof peer === 'string' && peer !== '',
  );
}
