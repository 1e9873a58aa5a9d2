/**
 * Issue 16, "A Pleroma front-end": the zip `npm run build:frontend` makes (index.html at its
 * root), built for `/petrel/` and served from there by a stand-in for Pleroma: the zip's files
 * under the path, index.html for any other page under it, and the API (the sandbox's) at
 * the same origin, as a Pleroma that installed the front-end serves it.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';
import { unzipSync } from 'fflate';
import mime from 'mime';
import { SANDBOX } from './env';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const MOUNT = '/petrel/';

let server: Server | undefined;
let origin = '';
let work = '';

async function proxy(req: IncomingMessage, res: ServerResponse): Promise<void> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (typeof value === 'string' && name !== 'host' && name !== 'connection')
      headers.set(name, value);
  }
  const answer = await fetch(`${SANDBOX()}${req.url ?? '/'}`, {
    method: req.method ?? 'GET',
    headers,
    body: chunks.length > 0 ? Buffer.concat(chunks) : undefined,
    redirect: 'manual',
  });
  const body = Buffer.from(await answer.arrayBuffer());
  const out: Record<string, string> = {};
  answer.headers.forEach((value, name) => {
    if (!['content-encoding', 'content-length', 'transfer-encoding', 'connection'].includes(name))
      out[name] = value;
  });
  res.writeHead(answer.status, out).end(body);
}

test.beforeAll(async () => {
  test.setTimeout(240_000);
  work = await mkdtemp(join(tmpdir(), 'petrel-frontend-e2e-'));
  const zipFile = join(work, 'petrel-frontend.zip');
  await promisify(execFile)(
    process.execPath,
    ['bin/frontend-zip.mjs', '--base', MOUNT, '--out', zipFile],
    { cwd: ROOT },
  );
  const files = unzipSync(new Uint8Array(await readFile(zipFile)));
  const index = files['index.html'];
  if (!index) throw new Error('the zip has no index.html at its root');
  server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    if (!path.startsWith(MOUNT)) {
      proxy(req, res).catch(() => res.writeHead(502).end());
      return;
    }
    const file = files[decodeURIComponent(path.slice(MOUNT.length))];
    if (file) {
      res.writeHead(200, { 'content-type': mime.getType(path) ?? 'application/octet-stream' });
      res.end(file);
      return;
    }
    // Any other page under the mount is the app's to route.
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(index);
  });
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  if (work) await rm(work, { recursive: true, force: true });
});

test('served from a sub-path: a deep link opens, links stay under the path, sign-in lands there', async ({
  page,
}) => {
  const failed: string[] = [];
  page.on('response', (res) => {
    if (res.status() >= 400) failed.push(`${res.status()} ${res.url()}`);
  });
  await page.goto(`${origin}${MOUNT}main/public`);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Local' })).toBeVisible();
  await expect(main.locator('article.status').first()).toBeVisible();
  // Petrel's own logo comes from the front-end's folder. (Once the instance's configuration
  // arrives its logo may take the place: then Petrel's is hidden, but still loaded.)
  const logo = page.getByRole('img', { name: 'Site logo', includeHidden: true });
  await expect(logo).toHaveAttribute('src', `${MOUNT}logo.svg`);
  await expect
    .poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  // The app's own links keep the path.
  await expect(page.getByRole('link', { name: 'Log in' }).first()).toHaveAttribute(
    'href',
    `${MOUNT}login`,
  );

  await page.goto(`${origin}${MOUNT}login`);
  await main.getByLabel('Username').fill('alice');
  await main.getByLabel('Password').fill('sandbox');
  await main.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(`${origin}${MOUNT}main/friends`);
  await expect(main.locator('article.status').first()).toBeVisible();
  expect(failed.filter((line) => line.includes(MOUNT))).toEqual([]);
});

test('served from a sub-path: the manifest and the one service worker stay under the path', async ({
  browser,
}) => {
  const context = await browser.newContext({ serviceWorkers: 'allow' });
  const page = await context.newPage();
  await page.goto(`${origin}${MOUNT}main/public`);
  await expect(page.getByRole('main').locator('article.status').first()).toBeVisible();
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute(
    'href',
    `${MOUNT}manifest.webmanifest`,
  );
  const manifest = (await (
    await page.request.get(`${origin}${MOUNT}manifest.webmanifest`)
  ).json()) as { start_url: string; scope: string };
  // Relative to the manifest: the app's path, wherever it is served.
  expect(new URL(manifest.start_url, `${origin}${MOUNT}manifest.webmanifest`).href).toBe(
    `${origin}${MOUNT}`,
  );
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 20_000,
  });
  const registrations = await page.evaluate(async () =>
    (await navigator.serviceWorker.getRegistrations()).map((r) => [r.scope, r.active?.scriptURL]),
  );
  expect(registrations).toEqual([[`${origin}${MOUNT}`, `${origin}${MOUNT}sw.js`]]);
  await context.close();
});
