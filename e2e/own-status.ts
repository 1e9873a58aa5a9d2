import { expect, type Locator, type Page } from '@playwright/test';

/**
 * The status one just posted, in the home timeline. Home restores alice's reading position,
 * which earlier tests move: away from the top, a new status waits in the queue above the
 * reader (spec part 1 §2), and the reader shows it with "Show new (N)", as a user would.
 */
export async function ownStatus(page: Page, text: string): Promise<Locator> {
  const main = page.getByRole('main');
  const status = main.locator('article', { hasText: text });
  await expect(async () => {
    const showNew = main.getByRole('button', { name: /^Show new \(\d+\)$/ });
    if (await showNew.isVisible()) await showNew.click();
    await expect(status).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  return status;
}
