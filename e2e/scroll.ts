import { expect, type Page } from '@playwright/test';

/**
 * Scrolls the page down with the mouse wheel, as a reader does, until it is at least `past`
 * pixels down. The wheel goes over the middle of the window (not the corner, where the
 * sidebar may take it), and again while the timeline is still growing under a loaded
 * machine: one early wheel can land before the page is tall enough to move.
 */
export async function wheelDown(page: Page, past: number): Promise<void> {
  const size = page.viewportSize() ?? { width: 1280, height: 720 };
  await page.mouse.move(size.width / 2, size.height / 2);
  await expect(async () => {
    await page.mouse.wheel(0, 1500);
    await expect
      .poll(() => page.evaluate(() => window.scrollY), { timeout: 2_000 })
      .toBeGreaterThan(past);
  }).toPass({ timeout: 20_000 });
}
