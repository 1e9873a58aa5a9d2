import { describe, expect, it } from 'vitest';
import { AdminForbiddenError } from '../../../src/core/api/admin-common';
import { moderationApi } from '../../../src/core/api/admin-moderation';
import {
  adminSections,
  type ModerationTarget,
  moderationMenu,
  type StaffAccount,
} from '../../../src/core/model/admin-privileges';
import { AdminReportsStore } from '../../../src/core/model/admin-reports';
import { AdminUsersStore } from '../../../src/core/model/admin-users';
import { settle } from '../helpers/fake-http';
import { kit } from '../reading/support';

const A = '/api/v1/pleroma/admin';
const ADMIN_DEFAULTS = [
  'users_read',
  'users_manage_invites',
  'users_manage_activation_state',
  'users_manage_tags',
  'users_manage_credentials',
  'users_delete',
  'messages_read',
  'messages_delete',
  'instances_delete',
  'reports_manage_reports',
  'moderation_log_read',
  'announcements_manage_announcements',
  'emoji_manage_emoji',
  'statistics_read',
];
const admin: StaffAccount = { id: 'a', role: 'admin', privileges: ADMIN_DEFAULTS };
// Spec part 2 §6: a moderator's defaults when the server names none.
const moderator: StaffAccount = {
  id: 'm',
  role: 'moderator',
  privileges: ['messages_delete', 'reports_manage_reports'],
};
const member: StaffAccount = { id: 'u', role: 'member', privileges: [] };
const target: ModerationTarget = {
  id: 't',
  isLocal: true,
  deactivated: false,
  role: 'member',
  tags: [],
};

function report(id: string, state = 'open') {
  return {
    id,
    state,
    content: 'spam',
    created_at: '2026-11-27T10:00:00.000Z',
    account: { id: '1', acct: 'spammer', display_name: 'S' },
    actor: { id: '2', acct: 'carol', display_name: 'C' },
    statuses: [],
    notes: [],
  };
}

describe('who sees what of the moderation desk', () => {
  it('a member sees nothing, a default moderator only reports, an admin everything', () => {
    expect(adminSections(member)).toEqual([]);
    expect(adminSections(moderator)).toEqual(['reports']);
    expect(adminSections(admin)).toEqual([
      'reports',
      'users',
      'statuses',
      'log',
      'invites',
      'relays',
      'stats',
    ]);
  });

  it('the card menu: roles for admins on local active users, delete only with users_delete', () => {
    const kinds = (me: StaffAccount, t = target, tagPolicy = false) =>
      moderationMenu(me, t, { tagPolicy }).map((a) =>
        'group' in a ? `${a.kind} ${a.group}` : 'tag' in a ? `${a.kind} ${a.tag}` : a.kind,
      );
    expect(kinds(admin)).toEqual(['grant admin', 'grant moderator', 'deactivate', 'delete']);
    expect(kinds(admin, { ...target, isLocal: false })).toEqual(['deactivate', 'delete']);
    expect(kinds(admin, { ...target, deactivated: true })).toEqual(['activate', 'delete']);
    expect(kinds(member)).toEqual([]);
    expect(kinds(moderator)).toEqual([]);
    const desk: StaffAccount = {
      ...moderator,
      privileges: ['users_manage_activation_state', 'users_manage_tags'],
    };
    expect(kinds(desk)).toEqual(['deactivate']);
    expect(kinds(desk, { ...target, isLocal: false, tags: ['sandbox'] }, true)).toEqual([
      'deactivate',
      'tag media-force-nsfw',
      'tag media-strip',
      'tag force-unlisted',
      'untag sandbox',
    ]);
    expect(kinds(desk, target, true)).toHaveLength(8);
  });
});

describe('moderation stores', () => {
  it('a report state change shows at once and reverts with the spec notice on failure', async () => {
    const k = kit();
    k.http.on('GET', `${A}/reports`, { body: { total: 2, reports: [report('r2'), report('r1')] } });
    let fail = true;
    k.http.on('PATCH', `${A}/reports`, () =>
      fail ? { status: 400, body: { error: 'Unsupported state' } } : { status: 204 },
    );
    const store = new AdminReportsStore({ api: () => moderationApi(k.client), notices: k.notices });
    await store.load();
    expect(store.shown.map((r) => r.id)).toEqual(['r2', 'r1']);
    const pending = store.setState('r2', 'resolved');
    expect(store.shown.map((r) => r.id)).toEqual(['r1']);
    expect(await pending).toBe(false);
    expect(store.shown.map((r) => r.id)).toEqual(['r2', 'r1']);
    expect(k.notices.notices[0]).toMatchObject({
      level: 'error',
      messageKey: 'general.generic_error_message',
      params: { detail: 'Unsupported state' },
    });
    fail = false;
    expect(await store.setState('r2', 'resolved')).toBe(true);
    expect(store.shown.map((r) => r.id)).toEqual(['r1']);
    expect(JSON.parse(k.http.calls('PATCH', `${A}/reports`)[1]!.body ?? '')).toEqual({
      reports: [{ id: 'r2', state: 'resolved' }],
    });
  });

  it('deactivating a user reverts when the server refuses; a 403 names the privilege', async () => {
    const k = kit();
    const user = {
      id: '9',
      nickname: 'grace',
      is_active: true,
      local: true,
      roles: { admin: false, moderator: false },
      tags: [],
    };
    k.http.on('GET', `${A}/users`, { body: { count: 1, page_size: 50, users: [user] } });
    k.http.on('PATCH', `${A}/users/deactivate`, { status: 500, body: 'boom' });
    k.http.on('DELETE', `${A}/users`, { status: 403, body: { error: "User isn't privileged." } });
    const store = new AdminUsersStore({ api: () => moderationApi(k.client), notices: k.notices });
    await store.search('gr');
    expect(k.http.calls('GET', `${A}/users`)[0]!.query.get('query')).toBe('gr');
    const pending = store.act('grace', { kind: 'deactivate' });
    expect(store.users[0]!.active).toBe(false);
    expect(await pending).toBe(false);
    expect(store.users[0]!.active).toBe(true);
    expect(k.notices.notices[0]!.params).toEqual({ detail: 'HTTP 500' });
    await expect(moderationApi(k.client).users.remove(['grace'])).rejects.toMatchObject({
      privilege: 'users_delete',
    });
    await expect(moderationApi(k.client).users.remove(['grace'])).rejects.toBeInstanceOf(
      AdminForbiddenError,
    );
    await settle();
  });
});
