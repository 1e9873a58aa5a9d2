import { describe, expect, it } from 'vitest';
import { moderationApi } from '../../../src/core/api/admin-moderation';
import type { Account } from '../../../src/core/domain/types';
import { offersTagPolicy, type StaffAccount } from '../../../src/core/model/admin-privileges';
import { ADMIN_USERS_PAGE_SIZE, AdminUsersStore } from '../../../src/core/model/admin-users';
import { cardActions, UserModerationStore } from '../../../src/core/model/user-moderation';
import { normalizeAccount } from '../../../src/core/normalize';
import { kit, wireAccount } from '../reading/support';

const A = '/api/v1/pleroma/admin';
const ADMIN: StaffAccount = {
  id: 'me',
  role: 'admin',
  privileges: [
    'users_read',
    'users_manage_activation_state',
    'users_manage_tags',
    'users_manage_credentials',
    'users_delete',
  ],
};

function account(id: string, acct: string, pleroma: Record<string, unknown> = {}): Account {
  const wire = { ...wireAccount(id, acct.split('@')[0], pleroma), acct };
  return normalizeAccount(wire, 'pleroma.example')!;
}

const label = (a: ReturnType<typeof cardActions>[number]) =>
  'group' in a ? `${a.kind} ${a.group}` : 'tag' in a ? `${a.kind} ${a.tag}` : a.kind;

describe('the user card moderation menu', () => {
  it('an admin gets roles, activation, delete, every tag policy and the credentials items', () => {
    const carol = account('3', 'carol', { tags: ['force-unlisted'] });
    expect(cardActions(ADMIN, carol, { tagPolicy: true }).map(label)).toEqual([
      'grant admin',
      'grant moderator',
      'deactivate',
      'delete',
      'tag media-force-nsfw',
      'tag media-strip',
      'untag force-unlisted',
      'tag sandbox',
      'tag disable-remote-subscription',
      'tag disable-any-subscription',
      'tag quarantine',
      'reset-password',
      'disable-mfa',
    ]);
  });

  it('no tag policies without TagPolicy; remote users get neither roles nor credentials', () => {
    const dave = account('4', 'dave@remote.example');
    expect(cardActions(ADMIN, dave, { tagPolicy: false }).map(label)).toEqual([
      'deactivate',
      'delete',
    ]);
    expect(cardActions(ADMIN, dave, { tagPolicy: true }).map(label)).toHaveLength(6);
  });

  it('a moderator without users_delete sees no delete; default moderators see nothing', () => {
    const carol = account('3', 'carol');
    const bob: StaffAccount = {
      id: '2',
      role: 'moderator',
      privileges: ['users_read', 'users_manage_activation_state', 'reports_manage_reports'],
    };
    expect(cardActions(bob, carol, { tagPolicy: true }).map(label)).toEqual(['deactivate']);
    const plain: StaffAccount = { ...bob, privileges: ['messages_delete'] };
    expect(cardActions(plain, carol, { tagPolicy: true })).toEqual([]);
  });

  it('TagPolicy is read from nodeinfo', () => {
    const node = (mrf_policies: unknown) => ({ metadata: { federation: { mrf_policies } } });
    expect(offersTagPolicy(node(['SimplePolicy', 'TagPolicy']))).toBe(true);
    expect(offersTagPolicy(node(['SimplePolicy']))).toBe(false);
    expect(offersTagPolicy(node('TagPolicy'))).toBe(false);
    expect(offersTagPolicy(null)).toBe(false);
  });
});

