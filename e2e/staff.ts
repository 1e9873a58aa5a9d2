import { expect, type Page } from '@playwright/test';
import { requireEnv, SANDBOX, WEB } from './env';

/** Signing in as the sandbox's staff (alice admin, bob moderator) and members, and what
 * the staff specs ask the sandbox directly. */

/** Fills the login form as a sandbox user (every seeded user's password is `sandbox`). */
export async function logIn(page: Page, username: string): Promise<void> {
  await page.goto(`${WEB()}/login`);
  const form = page.getByRole('main');
  await form.getByLabel('Username').fill(username);
  await form.getByLabel('Password').fill('sandbox');
  await form.getByRole('button', { name: 'Log in' }).click();
}

/** Logs in and waits for the home timeline. */
export async function signedIn(page: Page, username: string): Promise<void> {
  await logIn(page, username);
  await expect(page).toHaveURL(/\/main\/friends$/);
}

/** alice's (the admin's) token for calls straight to the sandbox. */
export const aliceHeaders = () => ({
  authorization: `Bearer ${requireEnv('PETREL_ALICE_TOKEN')}`,
});

/** A report's state as the server has it. */
export async function reportState(id: string): Promise<string> {
  const res = await fetch(`${SANDBOX()}/api/v1/pleroma/admin/reports/${id}`, {
    headers: aliceHeaders(),
  });
  return ((await res.json()) as { state: string }).state;
}
