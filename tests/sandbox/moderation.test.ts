import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { asArray, asRecord, getJson, type JsonRecord, send, useSandbox } from './helpers';

const records = (v: unknown): JsonRecord[] => asArray(v as never).map((x) => asRecord(x));
const A = '/api/v1/pleroma/admin';
interface Operation {
  method: string;
  path: string;
  responseDetails?: Record<
    string,
    { fields?: { name: string; itemFields?: { name: string }[] }[] }
  >;
}
const operations = JSON.parse(
  readFileSync(new URL('../fixtures/pleroma-api/operations.json', import.meta.url), 'utf8'),
) as Operation[];
/** The item field names operations.json documents for a GET list answer's `field`. */
const itemFields = (path: string, field: string): string[] =>
  operations
    .find((o) => o.method === 'GET' && o.path === path)!
    .responseDetails!['200']!.fields!.find((f) => f.name === field)!
    .itemFields!.map((f) => f.name)
    .sort();
const inviteFields = (
  JSON.parse(
    readFileSync(new URL('../fixtures/pleroma-api/inline_schemas.json', import.meta.url), 'utf8'),
  ) as { Invite: { fields: { name: string }[] } }
).Invite.fields.map((f) => f.name);

describe('sandbox moderation API (Pleroma admin routes and privilege checks)', () => {
  const sandbox = useSandbox();
  const token = (u: string): string => sandbox().state.tokenFor(u);
  const signIn = async (username: string) => {
    const app = asRecord(
      (
        await send(sandbox(), 'POST', '/api/v1/apps', {
          client_name: 't',
          redirect_uris: 'urn:ietf:wg:oauth:2.0:oob',
          scopes: 'read write admin',
        })
      ).body,
    );
    return send(sandbox(), 'POST', '/oauth/token', {
      client_id: app.client_id,
      client_secret: app.client_secret,
      grant_type: 'password',
      username,
      password: 'sandbox',
    });
  };

  it('answers members, moderators and admins by privilege, as Pleroma does', async () => {
    const member = await getJson(sandbox(), `${A}/users`, token('carol'));
    expect(member.status).toBe(403);
    expect(asRecord(member.body).error).toBe("User isn't privileged.");
    // bob (moderator) reads users but may not delete one: no users_delete.
    expect((await getJson(sandbox(), `${A}/users`, token('bob'))).status).toBe(200);
    const del = await send(sandbox(), 'DELETE', `${A}/users?nickname=grace`, null, token('bob'));
    expect(del.status).toBe(403);
    expect(asRecord(del.body).error).toBe("User isn't privileged.");
    const relays = await getJson(sandbox(), `${A}/relay`, token('bob'));
    expect(relays.status).toBe(403);
    expect(asRecord(relays.body).error).toBe('User is not an admin.');
    expect((await getJson(sandbox(), `${A}/stats`, token('bob'))).status).toBe(403);
    const me = asRecord(
      (await getJson(sandbox(), '/api/v1/accounts/verify_credentials', token('bob'))).body,
    );
    expect(asRecord(me.pleroma).privileges).not.toContain('users_delete');
  });

  it('answers users and reports with the fields Pleroma documents', async () => {
    const users = asRecord((await getJson(sandbox(), `${A}/users`, token('alice'))).body);
    for (const u of records(users.users))
      expect(Object.keys(u).sort()).toEqual(itemFields(`${A}/users`, 'users'));
    const reports = asRecord((await getJson(sandbox(), `${A}/reports`, token('alice'))).body);
    for (const r of records(reports.reports))
      expect(Object.keys(r).sort()).toEqual(itemFields(`${A}/reports`, 'reports'));
  });

  it('lists users with filters: pending, deactivated, local, query', async () => {
    const list = async (q: string) =>
      records(asRecord((await getJson(sandbox(), `${A}/users?${q}`, token('alice'))).body).users);
    const pending = await list('filters=need_approval');
    expect(pending.map((u) => u.nickname)).toEqual(['pat']);
    expect(pending[0]!.is_approved).toBe(false);
    expect(String(pending[0]!.registration_reason)).toMatch(/birdwatching/);
    expect((await list('filters=deactivated')).map((u) => u.nickname)).toEqual(['ivan']);
    expect((await list('filters=local')).every((u) => u.local === true)).toBe(true);
    expect((await list('query=erin')).map((u) => u.nickname)).toEqual(['erin@social.example']);
    const page = asRecord(
      (await getJson(sandbox(), `${A}/users?page_size=2`, token('alice'))).body,
    );
    expect(records(page.users)).toHaveLength(2);
    expect(Number(page.count)).toBeGreaterThan(2);
  });

  it('a pending registration signs in only after approval', async () => {
    const before = await signIn('pat');
    expect(before.status).toBe(403);
    expect(asRecord(before.body).identifier).toBe('awaiting_approval');
    const approved = await send(
      sandbox(),
      'PATCH',
      `${A}/users/approve`,
      { nicknames: ['pat'] },
      token('alice'),
    );
    expect(records(asRecord(approved.body).users)[0]!.is_approved).toBe(true);
    expect((await signIn('pat')).status).toBe(200);
  });

  it('a deactivated user cannot sign in, and their tokens stop working', async () => {
    const refused = await signIn('ivan');
    expect(refused.status).toBe(403);
    expect(asRecord(refused.body)).toMatchObject({
      error: 'Your account is currently disabled',
      identifier: 'account_is_disabled',
    });
    const graceToken = token('grace');
    await send(sandbox(), 'PATCH', `${A}/users/deactivate`, { nicknames: ['grace'] }, token('bob'));
    expect(
      (await getJson(sandbox(), '/api/v1/accounts/verify_credentials', graceToken)).status,
    ).toBe(403);
    expect((await signIn('grace')).status).toBe(403);
    await send(sandbox(), 'PATCH', `${A}/users/activate`, { nicknames: ['grace'] }, token('bob'));
    expect((await signIn('grace')).status).toBe(200);
  });

  it('records every action in the moderation log, newest first', async () => {
    await send(
      sandbox(),
      'PUT',
      `${A}/users/tag`,
      { nicknames: ['dana'], tags: ['sandbox'] },
      token('alice'),
    );
    await send(
      sandbox(),
      'POST',
      `${A}/users/dana/permission_group/moderator`,
      null,
      token('alice'),
    );
    await send(
      sandbox(),
      'DELETE',
      `${A}/users/dana/permission_group/moderator`,
      null,
      token('alice'),
    );
    const log = asRecord((await getJson(sandbox(), `${A}/moderation_log`, token('bob'))).body);
    const messages = records(log.items).map((i) => String(i.message));
    expect(messages.slice(0, 3)).toEqual([
      '@alice revoked moderator role from @dana',
      '@alice made @dana moderator',
      '@alice added tags: sandbox to users: @dana',
    ]);
    expect(messages).toContain('@alice approved users: @pat');
    expect(messages).toContain('@bob deactivated users: @grace');
    const item = records(log.items)[0]!;
    expect(typeof item.time).toBe('number');
    expect(asRecord(asRecord(item.data).actor).nickname).toBe('alice');
    const searched = asRecord(
      (await getJson(sandbox(), `${A}/moderation_log?search=approved`, token('alice'))).body,
    );
    expect(Number(searched.total)).toBe(1);
    expect((await getJson(sandbox(), `${A}/moderation_log`, token('carol'))).status).toBe(403);
    // Pleroma's filters: the acting user's id, ISO 8601 dates (anything else fails).
    const total = async (query: string) =>
      Number(
        asRecord((await getJson(sandbox(), `${A}/moderation_log?${query}`, token('alice'))).body)
          .total,
      );
    const bobId = sandbox().state.findUserByAcct('bob')!.id;
    const all = await total('');
    const byBob = await total(`user_id=${bobId}`);
    expect(byBob).toBeGreaterThan(0);
    expect(byBob).toBeLessThan(all);
    expect(await total('start_date=2020-01-01T00:00:00Z')).toBe(all);
    expect(await total('end_date=2020-01-01T00:00:00Z')).toBe(0);
    const bad = await getJson(
      sandbox(),
      `${A}/moderation_log?start_date=1700000000`,
      token('alice'),
    );
    expect(bad.status).toBe(400);
  });

  it('reports: two open, state changes, notes added and deleted', async () => {
    const open = asRecord((await getJson(sandbox(), `${A}/reports?state=open`, token('bob'))).body);
    const ids = records(open.reports).map((r) => String(r.id));
    expect(ids).toEqual(sandbox().seed.moderation.openReports);
    const [id] = ids;
    await send(sandbox(), 'POST', `${A}/reports/${id}/notes`, { content: 'looking' }, token('bob'));
    const withNote = asRecord((await getJson(sandbox(), `${A}/reports/${id}`, token('bob'))).body);
    const note = records(withNote.notes)[0]!;
    expect(note.content).toBe('looking');
    expect(
      (await send(sandbox(), 'DELETE', `${A}/reports/${id}/notes/${note.id}`, null, token('bob')))
        .status,
    ).toBe(204);
    const bad = await send(
      sandbox(),
      'PATCH',
      `${A}/reports`,
      { reports: [{ id, state: 'done' }] },
      token('bob'),
    );
    expect(bad.status).toBe(400);
    await send(
      sandbox(),
      'PATCH',
      `${A}/reports`,
      { reports: [{ id, state: 'closed' }] },
      token('bob'),
    );
    const still = asRecord(
      (await getJson(sandbox(), `${A}/reports?state=open`, token('bob'))).body,
    );
    expect(Number(still.total)).toBe(1);
  });

  it('statuses: godmode shows private posts; visibility, sensitivity and deletion', async () => {
    const { statuses } = sandbox().seed;
    const ids = async (q: string) =>
      records(
        (await getJson(sandbox(), `${A}/statuses?page_size=500&${q}`, token('bob'))).body,
      ).map((s) => s.id);
    expect(await ids('')).not.toContain(statuses.private);
    expect(await ids('godmode=true')).toContain(statuses.private);
    const changed = await send(
      sandbox(),
      'PUT',
      `${A}/statuses/${statuses.hashtag}`,
      { visibility: 'unlisted', sensitive: true },
      token('bob'),
    );
    expect(asRecord(changed.body)).toMatchObject({ visibility: 'unlisted', sensitive: true });
    expect(
      (await send(sandbox(), 'DELETE', `${A}/statuses/${statuses.hashtag}`, null, token('bob')))
        .body,
    ).toEqual({});
    expect((await getJson(sandbox(), `/api/v1/statuses/${statuses.hashtag}`)).status).toBe(404);
    expect((await getJson(sandbox(), `${A}/statuses`, token('carol'))).status).toBe(403);
  });

  it('invites, relays and stats for admins', async () => {
    const created = asRecord(
      (
        await send(
          sandbox(),
          'POST',
          `${A}/users/invite_token`,
          { max_use: 5, expires_at: '2030-01-01' },
          token('alice'),
        )
      ).body,
    );
    expect(Object.keys(created).sort()).toEqual([...inviteFields].sort());
    expect(created.invite_type).toBe('reusable_date_limited');
    const revoked = asRecord(
      (
        await send(
          sandbox(),
          'POST',
          `${A}/users/revoke_invite`,
          { token: created.token },
          token('alice'),
        )
      ).body,
    );
    expect(revoked.used).toBe(true);
    const invites = asRecord((await getJson(sandbox(), `${A}/users/invites`, token('alice'))).body);
    expect(records(invites.invites)).toHaveLength(1);
    expect((await getJson(sandbox(), `${A}/users/invites`, token('bob'))).status).toBe(403);

    const relay = 'https://relay.example/actor';
    const followed = await send(
      sandbox(),
      'POST',
      `${A}/relay`,
      { relay_url: relay },
      token('alice'),
    );
    expect(followed.body).toEqual({ actor: relay, followed_back: false });
    expect(asRecord((await getJson(sandbox(), `${A}/relay`, token('alice'))).body).relays).toEqual([
      { actor: relay, followed_back: false },
    ]);
    expect(
      (await send(sandbox(), 'DELETE', `${A}/relay`, { relay_url: relay }, token('alice'))).body,
    ).toBe(relay);

    const stats = asRecord((await getJson(sandbox(), `${A}/stats`, token('alice'))).body);
    expect(Number(asRecord(stats.status_visibility).public)).toBeGreaterThan(10);
  });

  it('deleting a user removes them and their posts', async () => {
    const del = await send(sandbox(), 'DELETE', `${A}/users?nickname=ticker`, null, token('alice'));
    expect(del.body).toEqual(['ticker']);
    expect((await getJson(sandbox(), '/api/v1/accounts/ticker')).status).toBe(404);
    const users = asRecord(
      (await getJson(sandbox(), `${A}/users?query=ticker`, token('alice'))).body,
    );
    expect(Number(users.count)).toBe(0);
    expect(
      [...sandbox().state.statuses.values()].some(
        (s) => s.accountId === sandbox().seed.users.ticker,
      ),
    ).toBe(false);
  });
});
