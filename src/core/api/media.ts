import type { Attachment } from '../domain/types';
import { normalizeAttachment } from '../normalize/status';
import { apiPath } from './path';
import { type ApiContext, expectEntity } from './resource';

/** A file to upload: a browser `File` is one, Node makes one with `fs.openAsBlob`. */
export interface MediaUpload {
  readonly file: Blob;
  readonly name: string;
  readonly description?: string;
}

/** `/api/v1/media`: multipart upload (field `file`) and the description `PUT` (spec part 2 §7). */
export function mediaResource({ http }: ApiContext) {
  const attachment = (data: unknown) =>
    expectEntity(data, normalizeAttachment, 'The server answered with something that is not media');
  return {
    upload: async (upload: MediaUpload): Promise<Attachment> => {
      // The platform's FormData writes the multipart body and its boundary (fetch/undici).
      const form = new FormData();
      form.append('file', upload.file, upload.name);
      if (upload.description) form.append('description', upload.description);
      const { data } = await http.request('POST', '/api/v1/media', { formData: form });
      return attachment(data);
    },
    describe: async (id: string, description: string): Promise<Attachment> => {
      const { data } = await http.request('PUT', apiPath`/api/v1/media/${id}`, {
        json: { description },
      });
      return attachment(data);
    },
  };
}
