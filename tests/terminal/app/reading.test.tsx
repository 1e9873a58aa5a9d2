import { cleanup } from 'ink-testing-library';
import { afterEach, describe, expect, it } from 'vitest';
import { FakeServer } from './support/fake-server';
import { KEYS, renderApp } from './support/render-app';
import { createTestRoot } from './support/test-root';

afterEach(() => cleanup());

function selectedLine(frame: string): string {
  return frame.split('\n').find((line) => /^\s*> /.test(line)) ?? '';
}

function lineWith(frame: string, text: string): string {
  return frame.split('\n').find((line) => line.includes(text)) ?? '';
}

function statusBar(frame: string): string {
  const lines = frame.split('\n');
  return lines[lines.length - 1] ?? '';
}

describe('threads', () => {
  /** top ─ a ┬ a1 ─ a2
   *        └ b ─ b1 */
  async function thread() {
    const server = new FakeServer();
    const top = server.addStatus({ content: '<p>Top post</p>' });
    const a = server.addStatus({ content: '<p>Branch A</p>', inReplyTo: top.id });
    const a1 = server.addStatus({ content: '<p>Under A</p>', inReplyTo: a.id });
    server.addStatus({ content: '<p>Deep under A</p>', inReplyTo: a1.id });
    const b = server.addStatus({ content: '<p>Branch B</p>', inReplyTo: top.id });
    server.addStatus({ content: '<p>Under B</p>', inReplyTo: b.id });
    const test = await createTestRoot({ server, signedIn: true });
    const app = renderApp(test.root, { size: { columns: 100, rows: 60 } });
    await app.waitForText('Top post');
    await app.press(KEYS.enter);
    await app.waitForText('Under B');
    return { ...test, app };
  }

  it('indents rows by depth, folds a node with Space and shows it again', async () => {
    const { app } = await thread();
    const frame = app.frame();
    const indent = (text: string) => lineWith(frame, text).search(/\S/);
    expect(indent('Branch A')).toBe(indent('Top post') + 2);
    expect(indent('Deep under A')).toBe(indent('Top post') + 6);
    expect(indent('Branch B')).toBe(indent('Branch A'));
    await app.press('j');
    expect(selectedLine(app.frame())).toContain('Bob Builder');
    await app.press(' ');
    await app.waitForText('2 more replies — Space shows them');
    expect(app.frame()).not.toContain('Under A');
    expect(app.frame()).toContain('Under B');
    await app.press(' ');
    await app.waitForText('Deep under A');
  });

  it('dives into a sub-thread and Backspace shows the whole conversation again', async () => {
    const { app } = await thread();
    await app.press('j', 'd');
    const dived = await app.waitForText('Part of the conversation — Backspace shows all of it');
    expect(dived).toContain('Top post');
    expect(dived).toContain('Deep under A');
    expect(dived).not.toContain('Branch B');
    // The dived node is the top of what is shown: no indentation left for it.
    expect(lineWith(dived, 'Branch A').search(/\S/)).toBe(lineWith(dived, 'Top post').search(/\S/));
    await app.press(KEYS.backspace);
    const whole = await app.waitForText('Branch B');
    expect(whole).not.toContain('Part of the conversation');
  });

  it('toggles a linear view with L', async () => {
    const { app } = await thread();
    await app.press('L');
    const frame = await app.waitForText('Conversation · linear');
    expect(lineWith(frame, 'Deep under A').search(/\S/)).toBe(
      lineWith(frame, 'Top post').search(/\S/),
    );
  });

  it('marks thread-muted statuses in the conversation and collapses them elsewhere', async () => {
    const server = new FakeServer();
    const top = server.addStatus({
      content: '<p>Noisy thread</p>',
      extra: { pleroma: { thread_muted: true } },
    });
    server.addStatus({ content: '<p>Quiet one</p>' });
    const { root } = await createTestRoot({ server, signedIn: true });
    const app = renderApp(root);
    const frame = await app.waitForText('Quiet one');
    expect(frame).toContain('Muted: Bob Builder (thread muted) — v shows it');
    expect(frame).not.toContain('Noisy thread');
    await app.press('j', KEYS.enter);
    const thread = await app.waitForText('Noisy thread');
    expect(thread).toContain('⊘ thread muted');
    expect(top.id).toBeTruthy();
  });
});

describe('new statuses', () => {
  it('pauses with p: new statuses wait even at the top', async () => {
    const server = new FakeServer();
    server.addStatus({ content: '<p>Old</p>' });
    const { root } = await createTestRoot({ server, signedIn: true });
    const app = renderApp(root);
    await app.waitForText('Old');
    const home = root.timelines.get({ type: 'home' });
    home.setLive(true);
    await app.press('P');
    expect(home.paused).toBe(true);
    await app.waitFor((f) => statusBar(f).includes('paused'), 'paused');
    const wire = server.addStatus({ content: '<p>Fresh</p>' });
    await home.loadNewer();
    const frame = await app.waitForText('1 new — press .');
    expect(frame).not.toContain('Fresh');
    expect(wire.id).toBeTruthy();
    await app.press('P');
    await app.waitForText('Fresh');
  });
});
