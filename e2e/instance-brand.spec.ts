/**
 * Issue 16, spec part 1 §2 "Desktop navigation bar: logo, optional site name" with the
 * instance flags of §3 (logo, logoMask, logoMargin, logoLeft, hideSitename). The sandbox's
 * front-end configuration (`/api/pleroma/frontend_configurations`) names its own
 * `/static/logo.svg`, masked (painted in the bar's text colour), with a `.1em` margin, the
 * site name shown and no logoLeft: the logo sits in the middle of the bar. A second server's
 * configuration (the same answer with other flags) puts it at the left and hides the name.
 */
import { expect, type Page, test } from '@playwright/test';
import { WEB } from './env';

async function bar(page: Page) {
  await page.goto(`${WEB()}/main/public`);
  await expect(page.locator('main article.status').first()).toBeVisible();
  return page.getByRole('navigation', { name: 'Navigation' });
}

test('the sandbox’s logo in the middle of the bar, masked, beside the site name', async ({
  page,
}) => {
  const nav = await bar(page);
  const logo = nav.getByTestId('instance-logo');
  await expect(logo).toBeVisible();
  // Petrel's own logo gives way; the instance's name stays at the left.
  await expect(nav.locator('.site-logo')).toBeHidden();
  await expect(nav.locator('.site-name')).toBeVisible();
  await expect(nav.locator('.site-name')).toHaveText(/\S/);
  // Masked: the image only gives the size; the mask paints it in the bar's text colour.
  const mask = logo.locator('.instance-logo-mask');
  await expect(mask).toBeVisible();
  expect(await mask.evaluate((node) => getComputedStyle(node).maskImage)).toContain(
    '/static/logo.svg',
  );
  await expect(logo.locator('img')).toHaveCSS('visibility', 'hidden');
  await expect
    .poll(() => logo.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  // In the middle of the bar, its height the bar's less the .1em margin above and below.
  const [barBox, logoBox, nameBox] = await Promise.all([
    nav.locator('.nav-bar-inner').boundingBox(),
    logo.boundingBox(),
    nav.locator('.site-name').boundingBox(),
  ]);
  if (!barBox || !logoBox || !nameBox) throw new Error('bar not laid out');
  expect(Math.abs(logoBox.x + logoBox.width / 2 - (barBox.x + barBox.width / 2))).toBeLessThan(2);
  expect(logoBox.height).toBeLessThan(barBox.height);
  expect(logoBox.height).toBeGreaterThan(barBox.height - 6);
  expect(logoBox.x).toBeGreaterThan(nameBox.x + nameBox.width);
  // The logo links home as the name does.
  await expect(nav.locator('a:has([data-testid="instance-logo"])')).toHaveAttribute('href', '/');
});

test('logoLeft puts the logo at the left and hideSitename leaves the name out', async ({
  page,
}) => {
  await page.route('**/api/pleroma/frontend_configurations', async (route) => {
    const answer = await route.fetch();
    const body = (await answer.json()) as { pleroma_fe: Record<string, unknown> };
    body.pleroma_fe = { ...body.pleroma_fe, logoLeft: true, hideSitename: true, logoMask: false };
    await route.fulfill({ response: answer, json: body });
  });
  const nav = await bar(page);
  const logo = nav.getByTestId('instance-logo');
  await expect(logo).toBeVisible();
  await expect(nav.locator('.site-name')).toBeHidden();
  // Not masked: the image itself shows, at the bar's left edge.
  await expect(logo.locator('.instance-logo-mask')).toHaveCount(0);
  await expect(logo.locator('img')).toBeVisible();
  const [barBox, logoBox] = await Promise.all([
    nav.locator('.nav-bar-inner').boundingBox(),
    logo.boundingBox(),
  ]);
  if (!barBox || !logoBox) throw new Error('bar not laid out');
  expect(logoBox.x - barBox.x).toBeLessThan(40);
  // The link keeps a name for screen readers: the instance's, on the logo.
  await expect(logo).toHaveAttribute('aria-label', /\S/);
});

test('the phone-sized bar keeps Petrel’s own logo', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 600, height: 900 } });
  const page = await context.newPage();
  const nav = await bar(page);
  await expect(nav.locator('.site-logo')).toBeVisible();
  await expect(nav.getByTestId('instance-logo')).toHaveCount(0);
  await context.close();
});

test('a logo that does not load leaves Petrel’s own in the bar', async ({ page }) => {
  await page.route('**/api/pleroma/frontend_configurations', async (route) => {
    const answer = await route.fetch();
    const body = (await answer.json()) as { pleroma_fe: Record<string, unknown> };
    body.pleroma_fe = { ...body.pleroma_fe, logo: '/static/no-such-logo.svg' };
    await route.fulfill({ response: answer, json: body });
  });
  await page.route('**/static/no-such-logo.svg', (route) => route.fulfill({ status: 404 }));
  // The configuration has arrived and the bar has tried its logo.
  const tried = page.waitForResponse('**/static/no-such-logo.svg');
  const nav = await bar(page);
  await tried;
  await expect(nav.locator('.site-logo')).toBeVisible();
  await expect(nav.getByTestId('instance-logo')).toHaveCount(0);
});
