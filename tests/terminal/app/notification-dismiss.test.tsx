import { describe, expect, it } from 'vitest';
import { fileSandbox, signedInOn } from '../../support/sandbox-root';
import { renderApp } from './support/render-app';

/** `X` in the notifications view dismisses the selected one (spec part 2 §7), on the sandbox. */
const sandbox = fileSandbox();

async function mentionAliceAsBob(text: string): Promise<void> {
  const res = await fetch(`${sandbox().url}/api/v1/statuses`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${sandbox().state.tokenFor('bob')}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ status: `@alice ${text}`, visibility: 'public' }),
  });
  expect(res.status).toBe(200);
}

async function aliceNotificationsText(): Promise<string> {
  const res = await fetch(`${sandbox().url}/api/v1/notifications?limit=40`, {
    headers: { authorization: `Bearer ${sandbox().state.tokenFor('alice')}` },
  });
  return JSON.stringify(await res.json());
}

describe('dismissing a notification in the terminal', () => {
  it('X removes the selected notification from the view and from the server', async () => {
    const text = `dismiss this one ${Date.now()}`;
    await mentionAliceAsBob(text);
    const root = await signedInOn(sandbox(), 'alice');
    const app = renderApp(root, { size: { columns: 120, rows: 60 } });
    await app.waitForText('@alice');
    await app.press('g', 'n');
    await app.waitForText(text);
    expect(await aliceNotificationsText()).toContain(text);
    // The newest notification is the selected one: the fresh mention.
    await app.press('X');
    await app.waitFor((frame) => !frame.includes(text), 'the mention gone');
    expect(await aliceNotificationsText()).not.toContain(text);
  }, 30_000);
});
