import { describe, expect, it } from 'vitest';
import type { EntityBundle } from '../../src/core/domain/types';
import { normalizeNotification } from '../../src/core/normalize';

const account = (id: string, username: string) => ({
  id,
  username,
  acct: username,
  display_name: username,
  url: `https://x.example/users/${username}`,
});

describe('normalizeNotification with a boost wrapper as its status', () => {
  it('points at the repeated post, once', () => {
    const bundle: EntityBundle = { accounts: [], statuses: [] };
    const original = { id: '10', account: account('1', 'alice'), content: '<p>Picnic</p>' };
    const wrapper = { id: '11', account: account('2', 'carol'), content: '', reblog: original };
    const notification = normalizeNotification(
      { id: 'n1', type: 'reblog', account: account('2', 'carol'), status: wrapper },
      'x.example',
      bundle,
    );
    expect(notification?.statusId).toBe('10');
    expect(bundle.statuses.find((s) => s.id === '10')?.content).toBe('<p>Picnic</p>');
  });

  it('keeps a plain status as it is', () => {
    const notification = normalizeNotification({
      id: 'n2',
      type: 'mention',
      account: account('2', 'carol'),
      status: { id: '12', account: account('2', 'carol'), content: '<p>hi</p>' },
    });
    expect(notification?.statusId).toBe('12');
  });
});
