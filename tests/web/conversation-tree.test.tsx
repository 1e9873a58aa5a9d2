// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installDomShims } from './support/dom-shims';
import { accountJson, fakeServer, statusJson } from './support/fake-server';
import { renderApp, testServices } from './support/test-app';

const alice = accountJson('1', 'alice');
const bob = accountJson('2', 'bob');

/**
 * 1 → 2 → 3 → 4 → 5 → 6 → 7 → 9, and 8 replying to 2 (a branch at depth 2).
 * Status 4 is in a muted thread.
 */
const PARENT: Record<string, string | null> = {
  '1': null,
  '2': '1',
  '3': '2',
  '4': '3',
  '5': '4',
  '6': '5',
  '7': '6',
  '8': '2',
  '9': '7',
};
const ORDER = ['1', '2', '3', '4', '5', '6', '7', '9', '8'];

function status(id: string) {
  return statusJson(id, Number(id) % 2 ? alice : bob, `<p>post ${id}</p>`, {
    in_reply_to_id: PARENT[id],
    pleroma: { thread_muted: id === '4' },
  });
}

function ancestorsOf(id: string): string[] {
  const out: string[] = [];
  let parent = PARENT[id];
  while (parent) {
    out.unshift(parent);
    parent = PARENT[parent];
  }
  return out;
}

function descendantsOf(id: string): string[] {
  return ORDER.filter((other) => other !== id && ancestorsOf(other).includes(id));
}

function threadServer() {
  const server = fakeServer();
  for (const id of ORDER) {
    server.routes.set(`GET /api/v1/statuses/${id}`, { body: status(id) });
    server.routes.set(`GET /api/v1/statuses/${id}/context`, {
      body: { ancestors: ancestorsOf(id).map(status), descendants: descendantsOf(id).map(status) },
    });
  }
  return server;
}

function rows() {
  return [...document.querySelectorAll<HTMLElement>('main .thread-node')].map((node) => ({
    id: node.dataset.statusId,
    depth: Number(node.dataset.depth),
    indent: node.style.getPropertyValue('--thread-depth'),
  }));
}

function nodeOf(id: string): HTMLElement {
  const node = document.querySelector<HTMLElement>(`main .thread-node[data-status-id="${id}"]`);
  if (!node) throw new Error(`no thread node ${id}`);
  return node;
}

async function openThread(path = '/notice/1') {
  const services = testServices(threadServer());
  const view = renderApp(services, path);
  await waitFor(() =>
    expect(document.querySelectorAll('main .thread-node').length).toBeGreaterThan(1),
  );
  return { services, ...view };
}

