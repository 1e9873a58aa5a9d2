import { expect, type Page, test } from '@playwright/test';
import { totpCode } from '../src/sandbox/totp';
import { HOOKS, SANDBOX, WEB } from './env';

/**
 * Issue 12 "Signing in, out and up" in the browser: registration with a captcha (a wrong
 * answer lists the server's error and brings a new captcha), logout through the
 * confirmation, two-factor login (a refused code is cleared; recovery and back; the right
 * code signs in), and password reset.
 */

/** dana's TOTP secret (src/sandbox/README.md). */
const DANA_SECRET = 'JBSWY3DPEHPK3PXP';

async function selectQuirks(quirks: string[]): Promise<void> {
  const res = await fetch(`${SANDBOX()}/__sandbox/quirks`, {
    method: 'POST',
    headers: { ...HOOKS(), 'content-type': 'application/json' },
    body: JSON.stringify({ quirks }),
  });
  expect(res.status).toBe(200);
}

test.afterEach(async () => {
  await fetch(`${SANDBOX()}/__sandbox/quirks`, { method: 'DELETE', headers: HOOKS() });
});

/** The answer drawn in a native captcha (an SVG data: URL). */
async function captchaAnswer(page: Page): Promise<string> {
  const src = (await page.getByTestId('captcha-image').getAttribute('src')) ?? '';
  const svg = Buffer.from(src.replace(/^data:image\/svg\+xml;base64,/, ''), 'base64').toString();
  return svg.match(/<text[^>]*>([a-z]+)<\/text>/)?.[1] ?? '';
}

test('register with a captcha: a wrong answer is listed and a new captcha comes', async ({
  page,
}) => {
  await selectQuirks(['native-captcha']);
  const name = `e2e${Date.now() % 1_000_000}`;
  await page.goto(`${WEB()}/login`);
  await page.getByRole('main').getByTestId('register-link').click();
  await expect(page).toHaveURL(/\/registration$/);
  const form = page.locator('form.registration-form');
  await form.getByLabel('Username').fill(name);
  await form.getByLabel('Display name').fill('E2E Person');
  await expect(form.getByLabel('Email (optional)')).toBeVisible();
  await form.getByLabel('Password', { exact: true }).fill('correct horse');
  await form.getByLabel('Password confirmation').fill('correct horse!');
  await form.getByLabel('Password confirmation').blur();
  await expect(page.getByTestId('registration-error-confirm')).toHaveText(
    'should be the same as password',
  );
  const submit = form.getByRole('button', { name: 'Register' });
  await expect(submit).toBeDisabled();
  await form.getByLabel('Password confirmation').fill('correct horse');
  const first = await captchaAnswer(page);
  expect(first).toMatch(/^[a-z]{5}$/);
  await form.getByLabel('CAPTCHA').fill('wrong');
  await submit.click();
  // Spec part 1 §5: "Field name. message." (the field's name, a full stop, the server's words).
  await expect(page.getByTestId('registration-errors').getByRole('listitem')).toHaveText([
    'Captcha. Invalid CAPTCHA.',
  ]);
  // The failure fetched a new captcha; its answer field is empty again.
  await expect.poll(() => captchaAnswer(page)).not.toBe(first);
  await expect(form.getByLabel('CAPTCHA')).toHaveValue('');
  await form.getByLabel('CAPTCHA').fill(await captchaAnswer(page));
  await submit.click();
  await expect(page).toHaveURL(/\/main\/friends$/);
  await expect(page.getByTestId('user-card')).toContainText(`@${name}`);
});

test('the registration page follows the instance rules and redirects when closed', async ({
  page,
}) => {
  await selectQuirks([
    'birthday-required',
    'account-approval-required',
    'account-activation-required',
  ]);
  await page.goto(`${WEB()}/registration`);
  const form = page.locator('form.registration-form');
  await expect(form.getByLabel('Email', { exact: true })).toBeVisible();
  const birthday = form.getByLabel('Birthday');
  const max = (await birthday.getAttribute('max')) ?? '';
  expect(max).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  expect(Number(max.slice(0, 4))).toBe(new Date().getFullYear() - 18);
  await birthday.fill(`${new Date().getFullYear() - 5}-01-01`);
  await birthday.blur();
  await expect(page.getByTestId('registration-error-birthday')).toHaveText(
    `must be on or before ${max}`,
  );
  await expect(form.getByLabel('Reason to register')).toBeVisible();
  await selectQuirks(['registrations-closed']);
  await page.goto(`${WEB()}/registration`);
  await expect(page).toHaveURL(/\/main\/all$/);
  // An invite token keeps the form.
  await page.goto(`${WEB()}/registration/invite-123`);
  await expect(page.locator('form.registration-form')).toBeVisible();
});

