import { isObject, str } from '../normalize/read';
import { adminCall } from './admin-common';
import { apiPath } from './path';
import type { ApiContext } from './resource';

/** Pleroma's instance documents: the panel beside the timeline and the terms of service. */
export const INSTANCE_DOCUMENTS = ['instance-panel', 'terms-of-service'] as const;
export type InstanceDocumentName = (typeof INSTANCE_DOCUMENTS)[number];

export function isInstanceDocument(name: string): name is InstanceDocumentName {
  return (INSTANCE_DOCUMENTS as readonly string[]).includes(name);
}

/**
 * `/api/v1/pleroma/admin/instance_document/{name}` (admins only): read the HTML, replace it
 * (uploaded as the `file` part, as Pleroma wants), or delete it to put the shipped one back.
 * A change answers the address the instance serves the document at.
 */
export function adminDocumentsResource(ctx: ApiContext) {
  const { http } = ctx;
  const path = (name: InstanceDocumentName) =>
    apiPath`/api/v1/pleroma/admin/instance_document/${name}`;
  const urlOf = (data: unknown) => (isObject(data) ? str(data.url) : '');
  return {
    get: (name: InstanceDocumentName): Promise<string> =>
      adminCall('admin', async () => {
        const { data } = await http.request('GET', path(name), { text: true });
        return typeof data === 'string' ? data : '';
      }),
    set: (name: InstanceDocumentName, html: string): Promise<string> =>
      adminCall('admin', async () => {
        const formData = new FormData();
        formData.append('file', new Blob([html], { type: 'text/html' }), `${name}.html`);
        const { data } = await http.request('PATCH', path(name), { formData });
        return urlOf(data);
      }),
    reset: (name: InstanceDocumentName): Promise<string> =>
      adminCall('admin', async () => {
        const { data } = await http.request('DELETE', path(name));
        return urlOf(data);
      }),
  };
}

export type AdminDocumentsApi = ReturnType<typeof adminDocumentsResource>;
