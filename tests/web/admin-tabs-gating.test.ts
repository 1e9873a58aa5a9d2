import { describe, expect, it } from 'vitest';
import type { AdminPrivilege } from '../../src/core/api/admin-common';
import type { AdminConfigStore } from '../../src/core/model/admin-config';
import { visibleAdminTabs } from '../../src/web/screens/admin/admin-tabs';

/**
 * Issue 15: each dashboard tab shows to holders of its own privilege. Staff who may not
 * configure the instance (the config fetch answered 403) see the desk tabs alone.
 */
const refused = { forbidden: true, dbConfigEnabled: undefined } as unknown as AdminConfigStore;
const configurable = { forbidden: false, dbConfigEnabled: true } as unknown as AdminConfigStore;

const staff = (role: 'admin' | 'moderator' | 'member', privileges: AdminPrivilege[]) => ({
  id: '9',
  role,
  privileges,
});
const ids = (store: AdminConfigStore, me: ReturnType<typeof staff>) =>
  visibleAdminTabs(store, me).map((tab) => tab.id);

describe('which admin tabs show', () => {
  it('a moderator with users_read only gets the moderation tab (for its users list)', () => {
    expect(ids(refused, staff('moderator', ['users_read']))).toEqual(['moderation']);
  });

  it('a moderator with emoji_manage_emoji gets the emoji tab', () => {
    expect(ids(refused, staff('moderator', ['emoji_manage_emoji']))).toEqual(['emoji']);
  });

  it('statuses and stats follow messages_read and statistics_read', () => {
    expect(ids(refused, staff('moderator', ['messages_read', 'statistics_read']))).toEqual([
      'statuses',
      'stats',
    ]);
  });

  it('a member sees none; an admin without the emoji privilege sees no emoji tab', () => {
    expect(ids(refused, staff('member', ['emoji_manage_emoji']))).toEqual([]);
    const admin = ids(configurable, staff('admin', ['users_read', 'statistics_read']));
    expect(admin).toContain('instance');
    expect(admin).toContain('stats');
    expect(admin).toContain('moderation');
    expect(admin).not.toContain('emoji');
    expect(admin).not.toContain('statuses');
  });
});
