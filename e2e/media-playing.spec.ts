import { expect, test } from '@playwright/test';
import { SANDBOX, tokenOf, WEB } from './env';
import { logIn } from './login';

/**
 * Spec part 1 §4 "per-status display properties: … mediaPlaying": a status whose audio plays
 * keeps its row drawn when the reader scrolls far past it (the virtual list would otherwise
 * unmount it and stop the sound); paused, it goes like any other row.
 */
test('a playing audio row stays drawn, and playing, far out of the window', async ({ page }) => {
  const token = await tokenOf('bob');
  const wav = await (await fetch(`${SANDBOX()}/media/harbour-bell.wav`)).blob();
  const form = new FormData();
  form.append('file', new Blob([wav], { type: 'audio/wav' }), 'bell.wav');
  const media = await fetch(`${SANDBOX()}/api/v1/media`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  expect(media.status).toBe(200);
  const posted = await fetch(`${SANDBOX()}/api/v1/statuses`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      status: 'The bell, on repeat.',
      media_ids: [((await media.json()) as { id: string }).id],
      visibility: 'public',
    }),
  });
  expect(posted.status).toBe(200);
  const id = ((await posted.json()) as { id: string }).id;

  await logIn(page);
  await page.goto(`${WEB()}/main/public`);
  const row = page.locator(`main article[data-status-id="${id}"]`);
  const audio = row.locator('audio');
  await expect(audio).toBeAttached();
  // The status just below it: an ordinary row, to see the list does unmount what it passes.
  const neighbour = page.locator('main .timeline-item').nth(1);
  const neighbourId = await neighbour.getAttribute('data-entry-id');
  // Muted media may play without a gesture; looped, it goes on as long as the test needs.
  await audio.evaluate(async (element: HTMLAudioElement) => {
    element.muted = true;
    element.loop = true;
    await element.play();
  });

  const size = page.viewportSize() ?? { width: 1400, height: 900 };
  await page.mouse.move(size.width / 2, size.height / 2);
  const passed = page.locator(`main .timeline-item[data-entry-id="${neighbourId}"]`);
  await expect(async () => {
    await page.mouse.wheel(0, 2000);
    await expect(passed).toHaveCount(0, { timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  await expect(row).toBeAttached();
  await expect(row).not.toBeInViewport();
  expect(await audio.evaluate((element: HTMLAudioElement) => element.paused)).toBe(false);

  // Paused, the row is an ordinary one again: the next scroll lets it go.
  await audio.evaluate((element: HTMLAudioElement) => element.pause());
  await expect(async () => {
    await page.mouse.wheel(0, 300);
    await expect(row).toHaveCount(0, { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
});
