// The terminal's scheduled posts view (`g S`, issue 11 "beyond the anchors"): the list as the
// server keeps it, a new time read as the CLI's `--at` reads it, cancel after y/n, a rewrite
// in the post form that cancels the old post once the new one is in, and a notice for every
// outcome, failures included.
import { cleanup } from 'ink-testing-library';
import { afterEach, describe, expect, it } from 'vitest';
import { draftsOf } from '../../../src/core/model/drafts';
import { scheduleTimeText } from '../../../src/core/model/post/scheduling';
import { fullTime } from '../../../src/shared/text/relative-time';
import { FakeServer, respond } from './support/fake-server';
import { KEYS, renderApp } from './support/render-app';
import { createTestRoot } from './support/test-root';

afterEach(() => cleanup());

interface Scheduled {
  id: string;
  scheduled_at: string;
  params: Record<string, unknown>;
  media_attachments: Array<Record<string, unknown>>;
}

/** The server's scheduled posts, answered as Pleroma answers them. */
function withScheduled(server: FakeServer, items: Scheduled[]) {
  const kept = [...items];
  let nextId = 900;
  server.extraHandlers.push((method, url, body) => {
    const path = url.pathname;
    if (method === 'GET' && path === '/api/v1/scheduled_statuses') return respond(200, kept);
    const one = /^\/api\/v1\/scheduled_statuses\/([^/]+)$/.exec(path);
    const at = one ? kept.findIndex((item) => item.id === one[1]) : -1;
    if (one && at < 0) return respond(404, { error: 'Record not found' });
    if (method === 'PUT' && one) {
      const wanted = JSON.parse(body ?? '{}').scheduled_at as string;
      kept[at] = { ...kept[at]!, scheduled_at: new Date(wanted).toISOString() };
      return respond(200, kept[at]);
    }
    if (method === 'DELETE' && one) {
      kept.splice(at, 1);
      return respond(200, {});
    }
    if (method === 'POST' && path === '/api/v1/statuses' && body?.includes('scheduled_at')) {
      const sent = JSON.parse(body) as Record<string, unknown>;
      const made: Scheduled = {
        id: String(nextId++),
        scheduled_at: String(sent.scheduled_at),
        params: { text: sent.status, visibility: sent.visibility, spoiler_text: '' },
        media_attachments: [],
      };
      kept.push(made);
      return respond(200, made);
    }
    return undefined;
  });
  return kept;
}

const LATER = '2026-12-01T09:00:00.000Z';
const SOONER = '2026-11-25T18:30:00.000Z';

function twoPosts(): Scheduled[] {
  return [
    {
      id: 's1',
      scheduled_at: LATER,
      params: { text: 'Advent post', visibility: 'unlisted', poll: { options: ['a', 'b'] } },
      media_attachments: [
        { id: 'm1', type: 'image', description: 'a tree' },
        { id: 'm2', type: 'image', description: '' },
      ],
    },
    {
      id: 's2',
      scheduled_at: SOONER,
      params: { text: 'Weekend plans', visibility: 'public', spoiler_text: 'food' },
      media_attachments: [],
    },
  ];
}

async function openScheduled(items: Scheduled[]) {
  const server = new FakeServer();
  server.addStatus({ content: '<p>Existing post</p>' });
  const kept = withScheduled(server, items);
  const test = await createTestRoot({ server, signedIn: true });
  const app = renderApp(test.root);
  await app.waitForText('Existing post');
  await app.press('g', 'S');
  await app.waitForText('Scheduled posts');
  return { ...test, app, kept };
}

/** As the time field shows and takes it. */
const shown = (iso: string) => scheduleTimeText(new Date(iso));
/** As the list shows it: in the app's language (Intl). */
const listed = (iso: string, locale?: string) => fullTime(iso, { locale });

