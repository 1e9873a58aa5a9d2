import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PleromaClient } from '../../../src/core/api/client';
import { ComposeStore } from '../../../src/core/model/compose';
import {
  attachmentKindOf,
  DROP_INDICATOR_HIDE_MS,
  type PickedFile,
  readMediaDraft,
} from '../../../src/core/model/compose-media';
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

function form(options: { uploadLimit?: number; fileLimit?: number | null } = {}) {
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
  return { store, clock, requests };
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
    const { store, requests } = form();
    await store.media.upload([png('a.png'), png('b.png')]);
    expect(store.media.attachments.map((a) => [a.name, a.kind])).toEqual([
      ['a.png', 'image'],
      ['b.png', 'image'],
    ]);
    expect(requests.filter((r) => r === 'POST /api/v1/media')).toHaveLength(2);
    store.media.setSensitive(true);
    // Files alone make a post: no "empty status" error.
    const id = await store.send();
    expect(id).toBeDefined();
    const posted = sandbox.state.statuses.get(id!);
    expect(posted?.mediaIds).toHaveLength(2);
    expect(posted?.sensitive).toBe(true);
    expect(store.media.attachments).toEqual([]);
  });

  it('refuses a file over the upload limit before sending anything', async () => {
    const { store, requests } = form({ uploadLimit: 1000 });
    await store.media.upload([png('big.png', 1536)]);
    expect(store.media.error).toEqual({ kind: 'file_too_big', size: 1536, allowed: 1000 });
    expect(requests).toEqual([]);
  });

  it('disables the control at the file limit; a drop past it uploads only what fits', async () => {
    const { store, requests } = form({ fileLimit: 2 });
    expect(store.media.canAttach).toBe(true);
    await store.media.drop([png('1.png'), png('2.png'), png('3.png')]);
    expect(store.media.attachments).toHaveLength(2);
    expect(store.media.canAttach).toBe(false);
    expect(requests).toHaveLength(2);
  });

  it('a paste uploads only the first file', async () => {
    const { store } = form();
    await store.media.paste([png('first.png'), png('second.png')]);
    expect(store.media.attachments.map((a) => a.name)).toEqual(['first.png']);
  });

  it('hides the drop indicator 500 ms after the drag ends', async () => {
    const { store, clock } = form();
    store.media.dragOver();
    expect(store.media.dropIndicator).toBe('show');
    store.media.dragEnd();
    expect(store.media.dropIndicator).toBe('fade');
    await clock.advance(DROP_INDICATOR_HIDE_MS - 1);
    expect(store.media.dropIndicator).toBe('fade');
    await clock.advance(1);
    expect(store.media.dropIndicator).toBe('hide');
  });

  it('names the server reason of a failed upload, or the default', async () => {
    const { store } = form();
    await fault({
      method: 'POST',
      path: '/api/v1/media',
      status: 422,
      body: '{"error":"Bad file"}',
    });
    await store.media.upload([png()]);
    expect(store.media.error).toEqual({ kind: 'server', detail: 'Bad file' });
    await fault({ method: 'POST', path: '/api/v1/media', status: 0, body: '' });
    await store.media.upload([png()]);
    expect(store.media.error).toEqual({ kind: 'default' });
    expect(store.media.uploading).toBe(false);
  });

  it('saves descriptions per file id before posting; a failure stops posting', async () => {
    const { store, requests } = form();
    await store.media.upload([png()]);
    const id = store.media.attachments[0]!.id;
    store.media.describe(id, 'a red dot');
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
    const { store, requests } = form();
    store.setText('hello');
    store.setEmojiPickerOpen(true);
    expect(await store.send()).toBeUndefined();
    expect(requests).toEqual([]);
  });

  it('keeps attachment ids and descriptions in the draft, as plain data', async () => {
    const { store } = form();
    await store.media.upload([png('keep.png')]);
    const id = store.media.attachments[0]!.id;
    store.media.describe(id, 'kept');
    store.media.setSensitive(true);
    const stored = JSON.parse(JSON.stringify(store.draft())) as Record<string, unknown>;
    const media = readMediaDraft(stored.media);
    expect(media?.sensitive).toBe(true);
    expect(media?.attachments.map((a) => [a.id, a.name, a.description])).toEqual([
      [id, 'keep.png', 'kept'],
    ]);
    const other = form().store;
    other.restoreDraft({ ...store.draft(), media });
    expect(other.media.mediaIds).toEqual([id]);
    expect(other.isDirty).toBe(true);
  });
});
