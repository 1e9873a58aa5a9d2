/**
 * Spec part 2 §9 "time units seconds to years, year = 365.25 days": the terminal timeline's
 * time column counts weeks, months and years for older statuses.
 */
import { cleanup } from 'ink-testing-library';
import { afterEach, describe, expect, it } from 'vitest';
import { FakeServer } from './support/fake-server';
import { renderApp } from './support/render-app';
import { createTestRoot } from './support/test-root';

afterEach(() => cleanup());

const DAY = 86_400_000;

describe('relative times in the terminal timeline', () => {
  it('shows weeks, months and years on old statuses', async () => {
    const server = new FakeServer();
    const { root, clock } = await createTestRoot({ server, signedIn: true });
    const ages: [string, number][] = [
      ['Ancient', 2 * 365.25 * DAY + DAY],
      ['Seasonal', 100 * DAY],
      ['Fortnight', 15 * DAY],
    ];
    for (const [name, age] of ages) {
      const author = server.addAccount(name, name.toLowerCase(), name);
      server.addStatus({
        account: author,
        content: `<p>${name} post</p>`,
        createdAt: new Date(clock.now() - age).toISOString(),
      });
    }
    const app = renderApp(root, { size: { columns: 100, rows: 30 } });
    await app.waitForText('Fortnight post');
    const line = (name: string) =>
      app
        .frame()
        .split('\n')
        .find((l) => l.includes(`@${name.toLowerCase()}`)) ?? '';
    expect(line('Fortnight')).toMatch(/\b2w\b/);
    expect(line('Seasonal')).toMatch(/\b3mo\b/);
    expect(line('Ancient')).toMatch(/\b2y\b/);
  });
});
