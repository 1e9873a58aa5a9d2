import { beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * Issue 16: one service worker for the app. The shell registers `sw.js`; push registers the
 * same file with its user; whatever the order, the registered worker keeps the push's user.
 */
type Module = typeof import('../../src/web/pwa/shell-worker');

function fakeContainer(initial?: string) {
  let script = initial;
  const registered: string[] = [];
  const container = {
    getRegistration: vi.fn(async () =>
      script ? { active: { scriptURL: `http://app.test${script}` } } : undefined,
    ),
    register: vi.fn(async (url: string) => {
      registered.push(url);
      script = url;
      return {};
    }),
    ready: Promise.resolve({ scope: 'http://app.test/' }),
  };
  return {
    container: container as unknown as ServiceWorkerContainer,
    registered,
    current: () => script,
  };
}

let mod: Module;
beforeEach(async () => {
  vi.resetModules();
  mod = await import('../../src/web/pwa/shell-worker');
});

describe('the app service worker registration', () => {
  it('registers sw.js for the whole app when nothing is registered', async () => {
    const fake = fakeContainer();
    await mod.registerShellWorker(fake.container);
    expect(fake.registered).toEqual(['/sw.js']);
    expect(fake.container.register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
  });

  it("keeps the push's user of a worker registered before (also the older push-sw.js)", async () => {
    const fake = fakeContainer('/push-sw.js?user=alice');
    await mod.registerShellWorker(fake.container);
    expect(fake.current()).toBe('/sw.js?user=alice');
  });

  it("lets the push's user win when both register at once, in either order", async () => {
    const first = fakeContainer();
    const shell = mod.registerShellWorker(first.container);
    const push = mod.registerPushWorker('?user=bob', first.container);
    await Promise.all([shell, push]);
    expect(first.current()).toBe('/sw.js?user=bob');

    vi.resetModules();
    mod = await import('../../src/web/pwa/shell-worker');
    const second = fakeContainer();
    const pushFirst = mod.registerPushWorker('?user=bob', second.container);
    const shellAfter = mod.registerShellWorker(second.container);
    await Promise.all([pushFirst, shellAfter]);
    expect(second.registered).toEqual(['/sw.js?user=bob', '/sw.js?user=bob']);
  });

  it('does nothing without service workers; push says it cannot', async () => {
    await expect(mod.registerShellWorker()).resolves.toBeUndefined();
    await expect(mod.registerPushWorker('?user=a')).rejects.toThrow('No service workers');
  });
});
