import { expect, type Page } from '@playwright/test';
import { WEB } from './env';

/**
 * Sets one "Ask before" confirmation (settings, general tab; its checkbox named as `label`)
 * and waits until the change reached the server, so that a page closed next keeps it.
 */
export async function setAskBefore(page: Page, label: string, on: boolean): Promise<void> {
  await page.goto(`${WEB()}/main/friends?settings=general`);
  const box = page.getByRole('checkbox', { name: label, exact: true });
  await expect(box).toBeVisible();
  if ((await box.isChecked()) === on) return;
  const uploaded = page.waitForResponse(
    (r) => r.url().includes('/update_credentials') && r.request().method() === 'PATCH' && r.ok(),
  );
  await box.setChecked(on);
  await uploaded;
}
