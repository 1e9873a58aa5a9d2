import { gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import {
  ansiMediaPreview,
  MAX_PREVIEW_BYTES,
} from '../../../src/terminal/app/platform/media-preview';
import { type HostileServer, startHostileServer } from '../../support/hostile-server';

let server: HostileServer | undefined;
afterEach(async () => {
  await server?.close();
});

describe('the media preview download', () => {
  it('stops reading a gzip-encoded "image" as soon as it inflates past the preview limit', async () => {
    const member = gzipSync(Buffer.alloc(1024 * 1024));
    const mib = MAX_PREVIEW_BYTES / (1024 * 1024) + 8;
    const bomb = Buffer.concat(Array.from({ length: mib }, () => member));
    let closed = false;
    server = await startHostileServer({
      handler: (_req, res) => {
        res.on('close', () => {
          closed = true;
        });
        // No content-length, and the answer never ends: only counting while reading stops it
        // (reading it all first would wait for an end that never comes).
        res.writeHead(200, { 'content-type': 'image/png', 'content-encoding': 'gzip' });
        res.write(bomb);
      },
    });
    const preview = ansiMediaPreview({ TERM: 'xterm-256color' });
    await expect(
      preview.render(`${server.url}/media/a.png`, { columns: 10, rows: 5 }),
    ).rejects.toThrow('the image is too large to preview');
    await expect.poll(() => closed).toBe(true);
  });
});
