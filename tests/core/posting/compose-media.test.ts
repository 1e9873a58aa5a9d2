import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PleromaClient } from '../../../src/core/api/client';
import { ComposeStore } from '../../../src/core/model/compose';
import {
  attachmentKindOf,
  DROP_INDICATOR_HIDE_MS,
  type PickedFile,
} from '../../../src/core/model/compose-media';
import { readMediaDraft } from '../../../src/core/model/compose-media-draft';
import { EntityStore } from '../../../src/core/model/entities';
import { FakeClock } from '../../../src/core/schedule/fake-clock';
import { type Sandbox, startSandbox } from '../../../src/sandbox/index';

/** A tiny PNG (1x1) as a picked file. */
function png(name = 'pic.png', size?: number): PickedFile {
  const bytes = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  );
  const blob = new Blob([bytes], { type: 'image/png' });
  return { name, size: size ?? blob.size, type: 'image/png', blob };
}

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox({ port: 0 });
});
afterAll(async () => {
  await sandbox.close();
});

async function form(options: { uploadLimit?: number; fileLimit?: number | null } = {}) {
  const client = new PleromaClient({
    fetch: (url, init) => fetch(url, init),
    baseUrl: sandbox.url,
    token: sandbox.state.tokenFor('alice'),
  });
  const clock = new FakeClock();
  const requests: string[] = [];
  const recording = new PleromaClient({
    fetch: (url, init) => {
      requests.push(`${init?.method ?? 'GET'} ${new URL(url).pathname}`);
      return fetch(url, init);
    },
    baseUrl: sandbox.url,
    token: client.token,
  });
  const store = new ComposeStore({
    client: () => recording,
    entities: new EntityStore(),
    clock,
    textLimit: () => 5000,
    uploadLimit: () => options.uploadLimit ?? 16_000_000,
    fileLimit: () => (options.fileLimit === undefined ? null : options.fileLimit),
  });
  const media = await store.loadMedia();
  // Loading the media code makes no request.
  expect(requests).toEqual([]);
  return { store, media, clock, requests };
}

