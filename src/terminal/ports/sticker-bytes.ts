import { readAnswerBytes, streamChunks } from './answer-limit';

/** Spec-free limit: a sticker image downloads at most this much (Pleroma's are small PNGs). */
export const MAX_STICKER_BYTES = 16 * 1024 * 1024;
const FETCH_TIMEOUT_MS = 15_000;

/**
 * A sticker's image for the post form's upload (Pleroma-FE fetches it and uploads it as a
 * file): Node's fetch, counted while streaming so a huge answer stops at the limit.
 */
export async function nodeStickerBytes(url: string): Promise<Blob> {
  const response = await fetch(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  const bytes = await readAnswerBytes(
    streamChunks(response.body),
    MAX_STICKER_BYTES,
    new URL(url).host,
  );
  const type = response.headers.get('content-type')?.split(';')[0]?.trim() || 'image/png';
  return new Blob([new Uint8Array(bytes)], { type });
}
