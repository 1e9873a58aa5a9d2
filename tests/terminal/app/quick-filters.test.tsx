import { cleanup } from 'ink-testing-library';
import { afterEach, describe, expect, it } from 'vitest';
import { FakeServer } from './support/fake-server';
import { KEYS, renderApp } from './support/render-app';
import { createTestRoot } from './support/test-root';

afterEach(() => cleanup());

/** A home timeline with a post, a reply to it, a repeat, a post with media and one with a CW. */
async function home(rows = 60) {
  const server = new FakeServer();
  const root = server.addStatus({ account: server.bob, content: '<p>Root post</p>' });
  server.addStatus({
    account: server.carol,
    content: '<p>Carol answers</p>',
    inReplyTo: root.id,
    home: true,
  });
  server.addStatus({
    account: server.bob,
    content: '<p>Photo post</p>',
    media: [{ type: 'image', description: 'a heron' }],
  });
  server.addStatus({ account: server.carol, reblogOf: root.id });
  server.addStatus({ account: server.bob, content: '<p>Behind the warning</p>', spoiler: 'food' });
  const { root: store } = await createTestRoot({ server, signedIn: true });
  const app = renderApp(store, { size: { columns: 100, rows } });
  await app.waitForText('Carol answers');
  return { app, store };
}

describe('timeline quick filters as keys (issue 16)', () => {
  it('F r hides replies at once and F r again shows them; the setting is the schema’s', async () => {
    const { app, store } = await home();
    await app.press('F', 'r');
    await app.waitFor((f) => !f.includes('Carol answers'), 'the reply left out');
    expect(app.frame()).toContain('Hide replies: on');
    expect(app.frame()).toContain('Root post');
    expect(store.preferences.hideReplies).toBe(true);
    await app.press('F', 'r');
    await app.waitForText('Carol answers');
    expect(store.preferences.hideReplies).toBe(false);
  });

  it('F b hides repeats and F m keeps only posts with media', async () => {
    const { app } = await home();
    expect(app.frame()).toContain('Carol repeated');
    await app.press('F', 'b');
    await app.waitFor((f) => !f.includes('Carol repeated'), 'the repeat left out');
    await app.press('F', 'm');
    await app.waitFor((f) => !f.includes('Root post'), 'posts without media left out');
    expect(app.frame()).toContain('Photo post');
    expect(app.frame()).not.toContain('Behind the warning');
  });

  it(':filter sets by name, says which are on, and refuses what it does not know', async () => {
    const { app, store } = await home();
    await app.press(':', 'filter media on', KEYS.enter);
    await app.waitFor((f) => !f.includes('Root post'), 'only media');
    await app.press(':', 'filter repe off', KEYS.enter);
    await app.waitForText('Hide repeats: off');
    await app.press(':', 'filter', KEYS.enter);
    // Subjects collapse by default: the quick view's switch is on.
    await app.waitForText('On: Only posts with media, Collapse posts with a subject');
    await app.press(':', 'filter media', KEYS.enter);
    await app.waitForText('Root post');
    await app.press(':', 'filter cw off', KEYS.enter);
    await app.waitForText('Collapse posts with a subject: off');
    await app.press(':', 'filter', KEYS.enter);
    await app.waitForText('No quick filters on');
    await app.press(':', 'filter media maybe', KEYS.enter);
    await app.waitForText(':filter replies|repeats|media|muted|cw|previews [on|off]');
    expect(store.preferences.onlyMedia).toBe(false);
  });

  it('quick view: F p turns media previews into one line, F c opens subjects', async () => {
    const { app } = await home();
    expect(app.frame()).toContain('a heron');
    expect(app.frame()).not.toContain('Behind the warning');
    await app.press('F', 'p');
    await app.waitForText('Media: 1 (previews hidden)');
    expect(app.frame()).not.toContain('a heron');
    await app.press('F', 'c');
    await app.waitForText('Behind the warning');
    expect(app.frame()).toContain('CW: food');
  });

  it('are listed in the help screen', async () => {
    const { app } = await home(300);
    await app.press('?');
    await app.waitForText('Hide or show replies (or :filter replies)');
    expect(app.frame()).toMatch(/Fr\s+Hide or show replies/);
    expect(app.frame()).toContain('Hide media previews, or show them');
  });
});
