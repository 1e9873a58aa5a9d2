/**
 * The sandbox behaves like the non-Pleroma servers Petrel was tried against, one quirk at a
 * time: paging, login and reading answers as those servers gave them (status, headers, body).
 * Each test also checks the plain Pleroma answer, so a quirk that leaks into the default shows.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { normalizeInstance } from '../../src/core/normalize/instance';
import type { QuirkName } from '../../src/sandbox/index';
import { VAPID_KEY } from '../../src/sandbox/serialize/instance';
import { asArray, asRecord, getJson, linkRel, send, useSandbox } from './helpers';

describe('sandbox quirks: paging', () => {
  const sandbox = useSandbox();
  const quirks = (...names: QuirkName[]) => sandbox().state.quirks.select({ quirks: names });
  afterEach(() => sandbox().state.quirks.select({}));
  const ids = (body: unknown) => asArray(body as never).map((s) => String(asRecord(s).id));
  const PUBLIC = '/api/v1/timelines/public?limit=5';

  it('ignores-since-id: since_id gives the newest page again; min_id still pages', async () => {
    const first = ids((await getJson(sandbox(), PUBLIC)).body);
    const pivot = first[2]!;
    expect(ids((await getJson(sandbox(), `${PUBLIC}&since_id=${pivot}`)).body)).toEqual(
      first.slice(0, 2),
    );
    quirks('ignores-since-id');
    expect(ids((await getJson(sandbox(), `${PUBLIC}&since_id=${pivot}`)).body)).toEqual(first);
    expect(ids((await getJson(sandbox(), `${PUBLIC}&min_id=${pivot}`)).body)).toEqual(
      first.slice(0, 2),
    );
  });

  it('link-older-than: Link pages with older_than/newer_than, and max_id is ignored', async () => {
    quirks('link-older-than');
    const page1 = await getJson(sandbox(), PUBLIC);
    const first = ids(page1.body);
    const next = linkRel(page1.headers.get('link'), 'next');
    const prev = linkRel(page1.headers.get('link'), 'prev');
    expect(next).toContain(`older_than=${first[4]}`);
    expect(next).not.toContain('max_id');
    expect(prev).toContain(`newer_than=${first[0]}`);
    const page2 = ids(asArray((await (await fetch(next!)).json()) as never));
    expect(page2).toHaveLength(5);
    expect(page2.some((id) => first.includes(id))).toBe(false);
    // The parameter every other server understands is silently dropped.
    expect(ids((await getJson(sandbox(), `${PUBLIC}&max_id=${first[4]}`)).body)).toEqual(first);
    // Notifications page the same way.
    const alice = sandbox().state.tokenFor('alice');
    const notes = await getJson(sandbox(), '/api/v1/notifications?limit=3', alice);
    expect(linkRel(notes.headers.get('link'), 'next')).toMatch(/[?&]older_than=/);
  });

  it('no-link-header: pages come without a Link header', async () => {
    const alice = sandbox().state.tokenFor('alice');
    expect((await getJson(sandbox(), PUBLIC)).headers.get('link')).toMatch(/max_id=/);
    quirks('no-link-header');
    const page = await getJson(sandbox(), PUBLIC);
    expect(ids(page.body)).toHaveLength(5);
    expect(page.headers.get('link')).toBeNull();
    expect((await getJson(sandbox(), '/api/v1/notifications', alice)).headers.get('link')).toBe(
      null,
    );
  });
});

describe('sandbox quirks: login and tokens', () => {
  const sandbox = useSandbox();
  const quirks = (...names: QuirkName[]) => sandbox().state.quirks.select({ quirks: names });
  afterEach(() => sandbox().state.quirks.select({}));

  async function registerApp(scopes = 'read write follow push') {
    const form = new URLSearchParams({
      client_name: 'quirks',
      redirect_uris: 'urn:ietf:wg:oauth:2.0:oob',
      scopes,
    });
    return send(sandbox(), 'POST', '/api/v1/apps', form);
  }
  async function passwordGrant() {
    const app = asRecord((await registerApp()).body);
    return send(sandbox(), 'POST', '/oauth/token', {
      client_id: app.client_id,
      client_secret: app.client_secret,
      grant_type: 'password',
      username: 'alice',
      password: 'sandbox',
    });
  }

  it('no-password-grant: 400 unsupported_grant_type', async () => {
    expect((await passwordGrant()).status).toBe(200);
    quirks('no-password-grant');
    const res = await passwordGrant();
    expect(res.status).toBe(400);
    expect(asRecord(res.body).error).toBe('unsupported_grant_type');
  });

  it('token-without-user: the granted token is 422 on verify_credentials, fine for reading', async () => {
    quirks('token-without-user');
    const res = await passwordGrant();
    expect(res.status).toBe(200);
    const token = String(asRecord(res.body).access_token);
    const me = await getJson(sandbox(), '/api/v1/accounts/verify_credentials', token);
    expect(me.status).toBe(422);
    expect(asRecord(me.body).error).toMatch(/authenticated user/);
    expect((await getJson(sandbox(), '/api/v1/timelines/public', token)).status).toBe(200);
  });

  it('rejects-admin-scope: an app asking for `admin` is 422 invalid_request about scopes', async () => {
    expect((await registerApp('read write follow push admin')).status).toBe(200);
    quirks('rejects-admin-scope');
    const refused = await registerApp('read write follow push admin');
    expect(refused.status).toBe(422);
    expect(asRecord(refused.body).error).toBe('invalid_request');
    expect(String(asRecord(refused.body).error_description)).toMatch(/scope.*admin/);
    expect((await registerApp('read write follow push')).status).toBe(200);
  });

  it('public-timeline-needs-auth: anonymous public and tag timelines are 401', async () => {
    const alice = sandbox().state.tokenFor('alice');
    expect((await getJson(sandbox(), '/api/v1/timelines/public')).status).toBe(200);
    quirks('public-timeline-needs-auth');
    for (const path of ['/api/v1/timelines/public', '/api/v1/timelines/tag/sandbox']) {
      const anonymous = await getJson(sandbox(), path);
      expect(anonymous.status, path).toBe(401);
      expect(asRecord(anonymous.body).error).toMatch(/requires an authenticated user/);
      expect((await getJson(sandbox(), path, alice)).status, path).toBe(200);
    }
    const meta = asRecord(
      asRecord(asRecord((await getJson(sandbox(), '/api/v1/instance')).body).pleroma).metadata,
    );
    expect(asRecord(asRecord(meta.restrict_unauthenticated).timelines).federated).toBe(true);
  });

  it('restricts-unauthenticated: anonymous public and tag timelines are 403 (Pleroma)', async () => {
    const alice = sandbox().state.tokenFor('alice');
    quirks('restricts-unauthenticated');
    for (const path of ['/api/v1/timelines/public', '/api/v1/timelines/tag/sandbox']) {
      const anonymous = await getJson(sandbox(), path);
      expect(anonymous.status, path).toBe(403);
      expect(asRecord(anonymous.body).error).toBe('authorization required for timeline view');
      expect((await getJson(sandbox(), path, alice)).status, path).toBe(200);
    }
  });

  it('private-instance: nodeinfo says private; timelines and search refuse anonymous readers', async () => {
    const alice = sandbox().state.tokenFor('alice');
    quirks('private-instance');
    const node = asRecord((await getJson(sandbox(), '/nodeinfo/2.0.json')).body);
    expect(asRecord(node.metadata).private).toBe(true);
    for (const path of [
      '/api/v1/timelines/public',
      '/api/v1/timelines/tag/sandbox',
      '/api/v2/search?q=alice',
      '/api/v1/accounts/search?q=alice',
    ]) {
      const anonymous = await getJson(sandbox(), path);
      expect(anonymous.status, path).toBe(403);
      expect(asRecord(anonymous.body).error).toBe('This resource requires authentication.');
      expect((await getJson(sandbox(), path, alice)).status, path).toBe(200);
    }
    // Profiles stay readable, as on Pleroma.
    expect((await getJson(sandbox(), '/api/v1/accounts/lookup?acct=alice')).status).toBe(200);
  });

  it('unknown-token-403 / -401: a token the server does not know is refused on any route', async () => {
    const path = '/api/v1/timelines/public';
    // Pleroma reads with an unknown token as if none came, but refuses it where a user is needed.
    expect((await getJson(sandbox(), path, 'forgotten')).status).toBe(200);
    expect(
      (await getJson(sandbox(), '/api/v1/accounts/verify_credentials', 'forgotten')).status,
    ).toBe(403);
    quirks('unknown-token-403');
    const refused = await getJson(sandbox(), path, 'forgotten');
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ error: 'Invalid credentials.' });
    expect((await getJson(sandbox(), path)).status).toBe(200);
    quirks('unknown-token-401');
    const mastodon = await getJson(sandbox(), path, 'forgotten');
    expect(mastodon.status).toBe(401);
    expect(mastodon.body).toEqual({ error: 'The access token is invalid' });
  });
});

describe('sandbox quirks: what the server offers', () => {
  const sandbox = useSandbox();
  const quirks = (...names: QuirkName[]) => sandbox().state.quirks.select({ quirks: names });
  afterEach(() => sandbox().state.quirks.select({}));
  const features = async () =>
    asArray(
      asRecord(
        asRecord(asRecord((await getJson(sandbox(), '/api/v1/instance')).body).pleroma).metadata,
      ).features,
    );

  it('no-markers: /api/v1/markers is 404', async () => {
    const alice = sandbox().state.tokenFor('alice');
    expect((await getJson(sandbox(), '/api/v1/markers', alice)).status).toBe(200);
    quirks('no-markers');
    expect((await getJson(sandbox(), '/api/v1/markers', alice)).status).toBe(404);
    expect(
      (await send(sandbox(), 'POST', '/api/v1/markers', { home: { last_read_id: '1' } }, alice))
        .status,
    ).toBe(404);
  });

  it('no-chats-reactions: chat and reaction routes are 404 and the features are not listed', async () => {
    const alice = sandbox().state.tokenFor('alice');
    const reactions = `/api/v1/pleroma/statuses/${sandbox().seed.statuses.hashtag}/reactions`;
    expect((await getJson(sandbox(), reactions, alice)).status).toBe(200);
    expect(await features()).toContain('pleroma_chat_messages');
    quirks('no-chats-reactions');
    for (const path of [
      '/api/v1/pleroma/chats',
      '/api/v2/pleroma/chats',
      '/api/pleroma/chats',
      reactions,
    ]) {
      expect((await getJson(sandbox(), path, alice)).status, path).toBe(404);
    }
    const listed = await features();
    for (const gone of ['pleroma_chat_messages', 'pleroma_emoji_reactions', 'exposable_reactions'])
      expect(listed).not.toContain(gone);
    expect(listed).toContain('polls');
  });

  it('mastodon-instance: instance and nodeinfo look like Mastodon, snac or GoToSocial', async () => {
    quirks('mastodon-instance');
    const instance = asRecord((await getJson(sandbox(), '/api/v1/instance')).body);
    expect(instance.pleroma).toBeUndefined();
    expect(instance.version).toBe('4.3.0');
    expect(asRecord(asRecord(instance.configuration).statuses).max_characters).toBeGreaterThan(0);
    const nodeinfo = asRecord((await getJson(sandbox(), '/nodeinfo/2.0.json')).body);
    expect(asRecord(nodeinfo.software).name).toBe('mastodon');
    expect(asRecord(nodeinfo.metadata).features).toBeUndefined();
    // Mastodon 4's Web Push key, where a client reads it (issue 13).
    expect(asRecord(asRecord(instance.configuration).vapid).public_key).toBe(VAPID_KEY);
    expect(normalizeInstance(instance)?.vapidKey).toBe(VAPID_KEY);
    sandbox().state.quirks.select({ flavour: 'snac' });
    expect(asRecord((await getJson(sandbox(), '/api/v1/instance')).body).version).toMatch(
      /really snac\/2/,
    );
    expect(
      asRecord(asRecord((await getJson(sandbox(), '/nodeinfo/2.1.json')).body).software).name,
    ).toBe('snac');
    sandbox().state.quirks.select({ flavour: 'gotosocial' });
    expect(
      asRecord(asRecord((await getJson(sandbox(), '/nodeinfo/2.0.json')).body).software).name,
    ).toBe('gotosocial');
  });
});
