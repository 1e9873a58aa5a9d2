import type { Instance, InstanceEmoji } from '../domain/types';
import { MalformedResponseError } from '../errors';
import { normalizeInstance, normalizeInstanceEmoji } from '../normalize';
import { mapValid, obj } from '../normalize/read';
import { type ApiContext, expectList, expectObject } from './resource';

/** What the server says about itself: instance, nodeinfo, custom emoji (no token needed). */
export function instanceResource({ http }: ApiContext) {
  return {
    fetch: async (): Promise<Instance> => {
      const { data } = await http.request('GET', '/api/v1/instance', { auth: false });
      const instance = normalizeInstance(data);
      if (!instance) throw new MalformedResponseError('The instance answer was not an object', '');
      return instance;
    },
    nodeinfo: async (): Promise<Record<string, unknown>> => {
      const { data } = await http.request('GET', '/nodeinfo/2.0.json', { auth: false });
      return expectObject(data, 'nodeinfo');
    },
    /**
     * Pleroma-FE's `loginMethod` (frontend configuration): `token` is the login screen's
     * token mode (spec part 1 §2: a description and the sign-in-on-the-server button only).
     */
    loginMethod: async (): Promise<'password' | 'token'> => {
      const { data } = await http.request('GET', '/api/pleroma/frontend_configurations', {
        auth: false,
      });
      return obj(obj(data).pleroma_fe).loginMethod === 'token' ? 'token' : 'password';
    },
    customEmojis: async (): Promise<InstanceEmoji[]> => {
      const { data } = await http.request('GET', '/api/v1/custom_emojis', { auth: false });
      return mapValid(expectList(data, 'custom emoji'), normalizeInstanceEmoji);
    },
  };
}
