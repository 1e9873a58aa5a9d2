import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cleanup } from 'ink-testing-library';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { FetchInit, FetchPort, FetchResponse } from '../../../src/core/ports';
import { FakeServer } from './support/fake-server';
import { KEYS, renderApp } from './support/render-app';
import { createTestRoot } from './support/test-root';

afterEach(() => cleanup());

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'petrel-tui-attach-'));
  await mkdir(join(dir, 'pics'));
  await writeFile(join(dir, 'pics', 'dot.png'), Buffer.alloc(70, 1));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

function answer(status: number, body: unknown): FetchResponse {
  const text = JSON.stringify(body);
  return {
    status,
    ok: status < 400,
    headers: { get: () => null },
    text: async () => text,
  };
}

/** The fake server plus Pleroma's media calls (upload answers an attachment). */
class MediaServer extends FakeServer {
  readonly uploads: Array<{ name: string; type: string }> = [];
  readonly described: Array<{ id: string; body: string }> = [];
  constructor() {
    super();
    const base = this.fetch;
    const fetch: FetchPort = async (input: string, init: FetchInit = {}) => {
      const path = new URL(input).pathname;
      if (init.method === 'POST' && path === '/api/v1/media') {
        const file = (init.body as FormData).get('file') as File;
        this.uploads.push({ name: file.name, type: file.type });
        return answer(200, {
          id: 'm1',
          type: 'image',
          url: 'https://pleroma.example/media/m1.png',
          preview_url: 'https://pleroma.example/media/m1.png',
          description: '',
          pleroma: { mime_type: file.type },
        });
      }
      if (init.method === 'PUT' && path === '/api/v1/media/m1') {
        this.described.push({ id: 'm1', body: String(init.body) });
        return answer(200, { id: 'm1', type: 'image', url: 'https://pleroma.example/m1.png' });
      }
      return base(input, init);
    };
    Object.defineProperty(this, 'fetch', { value: fetch });
  }
}

describe('compose: attach a file by path', () => {
  it('completes the path, uploads it, takes its description and posts it', async () => {
    const server = new MediaServer();
    server.addStatus({ content: '<p>Existing post</p>' });
    const test = await createTestRoot({ server, signedIn: true });
    const app = renderApp(test.root);
    await app.waitForText('Existing post');
    await app.press('c', 'With a picture', KEYS.tab, KEYS.tab);
    await app.waitForText('Attach:');
    // Tab completes the typed path as far as it is unambiguous.
    await app.press(join(dir, 'pi'), KEYS.tab);
    await app.waitForText(`${join(dir, 'pics')}/`);
    await app.press('do', KEYS.tab);
    await app.waitForText(join(dir, 'pics', 'dot.png'));
    await app.press(KEYS.enter);
    await app.waitForText('Description of dot.png');
    expect(server.uploads).toEqual([{ name: 'dot.png', type: 'image/png' }]);
    expect(app.frame()).toContain('• dot.png · 70B · no description');
    await app.press('a red dot', KEYS.enter);
    await app.waitForText('• dot.png · 70B · a red dot');
    await app.press(KEYS.ctrlS);
    await app.waitFor(() => server.requestsTo('POST', '/api/v1/statuses').length === 1, 'post');
    // The description was saved per file id before posting.
    expect(server.described).toEqual([
      { id: 'm1', body: JSON.stringify({ description: 'a red dot' }) },
    ]);
    const [post] = server.requestsTo('POST', '/api/v1/statuses');
    expect(JSON.parse(post?.body ?? '{}')).toMatchObject({
      status: 'With a picture',
      media_ids: ['m1'],
    });
  });

  it('says so when the path names no file, and uploads nothing', async () => {
    const server = new MediaServer();
    server.addStatus({ content: '<p>Existing post</p>' });
    const test = await createTestRoot({ server, signedIn: true });
    const app = renderApp(test.root);
    await app.waitForText('Existing post');
    await app.press('c', KEYS.tab, KEYS.tab, join(dir, 'nope.png'), KEYS.enter);
    await app.waitForText('No such file:');
    expect(server.uploads).toEqual([]);
  });

  it('offers :emoji suggestions and takes the first with Tab', async () => {
    const server = new MediaServer();
    server.addStatus({ content: '<p>Existing post</p>' });
    const test = await createTestRoot({ server, signedIn: true });
    const app = renderApp(test.root);
    await app.waitForText('Existing post');
    await app.press('c', 'hi :thumbsu');
    await app.waitForText(':thumbsup:');
    await app.press(KEYS.tab);
    await app.waitFor((f) => f.includes('hi 👍') && !f.includes(':thumbsup:'), 'replaced');
  });
});

/** The fake server with one sticker pack (Pleroma-FE's stickers.json + pack.json). */
function withStickers(server: MediaServer): void {
  server.extraRoutes.set('GET /static/stickers.json', () =>
    answer(200, { seabirds: '/static/stickers/seabirds/' }),
  );
  server.extraRoutes.set('GET /static/stickers/seabirds/pack.json', () =>
    answer(200, {
      title: 'Seabirds',
      tabIcon: 'petrel.png',
      stickers: ['petrel.png', 'puffin.png'],
    }),
  );
}

describe('compose: stickers on the attach line', () => {
  it('lists the stickers by name, completes :pack/name and uploads the chosen image', async () => {
    const server = new MediaServer();
    server.addStatus({ content: '<p>Existing post</p>' });
    withStickers(server);
    const test = await createTestRoot({ server, signedIn: true });
    const fetched: string[] = [];
    const stickerBytes = async (url: string) => {
      fetched.push(url);
      return new Blob([Buffer.alloc(40, 2)], { type: 'image/png' });
    };
    const app = renderApp(test.root, { stickerBytes });
    await app.waitForText('Existing post');
    await app.press('c', 'A puffin', KEYS.tab, KEYS.tab);
    // The hint on the empty attach line names every sticker.
    await app.waitForText(':seabirds/petrel :seabirds/puffin');
    await app.press(':sea', KEYS.tab);
    await app.waitForText('Attach: :seabirds/');
    await app.press('pu', KEYS.tab);
    await app.waitForText('Attach: :seabirds/puffin');
    await app.press(KEYS.enter);
    await app.waitForText('Description of puffin.png');
    expect(fetched).toEqual(['https://fake.test/static/stickers/seabirds/puffin.png']);
    expect(server.uploads).toEqual([{ name: 'puffin.png', type: 'image/png' }]);
    expect(app.frame()).toContain('• puffin.png · 40B · no description');
    await app.press(KEYS.enter, KEYS.ctrlS);
    await app.waitFor(() => server.requestsTo('POST', '/api/v1/statuses').length === 1, 'post');
    const [post] = server.requestsTo('POST', '/api/v1/statuses');
    expect(JSON.parse(post?.body ?? '{}')).toMatchObject({ status: 'A puffin', media_ids: ['m1'] });
  });

  it('names an unknown sticker and uploads nothing; no packs, no sticker hint', async () => {
    const server = new MediaServer();
    server.addStatus({ content: '<p>Existing post</p>' });
    const test = await createTestRoot({ server, signedIn: true });
    const app = renderApp(test.root);
    await app.waitForText('Existing post');
    await app.press('c', KEYS.tab, KEYS.tab);
    await app.waitForText('path, Enter: upload');
    expect(app.frame()).not.toContain('stickers:');
    await app.press(':seabirds/gull', KEYS.enter);
    await app.waitForText('No such sticker: seabirds/gull');
    expect(server.uploads).toEqual([]);
  });
});
