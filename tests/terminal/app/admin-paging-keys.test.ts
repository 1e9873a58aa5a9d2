import { describe, expect, it } from 'vitest';
import { pagingKey } from '../../../src/terminal/app/screens/admin/admin-page';

function fakeList(page: number) {
  const calls: string[] = [];
  return {
    calls,
    store: {
      page,
      goToPage: async (p: number) => {
        calls.push(`page ${p}`);
      },
      load: async () => {
        calls.push('load');
      },
    },
  };
}

describe('the admin view’s paged sections (users, moderation log)', () => {
  it('> and < move a page, . reloads; other keys go on to the view', () => {
    const { calls, store } = fakeList(2);
    expect(pagingKey(store, 'admin.page_next')).toBe(true);
    expect(pagingKey(store, 'admin.page_prev')).toBe(true);
    expect(pagingKey(store, 'admin.reload')).toBe(true);
    expect(pagingKey(store, 'admin.search')).toBe(false);
    expect(calls).toEqual(['page 3', 'page 1', 'load']);
  });
});
