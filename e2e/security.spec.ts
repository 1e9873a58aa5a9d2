/**
 * Hostile content through `petrel web` in Chromium: a user's uploaded HTML or scripted SVG
 * opened in the app's origin cannot reach the tokens the app keeps in localStorage; the
 * app itself runs under its strict CSP without a single violation; an account the server
 * sends without `fqn` is named after the server, not after the proxy.
 */
import { expect, type Page, test } from '@playwright/test';
import { HOOKS, SANDBOX, WEB } from './env';

/** What a hostile file's script does if it ever runs in the app's origin. */
const STEAL = "localStorage.setItem('stolen', JSON.stringify(Object.entries(localStorage)))";

async function hook<T>(path: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(`${SANDBOX()}${path}`, {
    ...init,
    headers: { ...HOOKS(), 'content-type': 'application/json', ...init.headers },
  });
  expect(res.status, path).toBeLessThan(300);
  return (await res.json()) as T;
}

/** Uploads a file as alice (through the sandbox's API) and returns its path on the server. */
async function uploadAsAlice(name: string, type: string, text: string): Promise<string> {
  const { access_token } = await hook<{ access_token: string }>('/__sandbox/tokens/alice');
  const form = new FormData();
  form.append('file', new Blob([text], { type }), name);
  const res = await fetch(`${SANDBOX()}/api/v1/media`, {
    method: 'POST',
    headers: { authorization: `Bearer ${access_token}` },
    body: form,
  });
  expect(res.status).toBe(200);
  return new URL(((await res.json()) as { url: string }).url).pathname;
}

async function logIn(page: Page): Promise<void> {
  await page.goto(`${WEB()}/login`);
  const form = page.getByRole('main');
  await form.getByLabel('Username').fill('alice');
  await form.getByLabel('Password').fill('sandbox');
  await form.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/main\/friends$/);
  await expect(page.getByRole('main').locator('article.status').first()).toBeVisible();
}

/** The app's localStorage as the app sees it: the stored token, and no stolen copy. */
async function appStorage(page: Page): Promise<{ keys: string[]; stolen: string | null }> {
  await page.goto(`${WEB()}/main/friends`);
  return page.evaluate(() => ({
    keys: Object.keys(localStorage),
    stolen: localStorage.getItem('stolen'),
  }));
}

test('an uploaded HTML file opened through petrel web is a download, its script never runs', async ({
  page,
}) => {
  await logIn(page);
  const path = await uploadAsAlice(
    'evil.html',
    'text/html',
    `<!doctype html><title>evil</title><script>${STEAL}</script>`,
  );
  const download = page.waitForEvent('download');
  // A download aborts the navigation; the page stays where it was.
  await page.goto(`${WEB()}${path}`).catch(() => undefined);
  expect((await download).suggestedFilename()).toBeTruthy();
  const storage = await appStorage(page);
  expect(storage.keys.some((k) => k.startsWith('vuex-lz:oauth:'))).toBe(true);
  expect(storage.stolen).toBeNull();
});

test('a scripted SVG opened through petrel web gets an opaque origin: no script, no storage', async ({
  page,
}) => {
  await logIn(page);
  const path = await uploadAsAlice(
    'evil.svg',
    'image/svg+xml',
    `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>${STEAL}</script></svg>`,
  );
  const answer = await page.goto(`${WEB()}${path}`);
  expect(answer?.headers()['content-security-policy']).toContain('sandbox');
  // The document is there (an image), but in an opaque origin: localStorage is refused.
  const inside = await page.evaluate(() => {
    let storage: string;
    try {
      storage = `readable (${window.localStorage.length} keys)`;
    } catch (error) {
      storage = (error as Error).name;
    }
    return { origin: window.origin, storage };
  });
  expect(inside).toEqual({ origin: 'null', storage: 'SecurityError' });
  expect((await appStorage(page)).stolen).toBeNull();
});

test('the app runs under its CSP without a violation', async ({ page }) => {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  const answer = await page.goto(`${WEB()}/login`);
  const csp = answer?.headers()['content-security-policy'] ?? '';
  for (const directive of [
    "script-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ]) {
    expect(csp).toContain(directive);
  }
  expect(answer?.headers()['x-frame-options']).toBe('DENY');
  await logIn(page);
  // Another view in the same document: its lazy chunk, its timeline, the socket.
  await page.evaluate(() => {
    window.history.pushState({}, '', '/main/all');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByRole('main').getByRole('heading', { name: 'Federated' })).toBeVisible();
  await expect(page.getByRole('main').locator('article.status').first()).toBeVisible();
  const violations = await page.evaluate(
    () => (window as unknown as { cspViolations: string[] }).cspViolations,
  );
  expect(violations).toEqual([]);
});

test('an account without fqn is named after the server, not after petrel web', async ({ page }) => {
  const { users } = await hook<{ users: { ticker: string } }>('/__sandbox/seed');
  const account = await (await fetch(`${SANDBOX()}/api/v1/accounts/${users.ticker}`)).json();
  delete (account as { fqn?: string }).fqn;
  // The account without fqn, and no statuses (they embed the account, with its fqn).
  const answers: [string, unknown][] = [
    [`/api/v1/accounts/${users.ticker}`, account],
    [`/api/v1/accounts/${users.ticker}/statuses`, []],
  ];
  for (const [path, body] of answers) {
    await hook('/__sandbox/faults', {
      method: 'POST',
      body: JSON.stringify({
        method: 'GET',
        path,
        status: 200,
        body: JSON.stringify(body),
        times: 20,
      }),
    });
  }
  try {
    await logIn(page);
    await page.goto(`${WEB()}/users/${users.ticker}`);
    const serverHost = new URL(SANDBOX()).host;
    await expect(page.locator('.profile-acct')).toHaveText(`@ticker@${serverHost}`);
    await expect(page.locator('.profile-acct')).not.toContainText(new URL(WEB()).host);
  } finally {
    await hook('/__sandbox/faults', { method: 'DELETE' });
  }
});