describe('card moderation actions', () => {
  it('tagging shows on the card at once, sends PUT users/tag and reverts when refused', async () => {
    const k = kit();
    const carol = account('3', 'carol');
    k.entities.ingest({ accounts: [carol], statuses: [] });
    let fail = false;
    k.http.on('PUT', `${A}/users/tag`, () =>
      fail ? { status: 403, body: { error: "User isn't privileged." } } : { status: 204 },
    );
    const store = new UserModerationStore({
      api: () => moderationApi(k.client),
      notices: k.notices,
      entities: k.entities,
    });
    const sent = store.act('3', { kind: 'tag', tag: 'force-unlisted' });
    expect(k.entities.account('3')!.tags).toEqual(['force-unlisted']);
    expect(store.busy).toBe('3');
    expect(await sent).toBe(true);
    expect(JSON.parse(k.http.calls('PUT', `${A}/users/tag`)[0]!.body ?? '')).toEqual({
      nicknames: ['carol'],
      tags: ['force-unlisted'],
    });
    fail = true;
    expect(await store.act('3', { kind: 'tag', tag: 'sandbox' })).toBe(false);
    expect(k.entities.account('3')!.tags).toEqual(['force-unlisted']);
    expect(k.notices.notices[0]).toMatchObject({
      level: 'error',
      // A 403 names the privilege the account lacks (the desk's words, both faces).
      params: { privilege: 'users_manage_tags' },
    });
    expect(store.busy).toBeNull();
  });

  it('deactivate, grant and disable two-factor go to their routes by acct', async () => {
    const k = kit();
    k.entities.ingest({ accounts: [account('4', 'dave@remote.example')], statuses: [] });
    k.http.on('PATCH', `${A}/users/deactivate`, { body: { users: [] } });
    k.http.on('PUT', `${A}/users/disable_mfa`, { body: '"dave@remote.example"' });
    const store = new UserModerationStore({
      api: () => moderationApi(k.client),
      notices: k.notices,
      entities: k.entities,
    });
    expect(await store.act('4', { kind: 'deactivate' })).toBe(true);
    expect(k.entities.account('4')!.deactivated).toBe(true);
    expect(JSON.parse(k.http.calls('PATCH', `${A}/users/deactivate`)[0]!.body ?? '')).toEqual({
      nicknames: ['dave@remote.example'],
    });
    expect(await store.act('4', { kind: 'disable-mfa' })).toBe(true);
    expect(JSON.parse(k.http.calls('PUT', `${A}/users/disable_mfa`)[0]!.body ?? '')).toEqual({
      nickname: 'dave@remote.example',
    });
  });
});

describe('the users list pages', () => {
  const user = (id: string, roles = { admin: false, moderator: false }) => ({
    id,
    nickname: `u${id}`,
    local: true,
    roles,
    tags: [],
  });

  it('asks page by page and knows how many pages there are', async () => {
    const k = kit();
    k.http.on('GET', `${A}/users`, (req) => ({
      body: {
        count: 45,
        page_size: Number(req.query.get('page_size')),
        users: [user(`p${req.query.get('page')}`)],
      },
    }));
    const store = new AdminUsersStore({ api: () => moderationApi(k.client), notices: k.notices });
    await store.search('');
    expect(store.pages).toBe(3);
    expect(store.hasPrevious).toBe(false);
    expect(store.hasNext).toBe(true);
    await store.goTo(3);
    expect(store.users.map((u) => u.id)).toEqual(['p3']);
    expect(store.hasNext).toBe(false);
    await store.goTo(4);
    const calls = k.http.calls('GET', `${A}/users`);
    expect(calls).toHaveLength(2);
    expect(calls[1]!.query.get('page')).toBe('3');
    expect(calls[1]!.query.get('page_size')).toBe(String(ADMIN_USERS_PAGE_SIZE));
  });

  it('staff are the admins and the moderators (Pleroma ands its filters): two calls, merged', async () => {
    const k = kit();
    k.http.on('GET', `${A}/users`, (req) => {
      const filters = req.query.get('filters') ?? '';
      const users = filters.includes('is_admin')
        ? [user('a', { admin: true, moderator: true })]
        : filters.includes('is_moderator')
          ? [
              user('a', { admin: true, moderator: true }),
              user('m', { admin: false, moderator: true }),
            ]
          : [];
      return { body: { count: users.length, page_size: 20, users } };
    });
    const store = new AdminUsersStore({ api: () => moderationApi(k.client), notices: k.notices });
    await store.search('', ['local']);
    await store.setRole('staff');
    expect(store.users.map((u) => u.id)).toEqual(['a', 'm']);
    const filters = k.http.calls('GET', `${A}/users`).map((c) => c.query.get('filters'));
    expect(filters).toEqual(['local', 'local,is_admin', 'local,is_moderator']);
    await store.setRole('moderator');
    expect(store.users.map((u) => u.id)).toEqual(['a', 'm']);
    expect(k.http.calls('GET', `${A}/users`).at(-1)!.query.get('filters')).toBe(
      'local,is_moderator',
    );
  });
});
