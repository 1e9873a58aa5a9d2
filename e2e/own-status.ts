import { expect, type Locator, type Page } from '@playwright/test';

/**
 * The status one just posted, in the home timeline: shown at the top and scrolled into view,
 * even when home had restored a reading position further down (other tests move alice's).
 */
export async function ownStatus(page: Page, text: string): Promise<Locator> {
  const status = page.getByRole('main').locator('article', { hasText: text });
  await expect(status).toBeInViewport();
  return status;
}
