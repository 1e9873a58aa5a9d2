import { expect, test } from '@playwright/test';
import { HOOKS, SANDBOX, WEB } from './env';

/**
 * Reading a server's public timeline without a login, with the sandbox switched into the
 * servers that refuse it (issue 9): GoToSocial's 401 (`public-timeline-needs-auth`) and
 * Pleroma's `restrict_unauthenticated` 403 (`restricts-unauthenticated`). The page says the
 * server requires a login, not "An error occured, click to retry".
 */

async function selectQuirks(quirks: string[]): Promise<void> {
  const res = await fetch(`${SANDBOX()}/__sandbox/quirks`, {
    method: quirks.length > 0 ? 'POST' : 'DELETE',
    headers: { ...HOOKS(), 'content-type': 'application/json' },
    body: quirks.length > 0 ? JSON.stringify({ quirks }) : undefined,
  });
  expect(res.status).toBe(200);
}

test.afterEach(async () => {
  await selectQuirks([]);
});

for (const quirk of ['public-timeline-needs-auth', 'restricts-unauthenticated']) {
  test(`an anonymous visitor of a server with ${quirk} is told it requires a login`, async ({
    page,
  }) => {
    await selectQuirks([quirk]);
    await page.goto(`${WEB()}/main/all`);
    const main = page.getByRole('main');
    await expect(main.getByRole('alert')).toHaveText('This server requires a login to read it');
    await expect(main).not.toContainText('An error occured');
    await expect(main.locator('article.status')).toHaveCount(0);
  });
}
