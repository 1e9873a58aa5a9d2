import { describe, expect, it } from 'vitest';
import { asArray, asRecord, getJson, type JsonRecord, linkRel, send, useSandbox } from './helpers';

const records = (v: unknown): JsonRecord[] => asArray(v as never).map((x) => asRecord(x));

describe('sandbox mutes', () => {
  const sandbox = useSandbox();
  const token = (u: string): string => sandbox().state.tokenFor(u);
  const get = async (path: string, user?: string) =>
    getJson(sandbox(), path, user ? token(user) : undefined);
  const post = async (path: string, user: string, body: Record<string, unknown> | null = null) =>
    send(sandbox(), 'POST', path, body, token(user));

  it('seeds alice muting hank, whose public posts she only gets with with_muted', async () => {
    const { users } = sandbox().seed;
    const muted = await get('/api/v1/mutes', 'alice');
    expect(muted.status).toBe(200);
    const accounts = records(muted.body);
    expect(accounts.map((a) => a.acct)).toEqual(['hank@loud.example']);
    expect(accounts[0]!.id).toBe(users.hank);
    expect(accounts[0]!.mute_expires_at).toBeNull();
    expect(asRecord(asRecord(accounts[0]!.pleroma).relationship).muting).toBe(true);

    const byHank = (body: unknown) =>
      records(body).filter((s) => asRecord(s.account).id === users.hank);
    const filtered = await get('/api/v1/timelines/public?limit=40', 'alice');
    expect(byHank(filtered.body)).toHaveLength(0);
    const withMuted = await get('/api/v1/timelines/public?limit=40&with_muted=true', 'alice');
    const hanks = byHank(withMuted.body);
    expect(hanks).toHaveLength(2);
    // Pleroma marks statuses of muted authors `muted` for the viewer.
    expect(hanks.every((s) => s.muted === true)).toBe(true);
    // Others see his posts as usual.
    expect(byHank((await get('/api/v1/timelines/public?limit=40', 'bob')).body)).toHaveLength(2);
  });

  it('mutes and unmutes with relationship answers, expiry and notifications flag', async () => {
    const { users } = sandbox().seed;
    const muted = await post(`/api/v1/accounts/${users.erin}/mute`, 'bob', {
      duration: 3600,
      notifications: false,
    });
    expect(muted.status).toBe(200);
    const rel = asRecord(muted.body);
    expect(rel).toMatchObject({ id: users.erin, muting: true, muting_notifications: false });
    const list = records((await get('/api/v1/mutes', 'bob')).body);
    expect(list.map((a) => a.id)).toEqual([users.erin]);
    const expires = Date.parse(String(list[0]!.mute_expires_at));
    expect(expires - Date.now()).toBeGreaterThan(3500_000);
    expect(expires - Date.now()).toBeLessThanOrEqual(3600_000);

    const unmuted = await post(`/api/v1/accounts/${users.erin}/unmute`, 'bob');
    expect(asRecord(unmuted.body)).toMatchObject({ muting: false, muting_notifications: false });
    expect(records((await get('/api/v1/mutes', 'bob')).body)).toEqual([]);

    // The older `expires_in` name works too (query string), and 0 means no expiry.
    await send(
      sandbox(),
      'POST',
      `/api/v1/accounts/${users.erin}/mute?expires_in=0`,
      null,
      token('bob'),
    );
    const again = records((await get('/api/v1/mutes', 'bob')).body);
    expect(again[0]!.mute_expires_at).toBeNull();
    await post(`/api/v1/accounts/${users.erin}/unmute`, 'bob');
  });

  it('pages the mutes newest first by the mute id, with a Link header', async () => {
    const { users } = sandbox().seed;
    const targets = [users.dave, users.erin, users.frank];
    for (const id of targets) await post(`/api/v1/accounts/${id}/mute`, 'carol');
    const first = await get('/api/v1/mutes?limit=2', 'carol');
    expect(records(first.body).map((a) => a.id)).toEqual([users.frank, users.erin]);
    const next = linkRel(first.headers.get('link'), 'next');
    expect(next).toContain('max_id=');
    expect(next).toContain('limit=2');
    const second = await getJson(
      sandbox(),
      new URL(next!).pathname + new URL(next!).search,
      token('carol'),
    );
    expect(records(second.body).map((a) => a.id)).toEqual([users.dave]);
    const third = linkRel(second.headers.get('link'), 'next')!;
    const empty = await getJson(
      sandbox(),
      new URL(third).pathname + new URL(third).search,
      token('carol'),
    );
    expect(records(empty.body)).toEqual([]);
    expect(empty.headers.get('link')).toBeNull();
  });

  it('refuses muting oneself and needs a signed-in user', async () => {
    const { users } = sandbox().seed;
    expect((await post(`/api/v1/accounts/${users.alice}/mute`, 'alice')).status).toBe(400);
    expect((await get('/api/v1/mutes')).status).toBe(403);
  });
});
