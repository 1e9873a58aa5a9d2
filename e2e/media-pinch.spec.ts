/**
 * The media viewer's pinch zoom on a touch screen (spec part 1 §9: "pinch zoom minimum scale
 * 1, reset limit 1.2"): real two-finger touches through Chromium's DevTools protocol.
 */
import { type CDPSession, expect, test } from '@playwright/test';
import { HOOKS, SANDBOX, WEB } from './env';
import { logIn } from './login';

test.use({ hasTouch: true });

type Finger = { x: number; y: number; id: number };

async function touch(
  cdp: CDPSession,
  type: 'touchStart' | 'touchMove' | 'touchEnd',
  fingers: Finger[],
): Promise<void> {
  await cdp.send('Input.dispatchTouchEvent', {
    type,
    touchPoints: fingers.map(({ x, y, id }) => ({ x, y, id, radiusX: 1, radiusY: 1, force: 1 })),
  });
}

test('two fingers zoom the viewer image; released below 1.2 it snaps back to 1', async ({
  page,
}) => {
  const res = await fetch(`${SANDBOX()}/__sandbox/seed`, { headers: HOOKS() });
  expect(res.status).toBe(200);
  const seed = ((await res.json()) as { statuses: { image: string } }).statuses;
  await logIn(page);
  await page.goto(`${WEB()}/notice/${seed.image}`);
  await page
    .locator(`main article[data-status-id="${seed.image}"] .gallery-item img`)
    .first()
    .click();
  const viewer = page.getByTestId('media-viewer');
  const image = viewer.locator('img.media-viewer-image');
  await expect(image).toBeVisible();
  const box = await image.boundingBox();
  if (!box) throw new Error('the viewer image has no box');
  const cx = box.x + box.width / 2;
  const cy = box.y + box.height / 2;
  const pair = (half: number): Finger[] => [
    { x: cx - half, y: cy, id: 1 },
    { x: cx + half, y: cy, id: 2 },
  ];
  const transform = () => image.evaluate((element) => (element as HTMLElement).style.transform);
  const cdp = await page.context().newCDPSession(page);

  /** Two fingers down `halves[0]` px either side of the centre, moving through the rest. */
  const pinch = async (halves: number[]) => {
    const [first, ...moves] = halves as [number, ...number[]];
    await touch(cdp, 'touchStart', [pair(first)[0] as Finger]);
    await touch(cdp, 'touchStart', pair(first));
    for (const half of moves) await touch(cdp, 'touchMove', pair(half));
  };

  // Fingers 20 px from the centre spread to 50 px: two and a half times the size.
  await pinch([20, 30, 40, 50]);
  await expect.poll(transform).toBe('translate(0px, 0px) scale(2.5)');
  await touch(cdp, 'touchEnd', []);
  // At 2.5 (over the 1.2 reset limit) the zoom stays; the viewer stays on its item.
  await expect.poll(transform).toBe('translate(0px, 0px) scale(2.5)');
  await expect(viewer).toBeVisible();

  // Pinching back in to 1.1 and letting go snaps the image back to its fitted size.
  await pinch([50, 40, 30, 22]);
  await expect.poll(transform).toContain('scale(1.1)');
  await touch(cdp, 'touchEnd', []);
  await expect.poll(transform).toBe('');
  await expect(viewer).toBeVisible();
});
