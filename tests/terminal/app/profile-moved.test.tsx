import { cleanup } from 'ink-testing-library';
import { afterEach, describe, expect, it } from 'vitest';
import { FakeServer } from './support/fake-server';
import { renderApp } from './support/render-app';
import { createTestRoot } from './support/test-root';

afterEach(() => cleanup());

describe('a moved account and a quote kept as a link (issue 7)', () => {
  it('says on the profile card where the account moved', async () => {
    const server = new FakeServer();
    const newHome = server.addAccount('8', 'dave@new.example', 'Dave');
    const dave = server.addAccount('4', 'dave', 'Dave', { moved: newHome });
    server.addStatus({ account: dave, content: '<p>Latest from Dave</p>' });
    const { root } = await createTestRoot({ server, signedIn: true });
    const app = renderApp(root, { size: { columns: 100, rows: 40 } });
    await app.waitForText('Latest from Dave');
    await app.press('u');
    const frame = await app.waitForText('has moved to');
    expect(frame).toContain('Dave has moved to @dave@new.example');
  });

  it('shows the address of a quoted post the server did not send', async () => {
    const server = new FakeServer();
    const status = server.addStatus({ content: '<p>Look at this</p>' });
    Object.assign(status, {
      pleroma: { quote_id: '999', quote_url: 'https://far.example/notice/999' },
    });
    const { root } = await createTestRoot({ server, signedIn: true });
    const app = renderApp(root, { size: { columns: 100, rows: 40 } });
    const frame = await app.waitForText('Look at this');
    expect(frame).toContain('Quoted post: https://far.example/notice/999');
  });
});
