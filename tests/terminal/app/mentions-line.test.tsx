/**
 * Spec part 2 §9 "Mentions line shows 5 then a plus-more control" (§4: collapsed or
 * expanded): in the terminal the line lists 5 accounts and `+N more (x)`; `x`, the
 * show-more key, lists them all and closes them again.
 */
import { cleanup } from 'ink-testing-library';
import { afterEach, describe, expect, it } from 'vitest';
import { FakeServer } from './support/fake-server';
import { renderApp } from './support/render-app';
import { createTestRoot } from './support/test-root';

afterEach(() => cleanup());

describe('the mentions line in the terminal', () => {
  it('shows 5 mentioned accounts, then +N more; x shows them all', async () => {
    const server = new FakeServer();
    const people = Array.from({ length: 9 }, (_, i) =>
      server.addAccount(String(2000 + i), `crowd${i}`, `Crowd ${i}`),
    );
    const mentions = people.map((p) => ({
      id: p.id,
      acct: p.acct,
      username: p.username,
      url: p.url,
    }));
    server.addStatus({
      account: server.addAccount('3000', 'host', 'Host'),
      // crowd0 is named in the text, so the line leaves it out: 8 remain.
      content: `<p><a class="u-url mention" href="${people[0]?.url}">@crowd0</a> party at mine</p>`,
      extra: { mentions },
    });
    const { root } = await createTestRoot({ server, signedIn: true });
    const app = renderApp(root, { size: { columns: 120, rows: 30 } });
    await app.waitForText('party at mine');
    const line = () =>
      app
        .frame()
        .split('\n')
        .find((l) => l.includes('Also mentions:')) ?? '';
    expect(line()).toContain('@crowd1 @crowd2 @crowd3 @crowd4 @crowd5  +3 more (x)');
    expect(line()).not.toContain('@crowd0');
    expect(app.frame()).not.toContain('@crowd6');
    await app.press('x');
    await app.waitForText('@crowd8');
    expect(line()).toContain('@crowd1 @crowd2 @crowd3 @crowd4 @crowd5 @crowd6 @crowd7 @crowd8');
    expect(line()).not.toContain('more');
    await app.press('x');
    await app.waitFor((f) => !f.includes('@crowd8'), 'the line collapsed again');
  });
});
