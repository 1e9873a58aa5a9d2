import { mkdtemp, rm, truncate, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Sandbox, startSandbox } from '../../src/sandbox/index';
import { loginWithToken, runCli } from './run-cli';

/**
 * `petrel upload` and `petrel post --media` as processes against the sandbox: multipart
 * uploads with descriptions, the sensitive flag, and the local checks (exit 2) before any
 * upload.
 */

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

let sandbox: Sandbox;
let configDir: string;
let files: string;
const cli = (args: string[]) => runCli(args, { configDir });

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0 });
  configDir = await mkdtemp(join(tmpdir(), 'petrel-media-cli-'));
  files = await mkdtemp(join(tmpdir(), 'petrel-media-files-'));
  await writeFile(join(files, 'dot.png'), PNG);
  await writeFile(join(files, 'song.ogg'), Buffer.from('OggS fake audio'));
  // Sparse: over the sandbox's 16 MB limit without writing 17 MB.
  await writeFile(join(files, 'huge.png'), '');
  await truncate(join(files, 'huge.png'), 17 * 1024 * 1024);
  await loginWithToken(sandbox.url, sandbox.state.tokenFor('alice'), configDir);
});

afterAll(async () => {
  await sandbox.close();
  await rm(configDir, { recursive: true, force: true });
  await rm(files, { recursive: true, force: true });
});

function mediaCount(): number {
  return sandbox.state.media.size;
}

describe('petrel upload', () => {
  it('uploads a file with its description and prints the attachment as JSON', async () => {
    const result = await cli([
      'upload',
      join(files, 'dot.png'),
      '--description',
      'a red dot',
      '--json',
    ]);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    const attachment = JSON.parse(result.stdout) as Record<string, unknown>;
    expect(attachment).toMatchObject({ type: 'image', description: 'a red dot' });
    expect(sandbox.state.media.get(String(attachment.id))?.mimeType).toBe('image/png');
  });

  it('refuses a missing file with exit 2 before any request', async () => {
    const result = await cli(['upload', join(files, 'nope.png')]);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(`No such file: ${join(files, 'nope.png')}`);
  });

  it('refuses a file over the instance upload limit before sending it', async () => {
    const before = mediaCount();
    const result = await cli(['upload', join(files, 'huge.png')]);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('huge.png: Upload failed. File too big [17MiB / 15.26MiB]');
    expect(mediaCount()).toBe(before);
  });

  it("says the server's reason when the upload is refused", async () => {
    const response = await fetch(`${sandbox.url}/__sandbox/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...sandbox.hookHeaders },
      body: JSON.stringify({
        method: 'POST',
        path: '/api/v1/media',
        status: 422,
        body: '{"error":"Unsupported file"}',
      }),
    });
    expect(response.ok).toBe(true);
    const result = await cli(['upload', join(files, 'dot.png')]);
    expect(result.code).toBe(5);
    expect(result.stderr).toContain('dot.png: Upload failed: Unsupported file');
  });
});

describe('petrel post --media', () => {
  it('posts two files, each with its own description, marked sensitive', async () => {
    const result = await cli([
      'post',
      'two files',
      '--media',
      join(files, 'dot.png'),
      '--description',
      'the dot',
      '--media',
      join(files, 'song.ogg'),
      '--sensitive',
      '--json',
    ]);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    const status = JSON.parse(result.stdout) as {
      sensitive: boolean;
      media_attachments: Array<{ type: string; description: string }>;
    };
    expect(status.sensitive).toBe(true);
    expect(status.media_attachments.map((a) => [a.type, a.description])).toEqual([
      ['image', 'the dot'],
      ['audio', ''],
    ]);
  });

  it('posts files without text', async () => {
    const result = await cli(['post', '', '--media', join(files, 'dot.png'), '--json']);
    expect(result.code).toBe(0);
    expect(JSON.parse(result.stdout).media_attachments).toHaveLength(1);
  });

  it('uploads nothing when one of the files is missing or too big', async () => {
    const before = mediaCount();
    const missing = await cli(['post', 'x', '--media', join(files, 'dot.png'), '--media', 'nope']);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('No such file: nope');
    const big = await cli([
      'post',
      'x',
      '--media',
      join(files, 'dot.png'),
      '--media',
      join(files, 'huge.png'),
    ]);
    expect(big.code).toBe(2);
    expect(big.stderr).toContain('File too big');
    expect(mediaCount()).toBe(before);
  });

  it('refuses a --description with no --media before it', async () => {
    const result = await cli(['post', 'x', '--description', 'alt']);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('--description describes the --media or --sticker before it');
  });
});

describe('petrel post --sticker (Pleroma-FE sticker packs)', () => {
  it('uploads the sticker image as an attachment, in order with --media, described', async () => {
    const result = await cli([
      'post',
      'a puffin and a dot',
      '--sticker',
      'seabirds/puffin',
      '--description',
      'a puffin sticker',
      '--media',
      join(files, 'dot.png'),
      '--json',
    ]);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    const status = JSON.parse(result.stdout) as {
      media_attachments: Array<{ id: string; type: string; description: string }>;
    };
    expect(status.media_attachments.map((a) => [a.type, a.description])).toEqual([
      ['image', 'a puffin sticker'],
      ['image', ''],
    ]);
    // The uploaded bytes are the sticker's own image.
    const sticker = await fetch(`${sandbox.url}/static/stickers/seabirds/puffin.png`);
    const uploaded = sandbox.state.media.get(status.media_attachments[0]!.id);
    expect(uploaded?.mimeType).toBe('image/png');
    const served = await fetch(`${sandbox.url}${uploaded?.path}`);
    expect(Buffer.from(await served.arrayBuffer())).toEqual(
      Buffer.from(await sticker.arrayBuffer()),
    );
  });

  it('refuses a malformed name locally, and an unknown sticker naming the packs', async () => {
    const before = mediaCount();
    const malformed = await cli(['post', 'x', '--sticker', 'puffin']);
    expect(malformed.code).toBe(2);
    expect(malformed.stderr).toContain('a sticker is named PACK/NAME');
    const unknown = await cli(['post', 'x', '--sticker', 'seabirds/albatross']);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('No such sticker: seabirds/albatross;');
    expect(unknown.stderr).toContain('seabirds/puffin');
    expect(mediaCount()).toBe(before);
  });

  it('says when the server has no stickers', async () => {
    sandbox.state.quirks.set('no-stickers', true);
    try {
      const result = await cli(['post', 'x', '--sticker', 'seabirds/puffin']);
      expect(result.code).toBe(2);
      expect(result.stderr).toContain('has no stickers');
    } finally {
      sandbox.state.quirks.set('no-stickers', false);
    }
  });
});
