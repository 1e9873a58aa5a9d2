/**
 * Issue 16, the progressive web app: registers the app's one service worker (`sw.js`, built
 * from ./shell-sw.js by vite.config.ts), scoped to the app's base path (`/` or the
 * front-end's sub-path). The push feature registers the same worker with its user in the
 * query (`sw.js?user=alice`, web/push/browser-push.ts). Registrations run one after the
 * other and the push's query wins, so the two never take turns replacing each other.
 */

/** The worker's file, beside index.html. */
export const SHELL_WORKER = 'sw.js';

/** The worker's URL for `search` (`?user=alice`, or ''), under the app's base path. */
export function shellWorkerUrl(search = ''): string {
  return `${import.meta.env.BASE_URL}${SHELL_WORKER}${search}`;
}

/** The push's query, once it asked (null: keep whatever the registered worker has). */
let pushQuery: string | null = null;
let queue: Promise<unknown> = Promise.resolve();

function workersOf(container?: ServiceWorkerContainer): ServiceWorkerContainer | undefined {
  return container ?? (typeof navigator !== 'undefined' ? navigator.serviceWorker : undefined);
}

function inTurn<T>(job: () => Promise<T>): Promise<T> {
  const done = queue.then(job, job);
  queue = done.catch(() => undefined);
  return done;
}

/**
 * The shell's registration, once the page has drawn; nothing without service workers (the
 * dev server has no `sw.js`: it fails, logged by the caller).
 */
export function registerShellWorker(container?: ServiceWorkerContainer): Promise<void> {
  const workers = workersOf(container);
  if (!workers) return Promise.resolve();
  const scope = import.meta.env.BASE_URL;
  return inTurn(async () => {
    const existing = await workers.getRegistration(scope);
    const held = existing?.active ?? existing?.waiting ?? existing?.installing;
    // The push's query (its user) stays, also from an older worker (push-sw.js alone),
    // which this one replaces: it carries the same push handling.
    const search = pushQuery ?? (held ? new URL(held.scriptURL).search : '');
    await workers.register(shellWorkerUrl(search), { scope });
  });
}

/** The push's registration: the same worker, with its user (`?user=alice`). */
export function registerPushWorker(
  search: string,
  container?: ServiceWorkerContainer,
): Promise<ServiceWorkerRegistration> {
  const workers = workersOf(container);
  if (!workers) return Promise.reject(new Error('No service workers in this browser'));
  pushQuery = search;
  const scope = import.meta.env.BASE_URL;
  return inTurn(async () => {
    await workers.register(shellWorkerUrl(search), { scope });
    return workers.ready;
  });
}
