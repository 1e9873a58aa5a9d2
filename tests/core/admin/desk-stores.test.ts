import { describe, expect, it } from 'vitest';
import { moderationApi } from '../../../src/core/api/admin-moderation';
import { AdminLogStore } from '../../../src/core/model/admin-log';
import { cycleFilter, filterChoice } from '../../../src/core/model/admin-user-filters';
import { AdminUsersStore, userActions } from '../../../src/core/model/admin-users';
import { kit } from '../reading/support';

const A = '/api/v1/pleroma/admin';

function user(nickname: string, extra: Record<string, unknown> = {}) {
  return {
    id: nickname,
    nickname,
    is_active: true,
    is_approved: true,
    local: true,
    roles: { admin: false, moderator: false },
    tags: [],
    ...extra,
  };
}

/** pat as the desk lists them: local, pending approval. */
function normalizedPat() {
  return {
    id: 'pat',
    nickname: 'pat',
    displayName: '',
    email: null,
    active: true,
    approved: false,
    confirmed: true,
    local: true,
    registrationReason: null,
    admin: false,
    moderator: false,
    tags: [],
    url: '',
    avatar: '',
  };
}

describe('the users list: filters by dimension, pages', () => {
  it('cycles each dimension through its choices, one filter per dimension', () => {
    let filters = cycleFilter([], 'state');
    expect(filters).toEqual(['active']);
    filters = cycleFilter(cycleFilter(filters, 'origin'), 'role');
    expect(filters).toEqual(['active', 'local', 'is_admin']);
    filters = cycleFilter(filters, 'state');
    expect(filters).toEqual(['local', 'is_admin', 'deactivated']);
    expect(filterChoice(filters, 'origin')).toBe('local');
    filters = cycleFilter(cycleFilter(filters, 'role'), 'role');
    expect(filterChoice(filters, 'role')).toBeNull();
    expect(filters).toEqual(['local', 'deactivated']);
  });

  it('asks the server for the filters and the page; pages stay within the count', async () => {
    const k = kit();
    k.http.on('GET', `${A}/users`, (req) => ({
      body: {
        count: 5,
        page_size: 2,
        users: [user(`u${req.query.get('page')}`)],
      },
    }));
    const store = new AdminUsersStore({
      api: () => moderationApi(k.client),
      notices: k.notices,
      pageSize: 2,
    });
    await store.cycle('origin');
    const first = k.http.calls('GET', `${A}/users`)[0]!.query;
    expect(first.get('filters')).toBe('local');
    expect(first.get('page_size')).toBe('2');
    expect(store.pages).toBe(3);
    await store.goToPage(store.page + 1);
    expect(store.page).toBe(2);
    expect(store.users.map((u) => u.nickname)).toEqual(['u2']);
    await store.goToPage(9);
    expect(store.page).toBe(3);
    expect(k.http.calls('GET', `${A}/users`).at(-1)!.query.get('page')).toBe('3');
    // A new filter starts again from page 1.
    await store.cycle('state');
    expect(store.page).toBe(1);
    expect(k.http.calls('GET', `${A}/users`).at(-1)!.query.get('filters')).toBe('local,active');
  });

  it('a 403 on loading keeps the privilege it names', async () => {
    const k = kit();
    k.http.on('GET', `${A}/users`, { status: 403, body: { error: "User isn't privileged." } });
    const store = new AdminUsersStore({ api: () => moderationApi(k.client), notices: k.notices });
    await store.load();
    expect(store.state).toBe('failed');
    expect(store.forbidden).toBe('users_read');
  });

  it('offers approve only to holders of users_manage_invites, and delete only with users_delete', () => {
    const modUser = {
      id: 'm',
      role: 'moderator' as const,
      privileges: ['users_read', 'users_manage_activation_state'],
    };
    const normalized = normalizedPat();
    expect(userActions(modUser, normalized).map((a) => a.kind)).toEqual(['deactivate']);
    const admin = {
      ...modUser,
      role: 'admin' as const,
      privileges: ['users_manage_invites', 'users_manage_activation_state', 'users_delete'],
    };
    expect(userActions(admin, normalized).map((a) => a.kind)).toEqual([
      'approve',
      'reject',
      'grant',
      'grant',
      'deactivate',
      'delete',
    ]);
  });

  it('offers Resend confirmation for a local unconfirmed account, with users_manage_credentials', () => {
    const user = {
      ...normalizedPat(),
      id: 'una',
      nickname: 'una',
      approved: true,
      confirmed: false,
    };
    const mod = { id: 'm', role: 'moderator' as const, privileges: ['users_manage_credentials'] };
    expect(userActions(mod, user).map((a) => a.kind)).toEqual(['resend-confirmation']);
    expect(userActions(mod, { ...user, confirmed: true })).toEqual([]);
    expect(userActions(mod, { ...user, local: false })).toEqual([]);
    expect(userActions({ ...mod, privileges: [] }, user)).toEqual([]);
  });
});

describe('the moderation log', () => {
  it('loads a page, searches from page 1, and names the privilege of a 403', async () => {
    const k = kit();
    let refuse = false;
    k.http.on('GET', `${A}/moderation_log`, (req) =>
      refuse
        ? { status: 403, body: { error: "User isn't privileged." } }
        : {
            body: {
              total: 120,
              items: [
                { id: 7, time: 1_700_000_000, message: `@alice page ${req.query.get('page')}` },
              ],
            },
          },
    );
    const store = new AdminLogStore(() => moderationApi(k.client));
    await store.load();
    expect(store.pages).toBe(3);
    expect(store.items[0]).toMatchObject({
      message: '@alice page 1',
      time: '2023-11-14T22:13:20.000Z',
    });
    await store.goToPage(3);
    expect(store.items[0]!.message).toBe('@alice page 3');
    await store.setSearch(' grace ');
    const last = k.http.calls('GET', `${A}/moderation_log`).at(-1)!.query;
    expect([last.get('search'), last.get('page')]).toEqual(['grace', '1']);
    refuse = true;
    await store.load();
    expect(store.forbidden).toBe('moderation_log_read');
  });
});
