import { cleanup } from 'ink-testing-library';
import { afterEach, describe, expect, it } from 'vitest';
import { FakeServer } from './support/fake-server';
import { renderApp } from './support/render-app';
import { createTestRoot } from './support/test-root';

afterEach(() => cleanup());

/** The header line of the status whose body holds `text`. */
function headerAbove(frame: string, text: string): string {
  const lines = frame.split('\n');
  const at = lines.findIndex((line) => line.includes(text));
  return lines[at - 1] ?? '';
}

describe('a status shows who may see it', () => {
  it('marks direct, followers-only and unlisted statuses in their header; public ones carry no mark', async () => {
    const server = new FakeServer();
    server.addStatus({ content: '<p>Everyone sees this</p>', visibility: 'public' });
    server.addStatus({ content: '<p>Quiet one</p>', visibility: 'unlisted' });
    server.addStatus({ content: '<p>For followers</p>', visibility: 'private' });
    server.addStatus({ content: '<p>Just between us</p>', visibility: 'direct' });
    const { root } = await createTestRoot({ server, signedIn: true });
    const app = renderApp(root, { size: { columns: 100, rows: 40 } });
    const frame = await app.waitFor(
      (f) => f.includes('Just between us') && f.includes('Everyone sees this'),
      'the four statuses',
    );
    expect(headerAbove(frame, 'Just between us')).toMatch(/Direct message · \S+$/);
    expect(headerAbove(frame, 'For followers')).toMatch(/Followers only · \S+$/);
    expect(headerAbove(frame, 'Quiet one')).toMatch(/Unlisted · \S+$/);
    expect(headerAbove(frame, 'Everyone sees this')).not.toMatch(
      /Direct|Followers|Unlisted|Public/,
    );
  });
});
