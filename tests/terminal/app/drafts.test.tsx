import { cleanup } from 'ink-testing-library';
import { afterEach, describe, expect, it } from 'vitest';
import { draftsOf } from '../../../src/core/model/drafts';
import { editorCommand } from '../../../src/terminal/app/platform/external-editor';
import { FakeServer } from './support/fake-server';
import { KEYS, renderApp } from './support/render-app';
import { createTestRoot } from './support/test-root';

afterEach(() => cleanup());

const SNAPSHOT = { spoilerText: '', visibility: 'public', inReplyToId: null } as const;

describe('unsent drafts in the terminal', () => {
  it('offers kept drafts at start: Enter continues one in the form, d + y discards one', async () => {
    const server = new FakeServer();
    server.addStatus({ content: '<p>Existing post</p>' });
    const test = await createTestRoot({ server, signedIn: true });
    const drafts = draftsOf(test.root.scope);
    drafts.save({ ...SNAPSHOT, text: 'Older words' }, { error: 'Server error: 502' });
    await test.clock.advance(10);
    drafts.save({ ...SNAPSHOT, text: 'Newer words', inReplyToId: server.home[0]! });

    const app = renderApp(test.root);
    await app.waitForText('Unsent drafts');
    expect(app.frame()).toContain('Newer words');
    expect(app.frame()).toContain('Not sent: Server error: 502');
    expect(app.frame()).toMatch(/Reply to \S+ · Newer words/);

    // The newest is selected; discard it after the question.
    await app.press('d');
    await app.waitForText('Discard this draft for good? y/n');
    await app.press('y');
    await app.waitFor((f) => !f.includes('Newer words'), 'discarded');
    expect(drafts.list().map((d) => d.text)).toEqual(['Older words']);

    await app.press(KEYS.enter);
    await app.waitForText('Visibility');
    expect(app.frame()).toContain('Older words');
    await app.press(' again', KEYS.ctrlS);
    await app.waitFor(() => server.requestsTo('POST', '/api/v1/statuses').length === 1, 'post');
    await app.waitFor(() => drafts.list().length === 0, 'the sent draft is forgotten');
  });

  it('g D opens the list; a new post form continues the draft of its context', async () => {
    const server = new FakeServer();
    server.addStatus({ content: '<p>Existing post</p>' });
    const test = await createTestRoot({ server, signedIn: true });
    const app = renderApp(test.root);
    await app.waitForText('Existing post');
    await app.press('c', 'Half a thought');
    await app.press(KEYS.esc);
    await app.waitForText('Discard this draft? y/n');
    await app.press('n');
    // Still in the form: the words are written after the typing pause.
    await test.clock.advance(500);
    expect(
      draftsOf(test.root.scope)
        .list()
        .map((d) => d.text),
    ).toEqual(['Half a thought']);
    await app.press(KEYS.esc, 'y');
    await app.waitFor(() => draftsOf(test.root.scope).list().length === 0, 'discarded');

    draftsOf(test.root.scope).save({ ...SNAPSHOT, text: 'Kept for later' });
    await app.press('g', 'D');
    await app.waitForText('Kept for later');
    await app.press(KEYS.esc);
    await app.waitFor((f) => !f.includes('Kept for later'), 'closed');
    await app.press('c');
    await app.waitForText('Kept for later');
  });

  it('picks the editor as git does: $VISUAL, then $EDITOR, then vi', () => {
    expect(editorCommand({ VISUAL: 'nano', EDITOR: 'vim' })).toBe('nano');
    expect(editorCommand({ VISUAL: '', EDITOR: 'code --wait' })).toBe('code --wait');
    expect(editorCommand({})).toBe('vi');
  });
});
