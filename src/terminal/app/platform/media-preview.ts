/**
 * Inline image previews for the media viewer.
 *
 * Decision: always terminal-image's ANSI rendering (coloured half blocks), never the kitty
 * or iTerm2 image protocols. Protocol images are placed at the cursor outside the text
 * grid; Ink redraws lines on every change and would leave them behind or wipe them, while
 * half blocks are ordinary coloured text that Ink lays out and clears like any other and
 * that works over SSH and in tmux. A terminal that cannot draw colour (TERM=dumb, NO_COLOR)
 * gets the opener instead.
 */

import { RefusedAnswerError } from '../../../core/errors';
import { readAnswerBytes, streamChunks } from '../../ports/answer-limit';

/** Spec-free limit: a preview downloads at most this much. */
export const MAX_PREVIEW_BYTES = 20 * 1024 * 1024;
const FETCH_TIMEOUT_MS = 15_000;

export interface MediaPreview {
  /** Whether this terminal can draw previews at all. */
  readonly supported: boolean;
  /** The image at `url` as ANSI text of at most `columns` × `rows`. Rejects on failure. */
  render(url: string, size: { columns: number; rows: number }): Promise<string>;
}

export function terminalCanDrawImages(env: NodeJS.ProcessEnv = process.env): boolean {
  if (env.NO_COLOR !== undefined && env.NO_COLOR !== '') return false;
  return env.TERM !== 'dumb';
}

/** Downloads with Node's fetch and renders with terminal-image (loaded on first use). */
export function ansiMediaPreview(env: NodeJS.ProcessEnv = process.env): MediaPreview {
  return {
    supported: terminalCanDrawImages(env),
    render: async (url, size) => {
      const response = await fetch(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      // Counted while streaming: a compressed "image" inflating to gigabytes stops at the limit.
      const bytes = await readAnswerBytes(
        streamChunks(response.body),
        MAX_PREVIEW_BYTES,
        new URL(url).host,
      ).catch((error: unknown) => {
        if (error instanceof RefusedAnswerError)
          throw new Error('the image is too large to preview');
        throw error;
      });
      const { default: terminalImage } = await import('terminal-image');
      const art = await terminalImage.buffer(bytes, {
        width: Math.max(1, size.columns),
        height: Math.max(1, size.rows),
        preferNativeRender: false,
      });
      return onlyColours(art);
    },
  };
}

/** Keep colour (SGR) sequences and line breaks; drop any other control that might sneak in. */
export function onlyColours(text: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: filtering control characters is the point
  return text.replace(/\x1b\[[0-9;]*m|[\x00-\x09\x0b-\x1f\x7f-\x9f]/g, (match) =>
    match.length > 1 ? match : '',
  );
}
