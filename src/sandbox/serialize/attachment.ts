import type { JsonObject } from '../json';
import type { MediaRecord } from '../records';
import type { SandboxState } from '../state';

/** Pleroma's Attachment. The URL points at bytes the sandbox really serves. */
export function serializeAttachment(state: SandboxState, m: MediaRecord): JsonObject {
  const url = `${state.baseUrl}${m.path}`;
  const size = { width: m.width, height: m.height, aspect: m.width / m.height };
  return {
    blurhash: m.blurhash,
    description: m.description,
    id: m.id,
    meta: { original: size, small: size },
    pleroma: { mime_type: m.mimeType, name: m.name },
    preview_url: url,
    remote_url: url,
    text_url: url,
    type: m.type,
    url,
  };
}
