import { type Browser, expect, type Page } from '@playwright/test';
import { WEB } from './env';

/**
 * Logs in through the web's own login form (every sandbox user's password is "sandbox") and
 * waits for the home timeline's address.
 */
export async function logIn(page: Page, username = 'alice', password = 'sandbox'): Promise<void> {
  await page.goto(`${WEB()}/login`);
  const form = page.getByRole('main');
  await form.getByLabel('Username').fill(username);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/main\/friends$/);
}

/** `logIn` in a browser context of its own (two people, or two devices of one). */
export async function logInAs(
  browser: Browser,
  username: string,
  password = 'sandbox',
): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await logIn(page, username, password);
  return page;
}
