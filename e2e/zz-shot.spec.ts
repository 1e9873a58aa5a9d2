import { expect, test } from '@playwright/test';
test('shots', async ({ page }) => {
  const WEB = process.env.PETREL_WEB_URL;
  await page.goto(`${WEB}/login`);
  const form = page.getByRole('main');
  await form.getByLabel('Username').fill('alice');
  await form.getByLabel('Password').fill('sandbox');
  await form.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/main\/friends$/);
  await page.waitForTimeout(1500);
  await page.getByTestId('notifications-column').screenshot({ path: '/tmp/shot-col.png' });
  await page.setViewportSize({ width: 375, height: 740 });
  await page.getByTestId('notifications-drawer-button').click();
  await page.waitForTimeout(500);
  await page.screenshot({ path: '/tmp/shot-drawer.png' });
});