describe('scheduled posts in the terminal', () => {
  it('g S lists them soonest first with time, scope, files, poll and text', async () => {
    const { app } = await openScheduled(twoPosts());
    const frame = await app.waitForText('Advent post');
    expect(frame).toContain(`> ${listed(SOONER)} · Public`);
    expect(frame).toContain('[food] Weekend plans');
    expect(frame).toContain(`${listed(LATER)} · Unlisted · 2 files · poll`);
    expect(frame.indexOf('Weekend plans')).toBeLessThan(frame.indexOf('Advent post'));
    expect(frame).toContain('t: new time · d: cancel post · e: edit · .: reload · Esc: close');
    await app.press(KEYS.esc);
    await app.waitFor((f) => !f.includes('Weekend plans'), 'closed');
    expect(app.frame()).toContain('Existing post');
  });

  it(':set lang de lists the times as German writes them; the time field keeps YYYY-MM-DD HH:MM', async () => {
    const { app, root } = await openScheduled(twoPosts());
    await app.waitForText('Weekend plans');
    await app.press(KEYS.esc);
    await app.waitFor((f) => !f.includes('Weekend plans'), 'closed');
    await app.press(':', 'set lang de', KEYS.enter);
    await app.waitFor(() => root.preferences.lang === 'de', 'the language set');
    await app.press('g', 'S');
    const german = listed(SOONER, 'de');
    expect(german).not.toBe(listed(SOONER));
    await app.waitForText(`> ${german} · `);
    expect(app.frame()).toContain(listed(LATER, 'de'));
    await app.press(KEYS.enter);
    await app.waitForText(shown(SOONER));
  });

  it('says so when there are none', async () => {
    const { app } = await openScheduled([]);
    await app.waitForText('No scheduled posts');
  });

  it('says why when the list cannot be loaded, and . loads it again', async () => {
    const server = new FakeServer();
    server.addStatus({ content: '<p>Existing post</p>' });
    withScheduled(server, twoPosts());
    server.failures.set('/api/v1/scheduled_statuses', { status: 503, body: { error: 'Busy' } });
    const test = await createTestRoot({ server, signedIn: true });
    const app = renderApp(test.root);
    await app.waitForText('Existing post');
    await app.press('g', 'S');
    await app.waitForText('Could not load the scheduled posts: Busy');
    expect(app.frame()).not.toContain('Loading scheduled posts');
    await app.press('.');
    await app.waitForText('Weekend plans');
    expect(app.frame()).not.toContain('Could not load');
  });

  it('a new time is checked as --at checks it, then saved and shown', async () => {
    const { app, server } = await openScheduled(twoPosts());
    await app.waitForText('Weekend plans');
    await app.press(KEYS.enter);
    await app.waitForText(`Publish at: ${shown(SOONER)}`);
    // Unreadable, then too soon (the fake clock is 2026-11-21 12:00 UTC): the field stays.
    await app.press(...Array(16).fill(KEYS.backspace), 'soon', KEYS.enter);
    await app.waitForText('Write the time as YYYY-MM-DD HH:MM');
    const tooSoon = shown('2026-11-21T12:01:00.000Z');
    await app.press(...Array(4).fill(KEYS.backspace), tooSoon, KEYS.enter);
    await app.waitForText('A post can be scheduled 5 minutes ahead at the earliest');
    expect(server.requestsTo('PUT', '/api/v1/scheduled_statuses/s2')).toHaveLength(0);

    const wanted = shown('2026-12-24T17:00:00.000Z');
    await app.press(...Array(16).fill(KEYS.backspace), wanted, KEYS.enter);
    await app.waitForText(`Now scheduled for ${listed('2026-12-24T17:00:00.000Z')}`);
    const [put] = server.requestsTo('PUT', '/api/v1/scheduled_statuses/s2');
    expect(new Date(JSON.parse(put!.body!).scheduled_at).getTime()).toBe(
      new Date('2026-12-24T17:00:00.000Z').getTime(),
    );
    // Now the later one: the list is soonest first again.
    const frame = app.frame();
    expect(frame.indexOf('Advent post')).toBeLessThan(frame.indexOf('Weekend plans'));
  });

  it('Esc in the time field keeps the old time', async () => {
    const { app, server } = await openScheduled(twoPosts());
    await app.waitForText('Weekend plans');
    await app.press('t');
    await app.waitForText('Publish at:');
    await app.press(KEYS.esc);
    await app.waitFor((f) => !f.includes('Publish at:'), 'field closed');
    expect(app.frame()).toContain('Weekend plans');
    expect(server.requestsTo('PUT', '/api/v1/scheduled_statuses/s2')).toHaveLength(0);
  });

  it('cancels after y; n keeps it; a failed cancel keeps it and says why', async () => {
    const { app, server, kept } = await openScheduled(twoPosts());
    await app.waitForText('Weekend plans');
    await app.press('d');
    await app.waitForText('Cancel this scheduled post? It will never be published. y/n');
    await app.press('n');
    await app.waitFor((f) => !f.includes('never be published'), 'question gone');
    expect(server.requestsTo('DELETE', '/api/v1/scheduled_statuses/s2')).toHaveLength(0);

    server.failures.set('/api/v1/scheduled_statuses/s2', {
      status: 500,
      body: { error: 'Database down' },
    });
    await app.press('d', 'y');
    await app.waitForText('Could not cancel the scheduled post: Database down');
    expect(app.frame()).toContain('Weekend plans');

    await app.press('d', 'y');
    await app.waitForText('Scheduled post cancelled');
    await app.waitFor((f) => !f.includes('Weekend plans'), 'cancelled post gone');
    expect(kept.map((item) => item.id)).toEqual(['s1']);
  });

  it('e rewrites a post in the form; sending it schedules the new one and cancels the old', async () => {
    const { app, server, root, kept } = await openScheduled(twoPosts());
    await app.waitForText('Weekend plans');
    await app.press('e');
    await app.waitForText('Visibility');
    expect(app.frame()).toContain('Weekend plans');
    expect(app.frame()).toContain(`Publish at: ${shown(SOONER)}`);
    // The words are kept as a draft while the form is open.
    expect(draftsOf(root.scope).list()[0]?.text).toBe('Weekend plans');
    await app.press(' and more', KEYS.ctrlS);
    await app.waitForText('The earlier version of the scheduled post was cancelled');
    const [post] = server
      .requestsTo('POST', '/api/v1/statuses')
      .map((r) => JSON.parse(r.body!) as Record<string, unknown>);
    expect(post).toMatchObject({ status: 'Weekend plans and more', spoiler_text: 'food' });
    expect(new Date(String(post!.scheduled_at)).getTime()).toBe(new Date(SOONER).getTime());
    expect(server.requestsTo('DELETE', '/api/v1/scheduled_statuses/s2')).toHaveLength(1);
    expect(kept.map((item) => item.params.text)).toEqual(['Advent post', 'Weekend plans and more']);
    // Back on the list, which shows the new version.
    await app.waitForText('Weekend plans and more');
    await app.waitFor(() => draftsOf(root.scope).list().length === 0, 'draft forgotten');
  });
});

