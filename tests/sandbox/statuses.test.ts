import { describe, expect, it } from 'vitest';
import { asArray, asRecord, getJson, send, useSandbox } from './helpers';

describe('sandbox statuses', () => {
  const sandbox = useSandbox();
  const token = (u: string): string => sandbox().state.tokenFor(u);

  it('posts (form) and the post appears in home and public', async () => {
    const form = new URLSearchParams({
      status: 'Hello from the test #sandboxtest',
      visibility: 'public',
    });
    const res = await send(sandbox(), 'POST', '/api/v1/statuses', form, token('bob'));
    expect(res.status).toBe(200);
    const s = asRecord(res.body);
    expect(s.content).toContain('<a class="hashtag" data-tag="sandboxtest"');
    expect(asArray(s.tags)).toEqual([
      { name: 'sandboxtest', url: `${sandbox().url}/tag/sandboxtest` },
    ]);
    const home = asArray((await getJson(sandbox(), '/api/v1/timelines/home', token('alice'))).body);
    expect(asRecord(home[0]).id).toBe(s.id);
    const pub = asArray((await getJson(sandbox(), '/api/v1/timelines/public')).body);
    expect(asRecord(pub[0]).id).toBe(s.id);
    const tag = asArray((await getJson(sandbox(), '/api/v1/timelines/tag/sandboxtest')).body);
    expect(tag.map((x) => asRecord(x).id)).toEqual([s.id]);
  });

  it('posts JSON with CW, mention and reply; the reply is in the context', async () => {
    const root = asRecord(
      (await send(sandbox(), 'POST', '/api/v1/statuses', { status: 'root' }, token('alice'))).body,
    );
    const res = await send(
      sandbox(),
      'POST',
      '/api/v1/statuses',
      {
        status: '@alice answer',
        spoiler_text: 'cw',
        sensitive: true,
        in_reply_to_id: root.id,
        visibility: 'unlisted',
      },
      token('carol'),
    );
    expect(res.status).toBe(200);
    const s = asRecord(res.body);
    expect(s.spoiler_text).toBe('cw');
    expect(s.sensitive).toBe(true);
    expect(s.in_reply_to_id).toBe(root.id);
    expect(s.visibility).toBe('unlisted');
    expect(String(s.content)).toContain('<span class="h-card"><a class="u-url mention"');
    expect(asArray(s.mentions).map((m) => asRecord(m).acct)).toEqual(['alice']);
    const ctx = asRecord((await getJson(sandbox(), `/api/v1/statuses/${root.id}/context`)).body);
    expect(asArray(ctx.descendants).map((d) => asRecord(d).id)).toEqual([s.id]);
  });

  it('honours Idempotency-Key per user', async () => {
    const post = (user: string) =>
      send(sandbox(), 'POST', '/api/v1/statuses', { status: 'once only' }, token(user), {
        'Idempotency-Key': 'k-1',
      });
    const a = asRecord((await post('alice')).body);
    const b = asRecord((await post('alice')).body);
    const c = asRecord((await post('bob')).body);
    expect(b.id).toBe(a.id);
    expect(c.id).not.toBe(a.id);
  });

  it('rejects empty posts with 422', async () => {
    const res = await send(sandbox(), 'POST', '/api/v1/statuses', { status: '  ' }, token('alice'));
    expect(res.status).toBe(422);
    expect(asRecord(res.body).error).toBeTypeOf('string');
  });

  it('reads a status anonymously, 404 for unknown ids and hidden posts', async () => {
    const { statuses } = sandbox().seed;
    expect((await getJson(sandbox(), `/api/v1/statuses/${statuses.cw}`)).status).toBe(200);
    const missing = await getJson(sandbox(), '/api/v1/statuses/nope');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ error: 'Record not found' });
    expect((await getJson(sandbox(), `/api/v1/statuses/${statuses.direct}`)).status).toBe(404);
    expect(
      (await getJson(sandbox(), `/api/v1/statuses/${statuses.direct}`, token('alice'))).status,
    ).toBe(200);
    expect(
      (await getJson(sandbox(), `/api/v1/statuses/${statuses.direct}`, token('bob'))).status,
    ).toBe(404);
  });

  it('deletes own posts only, except for holders of messages_delete (moderators)', async () => {
    const s = asRecord(
      (await send(sandbox(), 'POST', '/api/v1/statuses', { status: 'short-lived' }, token('alice')))
        .body,
    );
    const other = await send(sandbox(), 'DELETE', `/api/v1/statuses/${s.id}`, null, token('carol'));
    expect(other.status).toBe(403);
    expect(asRecord(other.body).error).toBeTypeOf('string');
    const anon = await send(sandbox(), 'DELETE', `/api/v1/statuses/${s.id}`, null);
    expect(anon.status).toBe(403);
    const del = await send(sandbox(), 'DELETE', `/api/v1/statuses/${s.id}`, null, token('alice'));
    expect(del.status).toBe(200);
    expect(asRecord(del.body).text).toBe('short-lived');
    expect((await getJson(sandbox(), `/api/v1/statuses/${s.id}`)).status).toBe(404);
    const again = asRecord(
      (await send(sandbox(), 'POST', '/api/v1/statuses', { status: 'moderated' }, token('alice')))
        .body,
    );
    const moderator = await send(
      sandbox(),
      'DELETE',
      `/api/v1/statuses/${again.id}`,
      null,
      token('bob'),
    );
    expect(moderator.status).toBe(200);
  });

  it('gives the deep thread in thread order', async () => {
    const { statuses } = sandbox().seed;
    const leaf = asRecord(
      (await getJson(sandbox(), `/api/v1/statuses/${statuses.deepThreadLeaf}/context`)).body,
    );
    const ancestors = asArray(leaf.ancestors).map((s) => asRecord(s));
    expect(ancestors.length).toBeGreaterThanOrEqual(8);
    expect(ancestors[0]!.id).toBe(statuses.deepThreadRoot);
    for (let i = 1; i < ancestors.length; i++)
      expect(ancestors[i]!.in_reply_to_id).toBe(ancestors[i - 1]!.id);
    expect(asArray(leaf.descendants)).toEqual([]);
    const root = asRecord(
      (await getJson(sandbox(), `/api/v1/statuses/${statuses.deepThreadRoot}/context`)).body,
    );
    const desc = asArray(root.descendants).map((s) => asRecord(s));
    expect(asArray(root.ancestors)).toEqual([]);
    // Depth-first: every post's parent comes before it, and branches exist.
    const pos = new Map(desc.map((s, i) => [s.id, i]));
    for (const s of desc) {
      if (s.in_reply_to_id !== statuses.deepThreadRoot)
        expect(pos.get(s.in_reply_to_id)!).toBeLessThan(pos.get(s.id)!);
    }
    const parents = desc.map((s) => s.in_reply_to_id);
    expect(new Set(parents).size).toBeLessThan(parents.length);
  });

  it('serves seeded special posts with the expected shapes', async () => {
    const { statuses } = sandbox().seed;
    const get = async (id: string) =>
      asRecord((await getJson(sandbox(), `/api/v1/statuses/${id}`, token('alice'))).body);
    const image = await get(statuses.image);
    const media = asRecord(asArray(image.media_attachments)[0]);
    expect(media.type).toBe('image');
    const png = await fetch(String(media.url));
    expect(png.headers.get('content-type')).toBe('image/png');
    expect(
      Buffer.from(await png.arrayBuffer())
        .subarray(1, 4)
        .toString(),
    ).toBe('PNG');
    expect((await get(statuses.cw)).spoiler_text).not.toBe('');
    const poll = asRecord((await get(statuses.poll)).poll);
    expect(asArray(poll.options)).toHaveLength(3);
    expect(poll.voted).toBe(true);
    expect(asArray((await get(statuses.emoji)).emojis).map((e) => asRecord(e).shortcode)).toEqual([
      'wave',
      'blobcat',
    ]);
    const quote = asRecord((await get(statuses.quote)).pleroma);
    expect(asRecord(quote.quote).id).toBe(statuses.pinned);
    const boost = await get(statuses.boost);
    expect(asRecord(boost.reblog).id).toBe(statuses.deepThreadRoot);
  });

  it('favourites and reblogs update counters', async () => {
    const id = sandbox().seed.statuses.threadRoot;
    const fav = asRecord(
      (await send(sandbox(), 'POST', `/api/v1/statuses/${id}/favourite`, null, token('grace')))
        .body,
    );
    expect(fav.favourited).toBe(true);
    const boost = asRecord(
      (await send(sandbox(), 'POST', `/api/v1/statuses/${id}/reblog`, null, token('grace'))).body,
    );
    expect(asRecord(boost.reblog).id).toBe(id);
    const after = asRecord(
      (await getJson(sandbox(), `/api/v1/statuses/${id}`, token('grace'))).body,
    );
    expect(after.reblogged).toBe(true);
    const by = asArray((await getJson(sandbox(), `/api/v1/statuses/${id}/reblogged_by`)).body);
    expect(by.map((a) => asRecord(a).username)).toContain('grace');
  });

  it("unknown API routes answer Pleroma's 404", async () => {
    const res = await getJson(sandbox(), '/api/v1/nothing/here');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: 'Not implemented' });
  });
});
