import { expect, type Page, test } from '@playwright/test';
import { HOOKS, SANDBOX, WEB } from './env';

/**
 * Sign-in on the server's own page (authorization code with PKCE and state) through
 * `petrel web`'s proxy, and the fallback when the server takes no password from apps.
 */

async function quirks(method: 'POST' | 'DELETE', body?: Record<string, boolean>): Promise<void> {
  const res = await fetch(`${SANDBOX()}/__sandbox/quirks`, {
    method,
    headers: { ...HOOKS(), 'content-type': 'application/json' },
    body: body ? JSON.stringify(body) : undefined,
  });
  expect(res.status).toBe(200);
}

/** The user on the server's sign-in page (served through the proxy, on the app's origin). */
async function authorizeOnServerPage(page: Page, username: string): Promise<void> {
  await expect(page).toHaveURL(/\/oauth\/authorize\?/);
  const url = new URL(page.url());
  expect(url.origin).toBe(WEB());
  expect(url.searchParams.get('redirect_uri')).toBe(`${WEB()}/oauth-callback`);
  expect(url.searchParams.get('code_challenge_method')).toBe('S256');
  expect(url.searchParams.get('state')).toBeTruthy();
  await page.getByLabel('Username or email').fill(username);
  await page.getByLabel('Password').fill('sandbox');
  await page.getByRole('button', { name: 'Authorize' }).click();
}

test.afterEach(async () => {
  await quirks('DELETE');
});

test("sign in on the server's page and come back signed in", async ({ page }) => {
  await page.goto(`${WEB()}/login`);
  await page
    .getByRole('main')
    .getByRole('button', { name: "Sign in on the server's page" })
    .click();
  await authorizeOnServerPage(page, 'alice');
  await expect(page).toHaveURL(/\/main\/friends$/);
  await expect(page.getByTestId('user-card')).toContainText('@alice');
});

test('a server without the password grant: the banner says so and the page signs in', async ({
  page,
}) => {
  await quirks('POST', { no_password_grant: true });
  await page.goto(`${WEB()}/login`);
  const main = page.getByRole('main');
  await main.getByLabel('Username').fill('bob');
  await main.getByLabel('Password').fill('sandbox');
  await main.getByRole('button', { name: 'Log in' }).click();
  await expect(main.getByRole('alert')).toContainText('does not let apps log in with a password');
  await main.getByRole('button', { name: "Sign in on the server's page" }).click();
  await authorizeOnServerPage(page, 'bob');
  await expect(page).toHaveURL(/\/main\/friends$/);
  await expect(page.getByTestId('user-card')).toContainText('@bob');
});

test('a callback whose state this page did not send is refused', async ({ page }) => {
  await page.goto(`${WEB()}/oauth-callback?code=stolen&state=forged`);
  await expect(page.getByRole('main').getByRole('alert')).toContainText(
    'The server did not accept that code',
  );
  await expect(page).toHaveURL(/\/oauth-callback/);
});
