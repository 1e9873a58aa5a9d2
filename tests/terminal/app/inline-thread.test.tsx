// Issue 16, spec part 1 §2: in a timeline, `space` opens the selected status's conversation
// in place, under it, and folds it away again; `?` lists the key.
import { cleanup } from 'ink-testing-library';
import { afterEach, describe, expect, it } from 'vitest';
import { FakeServer } from './support/fake-server';
import { KEYS, renderApp } from './support/render-app';
import { createTestRoot } from './support/test-root';

afterEach(() => cleanup());

function selectedLine(frame: string): string {
  return frame.split('\n').find((line) => /^\s*> /.test(line)) ?? '';
}

/** The column where the line holding a text starts. */
function indentOf(frame: string, text: string): number {
  return (frame.split('\n').find((line) => line.includes(text)) ?? '').search(/\S/);
}

async function timelineWithThread(rows?: number) {
  const server = new FakeServer();
  const dave = server.addAccount('4', 'dave', 'Dave');
  const top = server.addStatus({ account: server.carol, content: '<p>Thread root</p>' });
  const middle = server.addStatus({
    account: server.bob,
    content: '<p>Middle reply</p>',
    inReplyTo: top.id,
    home: true,
  });
  server.addStatus({ account: dave, content: '<p>Answer to middle</p>', inReplyTo: middle.id });
  server.addStatus({ content: '<p>Unrelated newest</p>' });
  const test = await createTestRoot({ server, signedIn: true });
  const app = renderApp(test.root, rows ? { size: { columns: 140, rows } } : undefined);
  await app.waitForText('Unrelated newest');
  return { ...test, app, middle: middle.id };
}

describe('inline threads in a timeline', () => {
  it('space opens the conversation under the status, indented; space again folds it', async () => {
    const { app, server, middle } = await timelineWithThread();
    await app.press('j');
    expect(selectedLine(app.frame())).toContain('Bob Builder');
    expect(app.frame()).not.toContain('Answer to middle');

    await app.press(' ');
    const frame = await app.waitForText('Answer to middle');
    expect(server.requestsTo('GET', `/api/v1/statuses/${middle}/context`)).toHaveLength(1);
    // Still the timeline (no thread screen), the cursor still on the status.
    expect(frame).not.toContain('Conversation');
    expect(selectedLine(frame)).toContain('Bob Builder');
    // Under the status: its thread, the top first, then the reply, indented by depth.
    const positions = ['Middle reply', 'Thread root', 'Answer to middle'].map((text) =>
      frame.indexOf(text),
    );
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    expect(indentOf(frame, 'Thread root')).toBe(indentOf(frame, 'Middle reply') + 2);
    expect(indentOf(frame, 'Answer to middle')).toBe(indentOf(frame, 'Middle reply') + 6);

    // The thread's statuses are rows: j moves onto them, and actions act on them.
    await app.press('j');
    expect(selectedLine(app.frame())).toContain('Carol');
    // space on a status of the thread folds it, the cursor back on its status.
    await app.press(' ');
    await app.waitFor((frame) => !frame.includes('Answer to middle'), 'the thread folded');
    expect(selectedLine(app.frame())).toContain('Bob Builder');
  });

  it('says so while a conversation cannot be loaded', async () => {
    const { app, server, middle } = await timelineWithThread();
    server.failures.set(`/api/v1/statuses/${middle}/context`, {
      status: 500,
      body: { error: 'Something broke' },
    });
    await app.press('j', ' ');
    const frame = await app.waitForText('The conversation could not be loaded');
    expect(frame).toContain('Something broke');
    expect(frame).not.toContain('Answer to middle');
    // Folded and opened again, it tries once more.
    await app.press(' ', ' ');
    await app.waitForText('Answer to middle');
  });

  it('? lists the key', async () => {
    const { app } = await timelineWithThread(400);
    await app.press('?');
    const frame = await app.waitForText('Show or hide the conversation under the selected post');
    expect(frame).toMatch(/Space\s+Show or hide the conversation under the selected post/i);
    expect(frame).toMatch(/selected post\s+timeline\.inline_thread/);
    await app.press(KEYS.esc);
  });
});
