import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PleromaClient } from '../../../src/core/api/client';
import { ComposeStore } from '../../../src/core/model/compose';
import { EntityStore } from '../../../src/core/model/entities';
import { attachSticker, StickerCatalogue } from '../../../src/core/model/stickers';
import type { LoggerPort } from '../../../src/core/ports';
import { FakeClock } from '../../../src/core/schedule/fake-clock';
import { type Sandbox, startSandbox } from '../../../src/sandbox/index';

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox({ port: 0 });
});
afterAll(async () => {
  await sandbox.close();
});
beforeEach(async () => {
  sandbox.state.quirks.select({});
  await fetch(`${sandbox.url}/__sandbox/faults`, {
    method: 'DELETE',
    headers: sandbox.hookHeaders,
  });
});

function client(): PleromaClient {
  return new PleromaClient({
    fetch: (url, init) => fetch(url, init),
    baseUrl: sandbox.url,
    token: sandbox.state.tokenFor('alice'),
  });
}

function catalogue(warnings: unknown[] = []): StickerCatalogue {
  const logger: LoggerPort = {
    debug: () => {},
    warn: (...args: unknown[]) => warnings.push(args),
    error: () => {},
  };
  const c = client();
  return new StickerCatalogue({ client: () => c, logger });
}

async function fault(body: Record<string, unknown>) {
  const response = await fetch(`${sandbox.url}/__sandbox/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...sandbox.hookHeaders },
    body: JSON.stringify(body),
  });
  expect(response.ok).toBe(true);
}

describe('sticker packs (Pleroma-FE stickers.json + pack.json)', () => {
  it('loads every pack, sorted by title, with image URLs on the server', async () => {
    const stickers = catalogue();
    expect(stickers.available).toBe(false);
    await stickers.load();
    expect(stickers.state).toBe('loaded');
    expect(stickers.available).toBe(true);
    expect(stickers.packs.map((p) => p.title)).toEqual(['Harbour', 'Seabirds']);
    const seabirds = stickers.packs[1]!;
    expect(seabirds.name).toBe('seabirds');
    expect(seabirds.stickers.map((s) => s.name)).toEqual(['petrel', 'gull', 'puffin']);
    expect(seabirds.stickers[0]!.url).toBe(`${sandbox.url}/static/stickers/seabirds/petrel.png`);
    expect(seabirds.tabIcon).toBe(`${sandbox.url}/static/stickers/seabirds/tab.png`);
    const image = await fetch(seabirds.stickers[0]!.url);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(stickers.refs).toContain('harbour/anchor');
  });

  it('finds a sticker by PACK/NAME, with or without the extension', async () => {
    const stickers = catalogue();
    await stickers.load();
    expect(stickers.find('seabirds/puffin')?.sticker.file).toBe('puffin.png');
    expect(stickers.find('seabirds/puffin.png')?.sticker.name).toBe('puffin');
    expect(stickers.find('harbour/puffin')).toBeNull();
    expect(stickers.find('puffin')).toBeNull();
  });

  it('has no stickers (so no tab) on a server without packs, without an error', async () => {
    sandbox.state.quirks.set('no-stickers', true);
    const warnings: unknown[] = [];
    const stickers = catalogue(warnings);
    await stickers.load();
    expect(stickers.state).toBe('loaded');
    expect(stickers.available).toBe(false);
    expect(warnings).toEqual([]);
  });

  it('only logs a failed load (spec §8), and leaves out a pack whose pack.json fails', async () => {
    await fault({ method: 'GET', path: '/static/stickers.json', status: 500 });
    const warnings: unknown[] = [];
    const failed = catalogue(warnings);
    await failed.load();
    expect(failed.state).toBe('failed');
    expect(failed.available).toBe(false);
    expect(warnings).toHaveLength(1);

    await fault({ method: 'GET', path: '/static/stickers/harbour/pack.json', status: 500 });
    const partial = catalogue();
    await partial.load();
    expect(partial.packs.map((p) => p.name)).toEqual(['seabirds']);
  });

  it('attaching a sticker uploads its image as an attachment of the form', async () => {
    const c = client();
    const store = new ComposeStore({
      client: () => c,
      entities: new EntityStore(),
      clock: new FakeClock(),
      textLimit: () => 5000,
      uploadLimit: () => 16_000_000,
      fileLimit: () => null,
    });
    const media = await store.loadMedia();
    const stickers = catalogue();
    await stickers.load();
    const { sticker } = stickers.find('seabirds/gull')!;
    const bytes = (url: string) => fetch(url).then((r) => r.blob());
    const attached = await attachSticker(media, sticker, bytes);
    expect(attached?.id).toBeTruthy();
    expect(media.attachments.map((a) => [a.name, a.mimeType])).toEqual([['gull.png', 'image/png']]);
    const served = await fetch(media.attachments[0]!.url);
    expect(Buffer.from(await served.arrayBuffer())).toEqual(
      Buffer.from(await (await bytes(sticker.url)).arrayBuffer()),
    );

    // The image cannot be fetched: nothing attached, the form says "Try again later".
    const failing = await attachSticker(media, sticker, () => Promise.reject(new Error('offline')));
    expect(failing).toBeUndefined();
    expect(media.attachments).toHaveLength(1);
    expect(media.error).toEqual({ kind: 'default' });
  });
});
