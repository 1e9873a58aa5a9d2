import { describe, expect, it } from 'vitest';
import { asArray, asRecord, getJson, type JsonRecord, linkRel, send, useSandbox } from './helpers';

const records = (v: unknown): JsonRecord[] => asArray(v as never).map((x) => asRecord(x));

describe('sandbox reading routes', () => {
  const sandbox = useSandbox();
  const token = (u: string): string => sandbox().state.tokenFor(u);
  const get = async (path: string, user?: string) =>
    getJson(sandbox(), path, user ? token(user) : undefined);

  it('accounts by id, nickname and lookup; 404 for unknown', async () => {
    const { users } = sandbox().seed;
    expect(asRecord((await get(`/api/v1/accounts/${users.bob}`)).body).username).toBe('bob');
    expect(asRecord((await get('/api/v1/accounts/carol')).body).locked).toBe(true);
    const dave = asRecord((await get('/api/v1/accounts/lookup?acct=dave@remote.example')).body);
    expect(dave.id).toBe(users.dave);
    expect(dave.url).toBe('https://remote.example/users/dave');
    expect(asRecord(asRecord(dave.pleroma)).is_admin).toBe(false);
    const bob = asRecord((await get('/api/v1/accounts/lookup?acct=bob')).body);
    expect(asRecord(bob.pleroma).is_moderator).toBe(true);
    const missing = await get('/api/v1/accounts/lookup?acct=nobody');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ error: 'Record not found' });
    const moved = asRecord((await get(`/api/v1/accounts/${users.frankOld}`)).body);
    expect(asRecord(moved.moved).id).toBe(users.frank);
  });

  it('pages the 300-post account and filters account statuses', async () => {
    const { users, statuses } = sandbox().seed;
    const ids: string[] = [];
    let path: string | null = `/api/v1/accounts/${users.ticker}/statuses?limit=40`;
    while (path) {
      const res = await get(path);
      const page = records(res.body);
      if (page.length === 0) break;
      ids.push(...page.map((s) => String(s.id)));
      const next = linkRel(res.headers.get('link'), 'next');
      path = next ? next.slice(sandbox().url.length) : null;
    }
    expect(ids).toHaveLength(300);
    expect(new Set(ids).size).toBe(300);
    const pinned = records(
      (await get(`/api/v1/accounts/${users.alice}/statuses?pinned=true`)).body,
    );
    expect(pinned.map((s) => s.id)).toEqual([statuses.pinned]);
    const media = records(
      (await get(`/api/v1/accounts/${users.bob}/statuses?only_media=true`)).body,
    );
    expect(media.map((s) => s.id)).toEqual([statuses.image]);
    const noReplies = records(
      (await get(`/api/v1/accounts/${users.alice}/statuses?exclude_replies=true&limit=40`)).body,
    );
    expect(noReplies.every((s) => s.in_reply_to_id === null)).toBe(true);
    // Followers-only posts show to followers only.
    const anon = records((await get(`/api/v1/accounts/${users.alice}/statuses?limit=40`)).body);
    expect(anon.some((s) => s.id === statuses.private)).toBe(false);
    const asBob = records(
      (await get(`/api/v1/accounts/${users.alice}/statuses?limit=40`, 'bob')).body,
    );
    expect(asBob.some((s) => s.id === statuses.private)).toBe(true);
  });

  it('followers, following and relationships', async () => {
    const { users } = sandbox().seed;
    const following = records((await get(`/api/v1/accounts/${users.alice}/following`)).body).map(
      (a) => a.acct,
    );
    expect(following).toEqual(expect.arrayContaining(['bob', 'carol', 'dave@remote.example']));
    const followers = records(
      (await get(`/api/v1/accounts/${users.alice}/followers?limit=2`)).body,
    );
    expect(followers).toHaveLength(2);
    const rels = records(
      (await get(`/api/v1/accounts/relationships?id[]=${users.bob}&id[]=${users.grace}`, 'alice'))
        .body,
    );
    expect(rels[0]).toMatchObject({ id: users.bob, following: true, followed_by: true });
    expect(rels[1]).toMatchObject({ id: users.grace, following: false, followed_by: false });
    const single = records(
      (await get(`/api/v1/accounts/relationships?id=${users.carol}`, 'alice')).body,
    );
    expect(single[0]).toMatchObject({ following: true });
  });

  it('follows a locked account as a request, authorize turns it into a follow', async () => {
    const { users } = sandbox().seed;
    const rel = asRecord(
      (
        await send(
          sandbox(),
          'POST',
          `/api/v1/accounts/${users.carol}/follow`,
          null,
          token('ticker'),
        )
      ).body,
    );
    expect(rel).toMatchObject({ following: false, requested: true });
    const requests = records((await get('/api/v1/follow_requests', 'carol')).body).map(
      (a) => a.username,
    );
    expect(requests).toEqual(expect.arrayContaining(['ticker', 'grace']));
    const ok = asRecord(
      (
        await send(
          sandbox(),
          'POST',
          `/api/v1/follow_requests/${users.ticker}/authorize`,
          null,
          token('carol'),
        )
      ).body,
    );
    expect(ok).toMatchObject({ followed_by: true });
    const aliceReqs = records((await get('/api/v1/follow_requests', 'alice')).body).map(
      (a) => a.username,
    );
    expect(aliceReqs).toEqual(['grace']);
  });

  it('searches accounts, statuses and hashtags', async () => {
    const v2 = asRecord((await get('/api/v2/search?q=picnic', 'alice')).body);
    expect(records(v2.statuses).length).toBeGreaterThan(0);
    const tag = records(v2.hashtags)[0]!;
    expect(tag.name).toBe('picnic');
    const history = records(tag.history);
    expect(history).toHaveLength(7);
    expect(Object.keys(history[0]!).sort()).toEqual(['accounts', 'day', 'uses']);
    expect(history.reduce((n, h) => n + Number(h.uses), 0)).toBeGreaterThan(0);
    const accounts = asRecord((await get('/api/v2/search?q=dave&type=accounts')).body);
    expect(records(accounts.accounts).map((a) => a.acct)).toEqual(['dave@remote.example']);
    expect(accounts.statuses).toEqual([]);
    const v1 = records((await get('/api/v1/accounts/search?q=fra')).body).map((a) => a.acct);
    expect(v1).toEqual(expect.arrayContaining(['frank@remote.example', 'frank@social.example']));
  });

  it('direct and list timelines, lists', async () => {
    const { statuses, lists } = sandbox().seed;
    const direct = records((await get('/api/v1/timelines/direct', 'alice')).body).map((s) => s.id);
    expect(direct).toContain(statuses.direct);
    expect(
      records((await get('/api/v1/timelines/direct', 'bob')).body).map((s) => s.id),
    ).not.toContain(statuses.direct);
    const all = records((await get('/api/v1/lists', 'alice')).body);
    expect(all.map((l) => l.title)).toEqual(['Close friends', 'Remote pals']);
    expect(asRecord((await get(`/api/v1/lists/${lists.remotePals}`, 'alice')).body).title).toBe(
      'Remote pals',
    );
    expect((await get(`/api/v1/lists/${lists.remotePals}`, 'bob')).status).toBe(404);
    const tl = records(
      (await get(`/api/v1/timelines/list/${lists.remotePals}?limit=40`, 'alice')).body,
    );
    expect(tl.length).toBeGreaterThan(0);
    expect(tl.every((s) => String(asRecord(s.account).acct).includes('@'))).toBe(true);
  });

  it('favourites and bookmarks page by their own ids', async () => {
    const favs = await get('/api/v1/favourites?limit=2', 'alice');
    expect(records(favs.body)).toHaveLength(2);
    const next = linkRel(favs.headers.get('link'), 'next');
    expect(next).toBeTruthy();
    const rest = records(
      (
        await getJson(
          sandbox(),
          next!.slice(sandbox().url.length).replace(sandbox().url, ''),
          token('alice'),
        )
      ).body,
    );
    expect(rest.length).toBeGreaterThan(0);
    expect(records(favs.body).every((s) => s.favourited === true)).toBe(true);
    const marks = records((await get('/api/v1/bookmarks', 'alice')).body);
    expect(marks.map((s) => s.id)).toEqual([
      sandbox().seed.statuses.deepThreadRoot,
      sandbox().seed.statuses.image,
    ]);
  });

  it('notifications: every type, filters, paging and marking read', async () => {
    const all = records((await get('/api/v1/notifications?limit=40', 'alice')).body);
    const types = new Set(all.map((n) => n.type));
    for (const t of [
      'mention',
      'favourite',
      'reblog',
      'follow',
      'follow_request',
      'move',
      'pleroma:emoji_reaction',
      'poll',
    ]) {
      expect(types.has(t), t).toBe(true);
    }
    const mentions = records((await get('/api/v1/notifications?types[]=mention', 'alice')).body);
    expect(mentions.every((n) => n.type === 'mention')).toBe(true);
    const included = records(
      (await get('/api/v1/notifications?include_types[]=follow&include_types[]=move', 'alice'))
        .body,
    );
    expect(new Set(included.map((n) => n.type))).toEqual(new Set(['follow', 'move']));
    const excluded = records(
      (await get('/api/v1/notifications?exclude_types[]=mention&limit=40', 'alice')).body,
    );
    expect(excluded.some((n) => n.type === 'mention')).toBe(false);
    const page = await get('/api/v1/notifications?limit=3', 'alice');
    expect(linkRel(page.headers.get('link'), 'next')).toContain(
      `max_id=${records(page.body)[2]!.id}`,
    );
    const unseen = all.filter((n) => asRecord(n.pleroma).is_seen === false);
    expect(unseen.length).toBeGreaterThan(0);
    const read = await send(
      sandbox(),
      'POST',
      '/api/v1/pleroma/notifications/read',
      { max_id: all[0]!.id },
      token('alice'),
    );
    expect(read.status).toBe(200);
    const after = records((await get('/api/v1/notifications?limit=40', 'alice')).body);
    expect(after.every((n) => asRecord(n.pleroma).is_seen === true)).toBe(true);
  });

  it('markers: read and save', async () => {
    const m = asRecord(
      (await get('/api/v1/markers?timeline[]=home&timeline[]=notifications', 'alice')).body,
    );
    const home = asRecord(m.home);
    expect(typeof home.last_read_id).toBe('string');
    const saved = asRecord(
      (
        await send(
          sandbox(),
          'POST',
          '/api/v1/markers',
          new URLSearchParams({ 'home[last_read_id]': 'ABC' }),
          token('alice'),
        )
      ).body,
    );
    expect(asRecord(saved.home)).toMatchObject({
      last_read_id: 'ABC',
      version: Number(home.version) + 1,
    });
    expect(saved.notifications).toBeUndefined();
  });

  it('status interactions: favourited_by, reactions, polls', async () => {
    const { statuses } = sandbox().seed;
    const favBy = records(
      (await get(`/api/v1/statuses/${statuses.pinned}/favourited_by`)).body,
    ).map((a) => a.username);
    expect(favBy).toEqual(expect.arrayContaining(['bob', 'carol', 'dave']));
    const reactions = records(
      (await get(`/api/v1/pleroma/statuses/${statuses.pinned}/reactions`, 'bob')).body,
    );
    expect(reactions[0]).toMatchObject({ name: '🎉', count: 2, me: true });
    expect(records(reactions[0]!.accounts)).toHaveLength(2);
    const reacted = asRecord(
      (
        await send(
          sandbox(),
          'PUT',
          `/api/v1/pleroma/statuses/${statuses.pinned}/reactions/${encodeURIComponent('👍')}`,
          null,
          token('grace'),
        )
      ).body,
    );
    expect(
      records(asRecord(reacted.pleroma).emoji_reactions).some(
        (r) => r.name === '👍' && r.me === true,
      ),
    ).toBe(true);
    const pollId = String(
      asRecord(asRecord((await get(`/api/v1/statuses/${statuses.poll}`)).body).poll).id,
    );
    const before = asRecord((await get(`/api/v1/polls/${pollId}`, 'grace')).body);
    expect(before.voted).toBe(false);
    const voted = asRecord(
      (
        await send(
          sandbox(),
          'POST',
          `/api/v1/polls/${pollId}/votes`,
          { choices: [0] },
          token('grace'),
        )
      ).body,
    );
    expect(voted).toMatchObject({ voted: true, own_votes: [0] });
    expect(Number(voted.votes_count)).toBe(Number(before.votes_count) + 1);
    const again = await send(
      sandbox(),
      'POST',
      `/api/v1/polls/${pollId}/votes`,
      { choices: [1] },
      token('grace'),
    );
    expect(again.status).toBe(422);
  });

  it('instance extras: custom emoji, frontend configurations, nodeinfo', async () => {
    const emoji = records((await get('/api/v1/custom_emojis')).body);
    expect(emoji.map((e) => e.shortcode)).toContain('blobcat');
    const img = await fetch(String(emoji[0]!.url));
    expect(img.headers.get('content-type')).toBe('image/png');
    expect(
      asRecord((await get('/api/pleroma/frontend_configurations')).body).pleroma_fe,
    ).toBeTruthy();
    const wk = asRecord((await get('/.well-known/nodeinfo')).body);
    const href = String(records(wk.links)[0]!.href);
    const ni = asRecord((await getJson(sandbox(), href.slice(sandbox().url.length))).body);
    expect(asRecord(ni.software).name).toBe('pleroma');
    const inst = asRecord((await get('/api/v1/instance')).body);
    expect(inst.version).toBe('2.7.2 (compatible; Pleroma 2.6.0)');
    expect(asRecord(inst.urls).streaming_api).toBe(sandbox().url.replace('http', 'ws'));
    const features = asArray(asRecord(asRecord(inst.pleroma).metadata).features);
    expect(features).toEqual(
      expect.arrayContaining([
        'pleroma_chat_messages',
        'quote_posting',
        'editing',
        'pleroma_emoji_reactions',
      ]),
    );
  });

  it('uploads media (multipart) and posts it', async () => {
    const form = new FormData();
    const png = await (await fetch(`${sandbox().url}/media/harbour-sunset.png`)).arrayBuffer();
    form.set('file', new Blob([png], { type: 'image/png' }), 'sunset copy.png');
    form.set('description', 'copy of the sunset');
    const res = await fetch(`${sandbox().url}/api/v1/media`, {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${token('carol')}` },
    });
    expect(res.status).toBe(200);
    const media = asRecord(await res.json());
    expect(media).toMatchObject({ type: 'image', description: 'copy of the sunset' });
    expect(asRecord(asRecord(media.meta).original)).toMatchObject({ width: 480, height: 320 });
    expect((await fetch(String(media.url))).status).toBe(200);
    const post = new FormData();
    post.set('status', 'reposting the sunset');
    post.append('media_ids[]', String(media.id));
    const created = await fetch(`${sandbox().url}/api/v1/statuses`, {
      method: 'POST',
      body: post,
      headers: { authorization: `Bearer ${token('carol')}` },
    });
    const status = asRecord(await created.json());
    expect(records(status.media_attachments).map((m) => m.id)).toEqual([media.id]);
  });
});
