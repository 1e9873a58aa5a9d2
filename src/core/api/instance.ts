import type { Instance, InstanceEmoji } from '../domain/types';
import { MalformedResponseError } from '../errors';
import { normalizeInstance, normalizeInstanceEmoji } from '../normalize';
import { mapValid } from '../normalize/read';
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
    customEmojis: async (): Promise<InstanceEmoji[]> => {
      const { data } = await http.request('GET', '/api/v1/custom_emojis', { auth: false });
      return mapValid(expectList(data, 'custom emoji'), normalizeInstanceEmoji);
    },
  };
}
