import { cleanup } from 'ink-testing-library';
import { afterEach, describe, expect, it } from 'vitest';
import { FakeClock, type RootStore, TIMELINE_POLL_MS } from '../../../src/core';
import { type QuirkName, type Sandbox, startSandbox } from '../../../src/sandbox/index';
import { fillNotifications, OLDEST_NOTIFICATION_TEXT } from '../../support/quirky-notifications';
import { signedInOn } from '../../support/sandbox-root';
import { renderApp } from './support/render-app';

/**
 * The terminal UI on a sandbox switched into the quirks of the real servers Petrel was tried
 * on (issue 9, "Paging and polling on real servers"):
 * - a server that ignores `since_id` answered every poll with its newest page again, which
 *   the UI took for a gap: "Reload — press ." forever, instead of "1 new";
 * - a server whose `Link` header pages with `older_than` and ignores `max_id`: pressing G in
 *   the notifications view loaded nothing, and the notifications past the first page were
 *   unreachable with no error.
 * In process (ink-testing-library, a fake clock for the poll timer) so each poll is one
 * `advance`, not ten seconds of waiting.
 */

const sandboxes: Sandbox[] = [];

afterEach(async () => {
  cleanup();
  for (const sandbox of sandboxes.splice(0)) await sandbox.close();
});

async function sandboxWith(quirks: QuirkName[]): Promise<Sandbox> {
  const sandbox = await startSandbox({ port: 0, quirks });
  sandboxes.push(sandbox);
  return sandbox;
}

/** Alice signed in on the sandbox with no stream to be had (socket absent): the UI polls. */
const aliceOn = (sandbox: Sandbox, clock: FakeClock): Promise<RootStore> =>
  signedInOn(sandbox, 'alice', { clock });

/** Every notification id alice has, walking the server's own `Link` header to the end. */
async function allNotificationIds(sandbox: Sandbox): Promise<string[]> {
  const ids: string[] = [];
  let next: string | undefined = `${sandbox.url}/api/v1/notifications?limit=40`;
  while (next) {
    const res: Response = await fetch(next, {
      headers: { authorization: `Bearer ${sandbox.state.tokenFor('alice')}` },
    });
    const page = (await res.json()) as Array<{ id: string }>;
    ids.push(...page.map((n) => n.id));
    next =
      page.length > 0
        ? /<([^>]+)>;\s*rel="next"/.exec(res.headers.get('link') ?? '')?.[1]
        : undefined;
  }
  return ids;
}

const NEW_OR_RELOAD = /\d+ new — press \.|Reload — press \./;

describe('the terminal UI polling a server that ignores since_id', () => {
  it('says "1 new" for each status posted between polls, never "Reload"', async () => {
    const sandbox = await sandboxWith(['ignores-since-id']);
    // More than a page (20) on the home timeline, so the newest page again is a full page.
    for (let n = 1; n <= 25; n += 1) sandbox.state.createStatus('bob', { status: `Filler ${n}` });
    const clock = new FakeClock(Date.now());
    const app = renderApp(await aliceOn(sandbox, clock));
    await app.waitForText('Filler 25');
    await app.waitForText('polling');

    // Twice: a poll that finds one status and, after showing it, the next poll as well.
    for (const text of ['Posted while the terminal polls', 'And another one after that']) {
      sandbox.state.createStatus('bob', { status: text });
      await clock.advance(TIMELINE_POLL_MS);
      const frame = await app.waitFor((f) => NEW_OR_RELOAD.test(f), 'the poll to find it');
      expect(frame).toContain('1 new — press .');
      expect(frame).not.toContain('Reload');
      await app.press('.');
      const shown = await app.waitFor((f) => f.includes(text), text);
      expect(shown).not.toMatch(NEW_OR_RELOAD);
    }
  }, 30_000);
});

describe('the notifications view on a server whose Link pages with older_than', () => {
  it('reaches every notification by pressing G until there are no more', async () => {
    const sandbox = await sandboxWith(['link-older-than']);
    fillNotifications(sandbox);
    const expected = await allNotificationIds(sandbox);
    expect(expected.length).toBeGreaterThan(40);
    const root = await aliceOn(sandbox, new FakeClock(Date.now()));
    // Tall enough that the whole list and its footer stay on screen at the end.
    const app = renderApp(root, { size: { columns: 100, rows: 8 * expected.length } });
    await app.waitForText('@alice');
    await app.press('g', 'n');
    await app.waitForText('Showing all');
    await app.waitForText('mentioned you');

    // Each G shows more (held ones, or the next page) until the footer says there are no
    // more; a G that changes nothing (a pager stuck on the first page) times out here.
    let frame = app.frame();
    while (!frame.includes('No more notifications')) {
      const before = frame;
      await app.press('G');
      frame = await app.waitFor(
        (f) => f !== before && !f.includes('Loading older notifications…'),
        'G to show older notifications',
      );
    }
    const reached = new Set(root.notifications.visibleIds);
    const missing = expected.filter((id) => !reached.has(id));
    expect(missing, `${missing.length} of ${expected.length} unreachable`).toEqual([]);
    // On screen too: the oldest of all, below the seed's.
    expect(frame).toContain(OLDEST_NOTIFICATION_TEXT);
  }, 30_000);
});
