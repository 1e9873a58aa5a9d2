import { cleanup } from 'ink-testing-library';
import { afterEach, describe, expect, it } from 'vitest';
import { FakeServer } from './support/fake-server';
import { KEYS, renderApp } from './support/render-app';
import { createTestRoot } from './support/test-root';

afterEach(() => cleanup());

async function signedIn(server = new FakeServer()) {
  server.addStatus({ content: '<p>Existing post</p>' });
  const test = await createTestRoot({ server, signedIn: true });
  const app = renderApp(test.root);
  await app.waitForText('Existing post');
  return { ...test, app };
}

function postBody(server: FakeServer): Record<string, unknown> {
  const [post] = server.requestsTo('POST', '/api/v1/statuses');
  return JSON.parse(post?.body ?? '{}') as Record<string, unknown>;
}

describe('compose', () => {
  it('posts with Ctrl+S and the post appears at the top of home', async () => {
    const { app, server } = await signedIn();
    await app.press('c');
    expect(app.frame()).toContain('New post');
    // q, ? and . are text here, and Enter makes a new line.
    await app.press('Hello q?.', KEYS.enter, 'second line');
    expect(app.frame()).toContain('Hello q?.');
    expect(app.frame()).toContain('second line');
    await app.press(KEYS.ctrlS);
    await app.waitFor((f) => !f.includes('New post') && f.includes('second line'), 'posted');
    const posts = server.requestsTo('POST', '/api/v1/statuses');
    expect(posts).toHaveLength(1);
    expect(postBody(server)).toMatchObject({
      status: 'Hello q?.\nsecond line',
      visibility: 'public',
    });
    // Spec: a timestamp string (with a random tail, so two drafts in one ms differ).
    expect(posts[0]?.headers['Idempotency-Key']).toMatch(/^\d+-[a-z0-9]+$/);
    const frame = app.frame();
    expect(frame.indexOf('Hello q?.')).toBeLessThan(frame.indexOf('Existing post'));
    expect(frame.split('\n').find((l) => l.startsWith('> '))).toContain('Alice');
  });

  it('a new post brings the cursor to it when home had restored a position further down', async () => {
    const server = new FakeServer();
    const ids = [1, 2, 3, 4].map((n) => server.addStatus({ content: `<p>Post ${n}</p>` }).id);
    server.markers = { home: { last_read_id: ids[0]! } };
    const { root } = await createTestRoot({ server, signedIn: true });
    const app = renderApp(root);
    await app.waitFor(() => root.markers.state === 'loaded', 'markers');
    const cursorOn = (f: string, text: string) => {
      const lines = f.split('\n');
      const at = lines.findIndex((l) => l.startsWith('> '));
      return at >= 0 && (lines[at + 1] ?? '').includes(text);
    };
    await app.waitFor((f) => cursorOn(f, 'Post 1'), 'cursor on the saved status');
    await app.press('c', 'My own news');
    await app.press(KEYS.ctrlS);
    await app.waitFor((f) => !f.includes('New post') && cursorOn(f, 'My own news'), 'on the post');
    // A reply stays in its conversation: the cursor keeps its place.
    await app.press('j', 'j', 'r', 'Quick answer');
    await app.press(KEYS.ctrlS);
    await app.waitFor(() => server.requestsTo('POST', '/api/v1/statuses').length === 2, 'reply');
    await app.waitFor((f) => !f.includes('Reply to') && cursorOn(f, 'Post 3'), 'kept place');
  });

  it('accepts a line feed (Ctrl+Enter on many terminals) as send', async () => {
    const { app, server } = await signedIn();
    await app.press('c', 'Sent with ctrl enter', '\n');
    await app.waitFor(() => server.requestsTo('POST', '/api/v1/statuses').length === 1, 'post');
  });

  it('refuses an empty post with the spec message', async () => {
    const { app, server } = await signedIn();
    await app.press('c', '   ', KEYS.ctrlS);
    await app.waitForText("Can't post an empty status with no files");
    expect(server.requestsTo('POST', '/api/v1/statuses')).toHaveLength(0);
  });

  it('sends the content warning and cycles visibility', async () => {
    const { app, server } = await signedIn();
    await app.press('c', 'Body text', KEYS.tab, 'spoiler here', KEYS.ctrlT, KEYS.ctrlT);
    expect(app.frame()).toContain('Visibility: Followers only');
    await app.press(KEYS.ctrlS);
    await app.waitFor(() => server.requestsTo('POST', '/api/v1/statuses').length === 1, 'post');
    expect(postBody(server)).toMatchObject({
      status: 'Body text',
      spoiler_text: 'spoiler here',
      visibility: 'private',
    });
  });

  it('shows the characters left against the instance limit', async () => {
    const { app } = await signedIn();
    await app.press('c', 'abcde');
    // The fake instance allows 500.
    expect(app.frame()).toContain('495 left');
  });

  it('keeps the draft and shows the error when sending fails; the retry reuses the key', async () => {
    const { app, server, clock } = await signedIn();
    server.failures.set('/api/v1/statuses', { status: 422, body: { error: 'Too many posts' } });
    await app.press('c', 'Try me', KEYS.ctrlS);
    await app.waitForText('Could not send the post: Too many posts');
    expect(app.frame()).toContain('Try me');
    await clock.advance(5000);
    await app.press(KEYS.ctrlS);
    await app.waitFor((f) => !f.includes('New post'), 'posted on retry');
    const [first, second] = server.requestsTo('POST', '/api/v1/statuses');
    expect(second?.headers['Idempotency-Key']).toBe(first?.headers['Idempotency-Key']);
  });

  it('replies with r: mentions prefilled, in_reply_to_id sent', async () => {
    const { app, server } = await signedIn();
    const target = server.home[0]!;
    await app.press('r');
    expect(app.frame()).toContain('Reply to @bob');
    expect(app.frame()).toContain('@bob');
    await app.press('thanks', KEYS.ctrlS);
    await app.waitFor(() => server.requestsTo('POST', '/api/v1/statuses').length === 1, 'post');
    expect(postBody(server)).toMatchObject({ status: '@bob thanks', in_reply_to_id: target });
  });

  it('Esc cancels at once when nothing was typed', async () => {
    const { app } = await signedIn();
    await app.press('c', KEYS.esc);
    expect(app.frame()).not.toContain('New post');
    expect(app.frame()).toContain('Existing post');
  });

  it('Esc asks before throwing typed text away', async () => {
    const { app, server } = await signedIn();
    await app.press('c', 'draft', KEYS.esc);
    expect(app.frame()).toContain('Discard this draft? y/n');
    await app.press('n');
    expect(app.frame()).toContain('draft');
    expect(app.frame()).not.toContain('Discard this draft');
    await app.press(KEYS.esc, 'y');
    expect(app.frame()).not.toContain('New post');
    expect(server.requestsTo('POST', '/api/v1/statuses')).toHaveLength(0);
  });

  it('edits by grapheme: backspace removes a whole emoji', async () => {
    const { app, server } = await signedIn();
    await app.press('c', 'ok 👩‍👩‍👧', KEYS.backspace, '!', KEYS.ctrlS);
    await app.waitFor(() => server.requestsTo('POST', '/api/v1/statuses').length === 1, 'post');
    expect(postBody(server)).toMatchObject({ status: 'ok !' });
  });
});
