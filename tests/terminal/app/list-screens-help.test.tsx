import { cleanup } from 'ink-testing-library';
import { afterEach, describe, expect, it } from 'vitest';
import { draftsOf } from '../../../src/core/model/drafts';
import { announcement } from './support/fake-announcement';
import { FakeServer } from './support/fake-server';
import { KEYS, renderApp } from './support/render-app';
import { createTestRoot } from './support/test-root';

afterEach(() => cleanup());

/** A help line: the key, its description, its action id. */
const lists = (key: string, id: string) => (frame: string) =>
  new RegExp(`^\\s*${key}\\s+\\S.*\\s${id.replace('.', '\\.')}\\s*$`, 'm').test(frame);

describe('? opens the help from the drafts, announcements and scheduled lists', () => {
  it('each list shows its own keys in the help; ? closes it and the list is back', async () => {
    const server = new FakeServer();
    server.addStatus({ content: '<p>Existing post</p>' });
    server.announcements = [announcement('1', 'Picnic on Saturday')];
    const test = await createTestRoot({ server, signedIn: true });
    draftsOf(test.root.scope).save({
      spoilerText: '',
      visibility: 'public',
      inReplyToId: null,
      text: 'Kept for later',
    });
    const app = renderApp(test.root, { size: { columns: 120, rows: 400 } });
    await app.waitForText('Unsent drafts');
    // The drafts list (shown at start, as `g D` shows it).
    await app.press('?');
    await app.waitFor(lists('d', 'drafts.discard'), 'the drafts keys in the help');
    await app.press('?');
    await app.waitForText('Kept for later');
    expect(lists('d', 'drafts.discard')(app.frame())).toBe(false);
    await app.press(KEYS.esc);
    await app.waitFor((f) => f.includes('Existing post') && !f.includes('Kept for later'), 'home');

    await app.press('g', 'A');
    await app.waitForText('Picnic on Saturday');
    await app.press('?');
    await app.waitFor(lists('r', 'announcements.read'), 'the announcements keys in the help');
    await app.press('?');
    await app.waitForText('Picnic on Saturday');
    // Its own `q` (close) still wins over the global quit.
    await app.press('q');
    await app.waitFor((f) => f.includes('Existing post') && !f.includes('Picnic'), 'closed');

    await app.press('g', 'S');
    await app.waitForText('Scheduled posts');
    await app.press('?');
    await app.waitFor((f) => /\sscheduled\.\w+\s*$/m.test(f), 'the scheduled keys in the help');
  });
});