describe('a rewrite whose cancel of the old post fails', () => {
  it('says so once, marks the old post, and retries on the clock until it is cancelled', async () => {
    const { app, server, clock, kept } = await openScheduled(twoPosts());
    let down = true;
    const deletes: number[] = [];
    server.extraHandlers.unshift((method, url) => {
      if (method !== 'DELETE' || url.pathname !== '/api/v1/scheduled_statuses/s2') return undefined;
      deletes.push(clock.now());
      return down ? respond(503, { error: 'Maintenance' }) : undefined;
    });
    await app.waitForText('Weekend plans');
    await app.press('e');
    await app.waitForText('Visibility');
    await app.press(' v2', KEYS.ctrlS);
    await app.waitForText('Old version not cancelled yet (Maintenance (HTTP 503)); retrying');
    // Back on the list: both versions are on the server, the old one marked.
    await app.waitForText('Weekend plans v2');
    await app.waitForText('earlier version, being cancelled');
    expect(kept.map((item) => item.id)).toContain('s2');
    const tries = deletes.length;
    expect(tries).toBeGreaterThanOrEqual(1);

    // Still down: a retry on the clock, silent.
    await clock.advance(10_000);
    expect(deletes.length).toBeGreaterThan(tries);
    expect(app.frame()).not.toContain('cancelled now');

    down = false;
    // To the next retry (at most 20 s on), a second at a time: the notice lasts 5 s.
    const before = deletes.length;
    for (let i = 0; i < 20 && deletes.length === before; i++) await clock.advance(1_000);
    await app.waitForText('The earlier version of the rewritten scheduled post is cancelled now');
    await app.waitFor((f) => !f.includes('being cancelled'), 'mark gone');
    expect(kept.map((item) => item.params.text)).toEqual(['Advent post', 'Weekend plans v2']);
    expect(app.frame()).not.toContain('[food] Weekend plans');
    const done = deletes.length;
    await clock.advance(60 * 60_000);
    expect(deletes.length).toBe(done);
  });
});
