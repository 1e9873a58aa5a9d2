import { cleanup } from 'ink-testing-library';
import { afterEach, describe, expect, it } from 'vitest';
import type { FetchInit, FetchPort } from '../../../src/core';
import { FakeServer, respond } from './support/fake-server';
import { KEYS, renderApp } from './support/render-app';
import { createTestRoot } from './support/test-root';

afterEach(() => cleanup());

const CTRL = { p: '\x10', n: '\x0e', g: '\x07', l: '\x0c', r: '\x12' } as const;

interface Sent {
  method: string;
  path: string;
  body: Record<string, unknown>;
}

/**
 * A fake Pleroma that edits, keeps history and renders previews, in front of the shared
 * fake server (which answers everything else).
 */
function editingServer() {
  const server = new FakeServer();
  server.instance = {
    ...server.instance,
    poll_limits: {
      max_options: 4,
      max_option_chars: 255,
      min_expiration: 60,
      max_expiration: 86400,
    },
    pleroma: {
      metadata: {
        features: ['editing', 'quote_posting', 'polls'],
        post_formats: ['text/plain', 'text/markdown'],
      },
    },
  };
  const sent: Sent[] = [];
  const base = server.fetch;
  const fetch: FetchPort = async (input: string, init: FetchInit = {}) => {
    const url = new URL(input);
    const method = init.method ?? 'GET';
    const body =
      typeof init.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : {};
    const source = /^\/api\/v1\/statuses\/([^/]+)\/source$/.exec(url.pathname);
    const history = /^\/api\/v1\/statuses\/([^/]+)\/history$/.exec(url.pathname);
    const one = /^\/api\/v1\/statuses\/([^/]+)$/.exec(url.pathname);
    if (source?.[1]) return respond(200, { id: source[1], text: 'Old words', spoiler_text: '' });
    if (history?.[1])
      return respond(200, [
        {
          content: '<p>Very first words</p>',
          spoiler_text: '',
          sensitive: false,
          created_at: '2026-11-21T10:00:00Z',
        },
        {
          content: '<p>Second thoughts</p>',
          spoiler_text: '',
          sensitive: false,
          created_at: '2026-11-21T10:30:00Z',
        },
      ]);
    if (method === 'PUT' && one?.[1]) {
      sent.push({ method, path: url.pathname, body });
      const status = server.statuses.get(one[1])!;
      const edited = {
        ...status,
        content: `<p>${String(body.status)}</p>`,
        edited_at: '2026-11-21T12:00:00Z',
      };
      server.statuses.set(one[1], edited);
      return respond(200, edited);
    }
    if (method === 'POST' && url.pathname === '/api/v1/statuses') {
      sent.push({ method, path: url.pathname, body });
      if (body.preview)
        return respond(200, {
          ...server.statuses.get(server.home[0]!)!,
          id: 'preview',
          content: `<p>rendered: ${String(body.status)}</p>`,
        });
    }
    return base(input, init);
  };
  (server as { fetch: FetchPort }).fetch = fetch;
  return { server, sent };
}

async function signedIn() {
  const { server, sent } = editingServer();
  const own = server.addStatus({ content: '<p>Old words</p>', account: server.alice });
  const bobs = server.addStatus({ content: '<p>Bob speaks</p>', account: server.bob });
  const test = await createTestRoot({ server, signedIn: true });
  const app = renderApp(test.root);
  await app.waitForText('Bob speaks');
  return { ...test, app, sent, own, bobs };
}

const posts = (sent: Sent[]) => sent.filter((s) => s.method === 'POST' && !s.body.preview);

describe('the terminal post form', () => {
  it('posts a poll: options, an added one, the run and multiple choice', async () => {
    const { app, sent } = await signedIn();
    await app.press('c', 'Lunch?', CTRL.p);
    await app.waitForText('Option 2');
    await app.press('Pizza', KEYS.tab, 'Soup', CTRL.n, 'Salad', KEYS.tab);
    await app.press(...Array.from({ length: 3 }, () => KEYS.backspace), '1h', CTRL.g);
    await app.waitForText('(Multiple choices)');
    await app.press(KEYS.ctrlS);
    await app.waitFor(() => posts(sent).length === 1, 'poll posted');
    expect(posts(sent)[0]?.body).toMatchObject({
      status: 'Lunch?',
      poll: { options: ['Pizza', 'Soup', 'Salad'], expires_in: 3600, multiple: true },
    });
  });

  it('refuses a poll with too few unique options, with the spec message', async () => {
    const { app, sent } = await signedIn();
    await app.press('c', 'Lunch?', CTRL.p, 'Same', KEYS.tab, 'Same', KEYS.ctrlS);
    await app.waitForText('Too few unique options in poll');
    expect(posts(sent)).toHaveLength(0);
  });

  it('quotes the selected status with " and sends its id as quote_id only', async () => {
    const { app, sent, bobs } = await signedIn();
    await app.press('"');
    await app.waitForText('Quote @bob');
    await app.press('So true', KEYS.ctrlS);
    await app.waitFor(() => posts(sent).length === 1, 'quote posted');
    expect(posts(sent)[0]?.body).toMatchObject({ status: 'So true', quote_id: bobs.id });
    expect(posts(sent)[0]?.body.in_reply_to_id).toBeUndefined();
  });

  it('edits an own status with e (source in the form, PUT on send) and shows H history', async () => {
    const { app, sent, own } = await signedIn();
    await app.press('e');
    await app.waitForText('Only your own posts can be edited');
    await app.press('j', 'e');
    await app.waitForText('Edit your post');
    await app.waitFor((f) => f.includes('Old words'), 'source loaded');
    await app.press(' and new ones', KEYS.ctrlS);
    await app.waitFor(() => sent.some((s) => s.method === 'PUT'), 'edit sent');
    expect(sent.find((s) => s.method === 'PUT')).toMatchObject({
      path: `/api/v1/statuses/${own.id}`,
      body: { status: 'Old words and new ones' },
    });
    await app.waitForText('Post edited');
    await app.press('H');
    await app.waitForText('Edit history');
    await app.waitForText('Second thoughts');
    const frame = app.frame();
    expect(frame.indexOf('Second thoughts')).toBeLessThan(frame.indexOf('Very first words'));
  });

  it('previews after 500 ms of quiet with preview: true, and switches the content type', async () => {
    const { app, sent, clock } = await signedIn();
    await app.press('c', 'Hello *there*', CTRL.l);
    await app.waitForText('Format: Markdown');
    await app.press(CTRL.r);
    await app.waitForText('rendered: Hello *there*');
    await app.press('!');
    await clock.advance(499);
    expect(sent.filter((s) => s.body.preview)).toHaveLength(1);
    await clock.advance(1);
    await app.waitForText('rendered: Hello *there*!');
    const previews = sent.filter((s) => s.body.preview);
    expect(previews).toHaveLength(2);
    expect(previews[1]?.body).toMatchObject({ content_type: 'text/markdown', preview: true });
    expect(posts(sent)).toHaveLength(0);
  });
});
