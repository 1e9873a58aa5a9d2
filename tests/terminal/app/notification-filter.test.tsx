import { describe, expect, it } from 'vitest';
import type { RootStore } from '../../../src/core';
import { fileSandbox, signedInOn } from '../../support/sandbox-root';
import { renderApp } from './support/render-app';

/**
 * The `f` filter of the notifications view, against the sandbox's notifications of every
 * type: once "favourites", "repeats" and "reactions" showed only a report.
 */
const sandbox = fileSandbox();

const aliceOnSandbox = (): Promise<RootStore> => signedInOn(sandbox(), 'alice');

/** Each filter of the cycle, with a line only its type shows and a line it must hide. */
const FILTERS = [
  { name: 'mentions', shows: /mentioned you/, type: 'mention' },
  { name: 'favourites', shows: /favorited your status/, type: 'favourite' },
  { name: 'repeats', shows: /repeated your status/, type: 'reblog' },
  { name: 'follows', shows: /followed you|wants to follow you/, type: 'follow' },
  { name: 'reactions', shows: /reacted with/, type: 'pleroma:emoji_reaction' },
  { name: 'moves', shows: /migrated to/, type: 'move' },
  { name: 'polls', shows: /A poll has ended/, type: 'poll' },
] as const;

const EVERY_LINE = FILTERS.map((f) => f.shows);

/** How many notifications of each type the sandbox holds for alice (every page). */
async function countsByType(): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  let next: string | undefined = `${sandbox().url}/api/v1/notifications?limit=40`;
  while (next) {
    const res: Response = await fetch(next, {
      headers: { authorization: `Bearer ${sandbox().state.tokenFor('alice')}` },
    });
    const page = (await res.json()) as Array<{ type: string }>;
    for (const n of page) counts.set(n.type, (counts.get(n.type) ?? 0) + 1);
    next =
      page.length > 0
        ? /<([^>]+)>;\s*rel="next"/.exec(res.headers.get('link') ?? '')?.[1]
        : undefined;
  }
  return counts;
}

describe('the notification filter on the sandbox', () => {
  it('shows, for every filter of the f cycle, its own notifications and no others', async () => {
    const counts = await countsByType();
    const root = await aliceOnSandbox();
    const app = renderApp(root, { size: { columns: 120, rows: 200 } });
    await app.waitForText('@alice');
    await app.press('g', 'n');
    await app.waitForText('Showing all');
    await app.waitFor((f) => /mentioned you/.test(f), 'notifications');
    for (const filter of FILTERS) {
      await app.press('F');
      const frame = await app.waitFor(
        (f) =>
          f.includes(`Showing ${filter.name}`) &&
          f.split('\n').filter((line) => filter.shows.test(line)).length >=
            Math.min(counts.get(filter.type) ?? 0, 20),
        `${filter.name} with its notifications`,
      );
      // Every one the sandbox has (the first page held only some), up to the fill target.
      const expected = Math.min(counts.get(filter.type) ?? 0, 20);
      expect(expected, `the sandbox has ${filter.type} notifications`).toBeGreaterThan(0);
      const shown = frame.split('\n').filter((line) => filter.shows.test(line)).length;
      expect(shown, `${filter.name}:\n${frame}`).toBeGreaterThanOrEqual(expected);
      for (const other of EVERY_LINE.filter((line) => line !== filter.shows)) {
        expect(frame, `${filter.name} shows no ${other}`).not.toMatch(other);
      }
    }
    await app.press('F');
    await app.waitForText('Showing all');
  }, 30_000);
});
