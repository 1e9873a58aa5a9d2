import type { Browser, BrowserContext, Page } from '@playwright/test';
import { logIn } from './login';

/**
 * The web's streaming setting is off by default (spec part 2 §3). A spec that watches
 * statuses, notifications or chat messages arrive live turns it on first, as a person would
 * have (the stored preference the settings modal writes), before the app starts.
 */
export async function streamingOn(target: Page | BrowserContext): Promise<void> {
  await target.addInitScript(() => {
    const key = 'petrel:preferences';
    let stored: Record<string, unknown> = {};
    try {
      const parsed: unknown = JSON.parse(localStorage.getItem(key) ?? '{}');
      if (typeof parsed === 'object' && parsed !== null) stored = parsed as Record<string, unknown>;
    } catch {}
    if ('streaming' in stored) return;
    localStorage.setItem(key, JSON.stringify({ ...stored, streaming: true, _set: true }));
  });
}

/** `logInAs` with streaming on (two people watching each other live). */
export async function logInLiveAs(browser: Browser, username: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await streamingOn(page);
  await logIn(page, username);
  return page;
}
