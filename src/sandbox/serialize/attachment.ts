import type { JsonObject } from '../json';
import type { MediaRecord } from '../records';
import type { SandboxState } from '../state';

/** Pleroma's Attachment. The URL points at bytes the sandbox really serves. */
export function serializeAttachment(state: SandboxState, m: MediaRecord): JsonObject {
  const url = `${state.baseUrl}${m.path}`;
  // Audio and plain files have no pixel size; Pleroma sends an empty meta for them.
  const size =
    m.width && m.height ? { width: m.width, height: m.height, aspect: m.width / m.height } : null;
  return {
    blurhash: m.blurhash,
    description: m.description,
    id: m.id,
    meta: size ? { original: size, small: size } : {},
    pleroma: { mime_type: m.mimeType, name: m.name },
    preview_url: url,
    remote_url: url,
    text_url: url,
    type: m.type,
    url,
  };
}
