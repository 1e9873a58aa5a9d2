import { RefusedAnswerError } from '../../core/errors';

/**
 * Largest decoded answer accepted. The biggest legitimate API answers (a page of 40
 * statuses with long threads or emoji lists) are a few MiB; a compressed "bomb" of 0.6 MB
 * inflating to 600 MB must end in a clear error, not in gigabytes of memory.
 */
export const MAX_ANSWER_BYTES = 64 * 1024 * 1024;

/**
 * Reads a decoded body, refusing it as soon as it passes `limit` bytes. Counting while
 * streaming (not after buffering) keeps memory bounded by the limit; leaving the loop
 * early closes the body's connection, so the rest is never read.
 */
export async function readAnswerBytes(
  body: AsyncIterable<Uint8Array> | null,
  limit: number,
  host: string,
): Promise<Buffer> {
  if (!body) return Buffer.alloc(0);
  const chunks: Uint8Array[] = [];
  let total = 0;
  for await (const chunk of body) {
    total += chunk.byteLength;
    if (total > limit) {
      throw new RefusedAnswerError(
        'too-large',
        `answer too large: ${host} sent more than ${describeSize(limit)}; Petrel stopped reading it`,
      );
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks, total);
}

/** `readAnswerBytes` as UTF-8 text. */
export async function readAnswerText(
  body: AsyncIterable<Uint8Array> | null,
  limit: number,
  host: string,
): Promise<string> {
  return (await readAnswerBytes(body, limit, host)).toString('utf8');
}

/** What is used of a web ReadableStream (undici's and Node's fetch bodies differ in type). */
export interface ByteStream {
  getReader(): {
    read(): Promise<{ done: boolean; value?: Uint8Array }>;
    cancel(): Promise<void>;
  };
  cancel(): Promise<void>;
}

/** A web ReadableStream (a fetch body) as chunks; leaving early cancels the stream. */
export async function* streamChunks(stream: ByteStream | null): AsyncGenerator<Uint8Array> {
  if (!stream) return;
  const reader = stream.getReader();
  let finished = false;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done || !value) {
        finished = true;
        return;
      }
      yield value;
    }
  } finally {
    if (!finished) await reader.cancel().catch(() => undefined);
  }
}

function describeSize(bytes: number): string {
  const mib = bytes / (1024 * 1024);
  return mib >= 1 && Number.isInteger(mib) ? `${mib} MiB` : `${bytes} bytes`;
}