describe('conversation tree', () => {
  let scrolled: string[];
  beforeEach(() => {
    installDomShims();
    scrolled = [];
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push((this as HTMLElement).dataset.statusId ?? '');
    };
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('indents by depth and folds replies below the displayed depth (max 6 → 4)', async () => {
    await openThread();
    expect(rows()).toEqual([
      { id: '1', depth: 0, indent: '0' },
      { id: '2', depth: 1, indent: '1' },
      { id: '3', depth: 2, indent: '2' },
      { id: '4', depth: 3, indent: '3' },
      { id: '5', depth: 4, indent: '4' },
      { id: '6', depth: 5, indent: '5' },
      { id: '8', depth: 2, indent: '2' },
    ]);
    // 6 sits at depth 5: its two descendants (7 and 9) are folded behind one control.
    const six = within(nodeOf('6'));
    expect(six.getByRole('button', { name: 'Show 2 replies' })).toBeTruthy();
    expect(six.getByRole('button', { name: 'Show all replies' })).toBeTruthy();
    // Shown nodes offer to hide their replies; leaves offer nothing.
    expect(within(nodeOf('5')).getByRole('button', { name: 'Hide replies' })).toBeTruthy();
    expect(within(nodeOf('8')).queryAllByRole('button')).toHaveLength(0);
  });

  it('highlights the focused status and scrolls it into view', async () => {
    await openThread('/notice/1');
    const focused = document.querySelector('main article[aria-current="true"]');
    expect(focused?.getAttribute('data-status-id')).toBe('1');
    expect(scrolled).toContain('1');
  });

  it('marks statuses of a muted thread', async () => {
    await openThread();
    expect(within(nodeOf('4')).getByTestId('thread-muted').textContent).toContain('Thread muted');
    expect(within(nodeOf('3')).queryByTestId('thread-muted')).toBeNull();
  });

  it('shows hidden replies one level at a time, or all at once; hides them again', async () => {
    await openThread();
    act(() => {
      fireEvent.click(within(nodeOf('6')).getByRole('button', { name: 'Show 2 replies' }));
    });
    expect(rows().map((r) => r.id)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8']);
    expect(within(nodeOf('7')).getByRole('button', { name: 'Show 1 reply' })).toBeTruthy();
    act(() => {
      fireEvent.click(within(nodeOf('7')).getByRole('button', { name: 'Show all replies' }));
    });
    // Depth 7, indented no further than the max depth (6).
    expect(rows().find((r) => r.id === '9')).toEqual({ id: '9', depth: 7, indent: '6' });

    act(() => {
      fireEvent.click(within(nodeOf('2')).getByRole('button', { name: 'Hide replies' }));
    });
    expect(rows().map((r) => r.id)).toEqual(['1', '2']);
    expect(within(nodeOf('2')).getByRole('button', { name: 'Show 7 replies' })).toBeTruthy();
  });

  it('dives into a sub-thread on its own page and shows the whole conversation again', async () => {
    const { router } = await openThread();
    act(() => {
      fireEvent.click(
        within(nodeOf('3')).getByRole('button', { name: 'Show only this sub-thread' }),
      );
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/notice/3'));
    expect(router.state.location.state).toEqual({ dive: true });
    await waitFor(() => expect(document.querySelectorAll('.thread-node-ancestor')).toHaveLength(2));
    // Ancestors flat above; depths counted from the dived status, so 7 (4 below) shows.
    expect(rows()).toEqual([
      { id: '1', depth: 0, indent: '0' },
      { id: '2', depth: 0, indent: '0' },
      { id: '3', depth: 0, indent: '0' },
      { id: '4', depth: 1, indent: '1' },
      { id: '5', depth: 2, indent: '2' },
      { id: '6', depth: 3, indent: '3' },
      { id: '7', depth: 4, indent: '4' },
      { id: '9', depth: 5, indent: '5' },
    ]);
    expect(
      document.querySelector('main article[aria-current="true"]')?.getAttribute('data-status-id'),
    ).toBe('3');
    expect(
      within(nodeOf('3')).queryByRole('button', { name: 'Show only this sub-thread' }),
    ).toBeNull();

    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Show whole conversation' }));
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/notice/1'));
    await waitFor(() => expect(rows().map((r) => r.id)).toContain('8'));
    expect(document.querySelectorAll('.thread-node-ancestor')).toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Show whole conversation' })).toBeNull();

    // Back: the dived page again, from the history entry's state.
    await act(async () => {
      await router.navigate(-1);
    });
    expect(router.state.location.pathname).toBe('/notice/3');
    await waitFor(() => expect(document.querySelectorAll('.thread-node-ancestor')).toHaveLength(2));
  });

  it('a plain link to a reply shows its context with "show whole conversation"', async () => {
    const { router } = await openThread('/notice/3');
    expect(document.querySelectorAll('.thread-node-ancestor')).toHaveLength(0);
    expect(rows().slice(0, 3)).toEqual([
      { id: '1', depth: 0, indent: '0' },
      { id: '2', depth: 1, indent: '1' },
      { id: '3', depth: 2, indent: '2' },
    ]);
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Show whole conversation' }));
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/notice/1'));
  });

  it('switches between tree and linear display', async () => {
    await openThread();
    const linear = screen.getByRole('button', { name: 'Linear' });
    act(() => {
      fireEvent.click(linear);
    });
    expect(linear.getAttribute('aria-pressed')).toBe('true');
    expect(rows().map((r) => r.id)).toEqual(ORDER);
    expect(rows().every((r) => r.depth === 0)).toBe(true);
    expect(screen.queryByRole('button', { name: /Show \d+ repl/ })).toBeNull();
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Tree' }));
    });
    expect(rows()).toHaveLength(7);
  });
});
