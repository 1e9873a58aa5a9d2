/**
 * Issue 16: the timeline header's tools (spec part 1 §2): the quick filters change the
 * timeline at once (no new request), the timeline-name menu switches timeline, and the
 * scroll-to-top button returns to the top.
 */
import { expect, type Page, test } from '@playwright/test';
import { WEB } from './env';
import { wheelDown } from './scroll';

async function openAll(page: Page): Promise<void> {
  await page.goto(`${WEB()}/main/all`);
  await expect(page.locator('.timeline .status').first()).toBeVisible();
}

test('quick filters change the timeline at once', async ({ page }) => {
  await openAll(page);
  const timeline = page.locator('.timeline .timeline-list');
  // The replies the switch hides: a reply continuing its author's own thread stays
  // (Pleroma-FE's rule, core/view/timeline-filter.ts), so those are not counted.
  const hidden = () =>
    timeline.evaluate(
      (list) =>
        [...list.querySelectorAll('.status')].filter((status) => {
          const to = status.querySelector('.reply-to:not(.mentions-line)')?.textContent ?? '';
          const author = status.querySelector('.status-acct')?.textContent ?? '';
          return to !== '' && !to.endsWith(author);
        }).length,
    );
  /** Reads on (older pages load) until replies the switch would hide show. */
  const readOnToReplies = async () => {
    const size = page.viewportSize() ?? { width: 1280, height: 720 };
    await page.mouse.move(size.width / 2, size.height / 2);
    await expect(async () => {
      await page.mouse.wheel(0, 2500);
      expect(await hidden()).toBeGreaterThan(0);
    }).toPass({ timeout: 60_000 });
  };
  // The newest page has no replies: read on until some show.
  await readOnToReplies();
  // Back at the top, the popover's switch leaves the loaded replies out at once.
  await page.getByRole('button', { name: 'Scroll to top' }).click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThanOrEqual(15);
  // The entries the list holds, drawn or not (its height is no measure: rows measured while
  // reading differ from the virtualiser's estimate; CI once saw it grow by 86 px).
  const entries = async () => Number(await timeline.getAttribute('data-entries'));
  const before = await entries();
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/v1/timelines/')) asked.push(request.url());
  });
  await page.getByRole('button', { name: 'Quick filters' }).click();
  const hideReplies = page.getByRole('checkbox', { name: 'Hide replies' });
  await hideReplies.check();
  await expect.poll(entries).toBeLessThan(before);
  expect(asked).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(hideReplies).toBeHidden();
  // Reading on, no reply shows.
  await page.mouse.wheel(0, 2500);
  await expect(timeline.locator('.status').first()).toBeVisible();
  await expect.poll(hidden).toBe(0);

  await page.getByRole('button', { name: 'Scroll to top' }).click();
  await page.getByRole('button', { name: 'Quick filters' }).click();
  // Off again: the replies come back as one reads on; the popover closes with Escape.
  await hideReplies.uncheck();
  await page.keyboard.press('Escape');
  await expect(hideReplies).toBeHidden();
  await readOnToReplies();
  await page.getByRole('button', { name: 'Scroll to top' }).click();

  // The quick view: no media previews in timelines.
  await page.getByRole('button', { name: 'Quick view' }).click();
  await page.getByRole('checkbox', { name: 'Hide media previews' }).check();
  await expect(timeline.locator('.gallery').first()).toBeHidden();
});

test('the timeline-name menu switches timeline', async ({ page }) => {
  await openAll(page);
  await page.getByRole('button', { name: 'Switch timeline' }).click();
  const menu = page.locator('.timeline-heading').getByRole('navigation', { name: 'Timelines' });
  // Signed out: only the public timelines.
  await expect(menu.getByRole('link')).toHaveCount(2);
  await menu.getByRole('link', { name: 'Local' }).click();
  await expect(page).toHaveURL(/\/main\/public$/);
  await expect(menu).toBeHidden();
  await expect(page.locator('.timeline-title')).toHaveText(/local/i);
});

test('scroll-to-top returns to the top', async ({ page }) => {
  await openAll(page);
  const button = page.getByRole('button', { name: 'Scroll to top' });
  await expect(button).toBeHidden();
  await wheelDown(page, 1200);
  await button.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThanOrEqual(15);
  await expect(button).toBeHidden();
});
