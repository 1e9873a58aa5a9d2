import { describe, expect, it } from 'vitest';
import { asArray, asRecord, getJson, linkRel, useSandbox } from './helpers';

describe('sandbox timelines and paging', () => {
  const sandbox = useSandbox();
  const alice = (): string => sandbox().state.tokenFor('alice');

  it('home needs a user token: 403 Invalid credentials.', async () => {
    const res = await getJson(sandbox(), '/api/v1/timelines/home');
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ error: 'Invalid credentials.' });
    const bad = await getJson(sandbox(), '/api/v1/timelines/home', 'not-a-token');
    expect(bad.status).toBe(403);
  });

  it('pages home by following Link rel="next" until exhausted', async () => {
    const seen: string[] = [];
    let path: string | null = '/api/v1/timelines/home?limit=20';
    let pages = 0;
    while (path) {
      const res = await getJson(sandbox(), path, alice());
      expect(res.status).toBe(200);
      const items = asArray(res.body).map((s) => asRecord(s));
      if (items.length === 0) {
        expect(res.headers.get('link')).toBeNull();
        break;
      }
      pages++;
      expect(items.length).toBeLessThanOrEqual(20);
      seen.push(...items.map((s) => String(s.id)));
      const next = linkRel(res.headers.get('link'), 'next');
      const prev = linkRel(res.headers.get('link'), 'prev');
      expect(next).toContain(`max_id=${items[items.length - 1]!.id}`);
      expect(prev).toContain(`min_id=${items[0]!.id}`);
      expect(next).toContain('limit=20');
      path = next ? next.slice(sandbox().url.length) : null;
    }
    expect(pages).toBeGreaterThanOrEqual(3);
    expect(new Set(seen).size).toBe(seen.length);
    expect([...seen].sort().reverse()).toEqual(seen);
  });

  it('limit defaults to 20 and is capped at 40', async () => {
    expect(
      asArray((await getJson(sandbox(), '/api/v1/timelines/home', alice())).body),
    ).toHaveLength(20);
    expect(
      asArray((await getJson(sandbox(), '/api/v1/timelines/home?limit=100', alice())).body),
    ).toHaveLength(40);
  });

  it('since_id gives the newest after it; min_id the ones right after it', async () => {
    const all = asArray(
      (await getJson(sandbox(), '/api/v1/timelines/home?limit=40', alice())).body,
    ).map((s) => String(asRecord(s).id));
    const pivot = all[30]!;
    const since = asArray(
      (await getJson(sandbox(), `/api/v1/timelines/home?since_id=${pivot}&limit=5`, alice())).body,
    ).map((s) => String(asRecord(s).id));
    expect(since).toEqual(all.slice(0, 5));
    const min = asArray(
      (await getJson(sandbox(), `/api/v1/timelines/home?min_id=${pivot}&limit=5`, alice())).body,
    ).map((s) => String(asRecord(s).id));
    expect(min).toEqual(all.slice(25, 30));
  });

  it('public timeline is readable anonymously, local=true keeps local authors', async () => {
    const res = await getJson(sandbox(), '/api/v1/timelines/public?limit=40');
    expect(res.status).toBe(200);
    const items = asArray(res.body).map((s) => asRecord(s));
    expect(items.every((s) => s.visibility === 'public' && s.reblog === null)).toBe(true);
    expect(items.some((s) => asRecord(asRecord(s.account)).acct === 'dave@remote.example')).toBe(
      true,
    );
    const local = asArray(
      (await getJson(sandbox(), '/api/v1/timelines/public?local=true&limit=40')).body,
    ).map((s) => asRecord(s));
    expect(local.length).toBeGreaterThan(0);
    expect(local.every((s) => !String(asRecord(s.account).acct).includes('@'))).toBe(true);
    const media = asArray(
      (await getJson(sandbox(), '/api/v1/timelines/public?only_media=true')).body,
    ).map((s) => asRecord(s));
    const { image, video, audio } = sandbox().seed.statuses;
    expect(media.map((s) => s.id)).toEqual(expect.arrayContaining([image, video, audio]));
    expect(media.every((s) => asArray(s.media_attachments).length > 0)).toBe(true);
    const types = media.flatMap((s) => asArray(s.media_attachments).map((a) => asRecord(a).type));
    expect(new Set(types)).toEqual(new Set(['image', 'video', 'audio', 'unknown']));
  });

  it('tag timeline finds hashtag posts', async () => {
    const res = await getJson(sandbox(), '/api/v1/timelines/tag/pleroma');
    const items = asArray(res.body).map((s) => asRecord(s));
    expect(items.map((s) => s.id)).toContain(sandbox().seed.statuses.hashtag);
    for (const s of items)
      expect(asArray(s.tags).map((t) => asRecord(t).name)).toContain('pleroma');
  });

  it('home has followers-only posts of followed accounts', async () => {
    const bob = sandbox().state.tokenFor('bob');
    let found = false;
    let path: string | null = '/api/v1/timelines/home?limit=40';
    while (path && !found) {
      const res = await getJson(sandbox(), path, bob);
      const page = asArray(res.body).map((s) => asRecord(s));
      found = page.some((s) => s.id === sandbox().seed.statuses.private);
      const next = linkRel(res.headers.get('link'), 'next');
      path = next ? next.slice(sandbox().url.length) : null;
    }
    expect(found).toBe(true);
  });
});