async function fault(body: Record<string, unknown>) {
  const response = await fetch(`${sandbox.url}/__sandbox/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...sandbox.hookHeaders },
    body: JSON.stringify(body),
  });
  expect(response.ok).toBe(true);
}

describe('post form media (spec part 2 §5 Uploads)', () => {
  it('reads the attachment type from the MIME type', () => {
    expect(attachmentKindOf('image/png')).toBe('image');
    expect(attachmentKindOf('video/webm; codecs=vp9')).toBe('video');
    expect(attachmentKindOf('audio/ogg')).toBe('audio');
    expect(attachmentKindOf('application/x-shockwave-flash')).toBe('flash');
    expect(attachmentKindOf('text/html')).toBe('html');
    expect(attachmentKindOf('application/pdf')).toBe('unknown');
  });

  it('uploads as multipart, each file separately, and posts their ids with the sensitive flag', async () => {
    const { store, requests, media } = await form();
    await media.upload([png('a.png'), png('b.png')]);
    expect(media.attachments.map((a) => [a.name, attachmentKindOf(a.mimeType)])).toEqual([
      ['a.png', 'image'],
      ['b.png', 'image'],
    ]);
    expect(requests.filter((r) => r === 'POST /api/v1/media')).toHaveLength(2);
    media.setSensitive(true);
    // Files alone make a post: no "empty status" error.
    const id = await store.send();
    expect(id).toBeDefined();
    const posted = sandbox.state.statuses.get(id!);
    expect(posted?.mediaIds).toHaveLength(2);
    expect(posted?.sensitive).toBe(true);
    expect(media.attachments).toEqual([]);
  });

  it('refuses a file over the upload limit before sending anything', async () => {
    const { requests, media } = await form({ uploadLimit: 1000 });
    await media.upload([png('big.png', 1536)]);
    expect(media.error).toEqual({ kind: 'file_too_big', size: 1536, allowed: 1000 });
    expect(requests).toEqual([]);
  });

  it('disables the control at the file limit; a drop past it uploads only what fits', async () => {
    const { requests, media } = await form({ fileLimit: 2 });
    expect(media.canAttach).toBe(true);
    await media.drop([png('1.png'), png('2.png'), png('3.png')]);
    expect(media.attachments).toHaveLength(2);
    expect(media.canAttach).toBe(false);
    expect(requests).toHaveLength(2);
  });

  it('a paste uploads only the first file', async () => {
    const { media } = await form();
    await media.paste([png('first.png'), png('second.png')]);
    expect(media.attachments.map((a) => a.name)).toEqual(['first.png']);
  });

  it('hides the drop indicator 500 ms after the drag ends', async () => {
    const { clock, media } = await form();
    media.dragOver();
    expect(media.dropIndicator).toBe('show');
    media.dragEnd();
    expect(media.dropIndicator).toBe('fade');
    await clock.advance(DROP_INDICATOR_HIDE_MS - 1);
    expect(media.dropIndicator).toBe('fade');
    await clock.advance(1);
    expect(media.dropIndicator).toBe('hide');
  });

  it('names the server reason of a failed upload, or the default', async () => {
    const { media } = await form();
    await fault({
      method: 'POST',
      path: '/api/v1/media',
      status: 422,
      body: '{"error":"Bad file"}',
    });
    await media.upload([png()]);
    expect(media.error).toEqual({ kind: 'server', detail: 'Bad file' });
    await fault({ method: 'POST', path: '/api/v1/media', status: 0, body: '' });
    await media.upload([png()]);
    expect(media.error).toEqual({ kind: 'default' });
    expect(media.uploading).toBe(false);
  });

  it('saves descriptions per file id before posting; a failure stops posting', async () => {
    const { store, requests, media } = await form();
    await media.upload([png()]);
    const id = media.attachments[0]!.id;
    media.describe(id, 'a red dot');
    store.setText('with a picture');
    await fault({ method: 'PUT', path: `/api/v1/media/${id}`, status: 500, body: '{}' });
    expect(await store.send()).toBeUndefined();
    expect(store.error).toEqual({ kind: 'media_description' });
    expect(requests).not.toContain('POST /api/v1/statuses');
    expect(store.text).toBe('with a picture');
    // The retry saves it and posts.
    const posted = await store.send();
    expect(posted).toBeDefined();
    expect(sandbox.state.media.get(id)?.description).toBe('a red dot');
    expect(requests.indexOf(`PUT /api/v1/media/${id}`)).toBeLessThan(
      requests.indexOf('POST /api/v1/statuses'),
    );
  });

  it('ignores submit while the emoji picker is open', async () => {
    const { store, requests } = await form();
    store.setText('hello');
    store.setEmojiPickerOpen(true);
    expect(await store.send()).toBeUndefined();
    expect(requests).toEqual([]);
  });

  it('keeps attachment ids and descriptions in the draft, as plain data', async () => {
    const { store, media } = await form();
    await media.upload([png('keep.png')]);
    const id = media.attachments[0]!.id;
    media.describe(id, 'kept');
    media.setSensitive(true);
    const stored = JSON.parse(JSON.stringify(store.snapshot())) as Record<string, unknown>;
    const read = readMediaDraft({ attachments: stored.media, sensitive: stored.sensitive });
    expect(read?.sensitive).toBe(true);
    expect(read?.attachments.map((a) => [a.id, a.name, a.description])).toEqual([
      [id, 'keep.png', 'kept'],
    ]);
    // A restored draft holds its files before the media code is even loaded.
    const other = new ComposeStore({
      client: () => {
        throw new Error('no request expected');
      },
      entities: new EntityStore(),
      clock: new FakeClock(),
      textLimit: () => 5000,
    });
    other.restore(store.snapshot());
    expect(other.attachmentCount).toBe(1);
    expect(other.isDirty).toBe(true);
    expect((await other.loadMedia()).mediaIds).toEqual([id]);
  });
});
