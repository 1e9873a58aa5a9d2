import { expect, test } from '@playwright/test';
import { WEB } from './env';
import { logIn } from './login';

/**
 * Spec part 1 §9, "storage key vuex-lz; storage version 1": a page an older Petrel left (its
 * values under "petrel:" keys, no version) opens still logged in, with its settings, once the
 * values have moved under vuex-lz.
 */
test('a page stored by an older Petrel stays logged in after the upgrade, its stored values kept', async ({
  page,
}) => {
  await logIn(page);
  const stored = () =>
    page.evaluate(() =>
      Object.fromEntries(Object.keys(localStorage).map((k) => [k, localStorage.getItem(k)])),
    );
  const before = await stored();
  expect(before['vuex-lz']).toBe('{"version":1}');
  expect(before['vuex-lz:oauth:tokens']).toBeTruthy();

  // Put the page back as version 0 left it.
  await page.evaluate(() => {
    for (const key of Object.keys(localStorage)) {
      const value = localStorage.getItem(key) ?? '';
      localStorage.removeItem(key);
      if (key === 'vuex-lz') continue;
      const old = key.startsWith('vuex-lz:oauth:')
        ? `petrel-secret:${key.slice('vuex-lz:oauth:'.length)}`
        : key.replace(/^vuex-lz:/, 'petrel:');
      localStorage.setItem(old, value);
    }
  });
  await page.goto(`${WEB()}/main/friends`);
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect(page.getByRole('link', { name: /log in/i })).toHaveCount(0);
  const after = await stored();
  expect(Object.keys(after).filter((key) => key.startsWith('petrel'))).toEqual([]);
  // Every key is kept; the login's values are as they were (the app rewrites its account
  // data as it runs, so that one may differ).
  expect(Object.keys(after)).toEqual(expect.arrayContaining(Object.keys(before)));
  for (const key of Object.keys(before).filter((k) => k !== 'vuex-lz:accountData'))
    expect(after[key], key).toBe(before[key]);
});
