/**
 * Issue 14 "dates, numbers and relative times through Intl": a status's time follows the
 * interface language as soon as the switcher changes it, without a reload.
 */
import { expect, test } from '@playwright/test';
import { WEB } from './env';

test('the timeline’s times turn German with the language switcher', async ({ page }) => {
  await page.goto(`${WEB()}/main/all`);
  const time = page.locator('.status-time time').first();
  // English: "Mar 4, 2026, 14:05" in the tooltip.
  await expect(time).toHaveAttribute('title', /^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{2}:\d{2}$/);
  await page.getByTestId('language-menu').selectOption('de');
  await expect(page.getByRole('button', { name: 'Einstellungen' })).toBeVisible();
  // German: "4. März 2026, 14:05".
  await expect(time).toHaveAttribute('title', /^\d{1,2}\. \S+ \d{4}, \d{2}:\d{2}$/);
  await page.getByTestId('language-menu').selectOption('');
});

test('a profile’s join date follows the interface language', async ({ page }) => {
  await page.goto(`${WEB()}/users/alice`);
  const joined = page.getByText(/^Joined /);
  // English: "Joined Mar 4, 2026".
  await expect(joined).toHaveText(/^Joined [A-Z][a-z]{2} \d{1,2}, \d{4}$/);
  await page.getByTestId('language-menu').selectOption('de');
  // German: "Dabei seit 4. März 2026" (not the en-US date in German words).
  await expect(page.getByText(/^Dabei seit /)).toHaveText(/^Dabei seit \d{1,2}\. \S+ \d{4}$/);
  await page.getByTestId('language-menu').selectOption('');
});
