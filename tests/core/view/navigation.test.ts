import { describe, expect, it } from 'vitest';
import { NavigationStore } from '../../../src/core/view/navigation';

describe('navigation', () => {
  it('opens a view once, stacks screens on it and switches tabs', () => {
    const nav = new NavigationStore();
    nav.openView({ kind: 'notifications' });
    expect(nav.tabs).toHaveLength(2);
    nav.openThread('1');
    nav.openThread('2');
    expect(nav.active.stack).toEqual([{ kind: 'thread', statusId: '2' }]);
    nav.prevTab();
    expect(nav.active.view).toMatchObject({ kind: 'timeline' });
    nav.openView({ kind: 'notifications' });
    expect(nav.tabs).toHaveLength(2);
    // Going to a view shows the view itself, not what was stacked on it.
    expect(nav.active.stack).toEqual([]);
    nav.closeTab();
    expect(nav.tabs).toHaveLength(1);
  });
});