test('log out through the confirmation, then log in with two-factor', async ({ page }) => {
  await page.goto(`${WEB()}/login`);
  const main = page.getByRole('main');
  await main.getByLabel('Username').fill('dana');
  await main.getByLabel('Password').fill('sandbox');
  await main.getByRole('button', { name: 'Log in' }).click();
  const totp = page.getByTestId('mfa-totp-form');
  await expect(totp).toBeVisible();
  await totp.getByLabel('Authentication code').fill('000000');
  await totp.getByRole('button', { name: 'Verify' }).click();
  await expect(totp.getByRole('alert')).toContainText('Invalid code');
  await expect(totp.getByLabel('Authentication code')).toHaveValue('');
  await totp.getByRole('button', { name: 'Enter a recovery code' }).click();
  const recovery = page.getByTestId('mfa-recovery-form');
  await expect(recovery.getByLabel('Recovery code')).toBeVisible();
  await recovery.getByRole('button', { name: 'Enter a two-factor code' }).click();
  await expect(totp).toBeVisible();
  await totp.getByLabel('Authentication code').fill(totpCode(DANA_SECRET));
  await totp.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/main\/friends$/);
  await expect(page.getByTestId('user-card')).toContainText('@dana');

  await page.getByTestId('logout-button').click();
  await page.getByTestId('logout-confirm').click();
  await expect(page).toHaveURL(/\/main\/public$/);
  await expect(page.getByTestId('user-card')).toHaveCount(0);
  // The token is gone from this page's storage: a reload stays signed out.
  await page.reload();
  await expect(page.getByTestId('logout-button')).toHaveCount(0);
  await expect(page.getByTestId('user-card')).toHaveCount(0);
  // Spec part 1 §4 persisted "last login name": the login form offers it again.
  await page.goto(`${WEB()}/login`);
  await expect(page.getByRole('main').getByLabel('Username')).toHaveValue('dana');
});

test('two-factor: Cancel goes back to the password form, from either code form', async ({
  page,
}) => {
  await page.goto(`${WEB()}/login`);
  const main = page.getByRole('main');
  const logInAsDana = async () => {
    await main.getByLabel('Username').fill('dana');
    await main.getByLabel('Password').fill('sandbox');
    await main.getByRole('button', { name: 'Log in' }).click();
  };
  await logInAsDana();
  const totp = page.getByTestId('mfa-totp-form');
  await expect(totp).toBeVisible();
  await totp.getByRole('button', { name: 'Cancel' }).click();
  await expect(totp).toHaveCount(0);
  await expect(main.getByLabel('Password')).toBeVisible();
  // From the recovery-code form too; a refused code's error does not follow back.
  await logInAsDana();
  await totp.getByRole('button', { name: 'Enter a recovery code' }).click();
  const recovery = page.getByTestId('mfa-recovery-form');
  await recovery.getByLabel('Recovery code').fill('not-a-code');
  await recovery.getByRole('button', { name: 'Verify' }).click();
  await expect(recovery.getByRole('alert')).toBeVisible();
  await recovery.getByRole('button', { name: 'Cancel' }).click();
  await expect(recovery).toHaveCount(0);
  await expect(main.getByLabel('Password')).toBeVisible();
  await expect(main.getByRole('alert')).toHaveCount(0);
  await expect(page).toHaveURL(/\/login$/);
});

test('password reset: the form sends the link', async ({ page }) => {
  await page.goto(`${WEB()}/login`);
  await page.getByRole('main').getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/password-reset$/);
  await page.getByLabel('Your email').fill('alice@sandbox.example');
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(page.getByTestId('password-reset-success')).toContainText(
    'Check your email for a link to reset your password.',
  );
});

test('token mode: only the description and the sign-in button', async ({ page }) => {
  await selectQuirks(['token-login']);
  await page.goto(`${WEB()}/login`);
  const main = page.getByRole('main');
  await expect(main.getByTestId('login-token-mode')).toContainText('Log in with OAuth');
  await expect(main.getByLabel('Password')).toHaveCount(0);
  await main.getByRole('button', { name: "Sign in on the server's page" }).click();
  await expect(page).toHaveURL(/\/oauth\/authorize\?/);
});
