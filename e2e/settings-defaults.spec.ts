/**
 * Issue 14, spec part 2 §3 "Settings defaults … streaming off … Options left undefined fall
 * back to instance values": the sandbox's front-end configuration (`pleroma_fe`) says
 * collapseMessageWithSubject false, as Pleroma's own does. Signs in as carol and puts the
 * setting back to the instance's value.
 */
import { expect, test } from '@playwright/test';
import { WEB } from './env';
import { logIn } from './login';

test("a setting never set shows the instance's value; the person's own choice wins after a reload", async ({
  page,
}) => {
  await logIn(page, 'carol');
  await page.goto(`${WEB()}/main/friends?settings=general`);
  const dialog = page.getByRole('dialog');
  const collapse = dialog.getByRole('checkbox', { name: 'Collapse posts with a subject' });
  // Petrel's own default is on; the instance says off.
  await expect(collapse).not.toBeChecked();
  // The web's streaming default is the spec's: off.
  await expect(
    dialog.getByRole('checkbox', { name: 'Live updates (streaming)' }),
  ).not.toBeChecked();

  await collapse.check();
  await page.reload();
  const again = page
    .getByRole('dialog')
    .getByRole('checkbox', { name: 'Collapse posts with a subject' });
  await expect(again).toBeChecked();
  await again.uncheck();
  await expect(again).not.toBeChecked();
});
