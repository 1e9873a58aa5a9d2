// Terminal account switch time and memory with 3 signed-in accounts (issue 12): the real App
// (120x40, ink-testing-library) against an in-process sandbox, alice, bob and grace signed in
// with their tokens; each switch (`root.switchTo`, what `g a` and `:account` call) is timed
// from the call to the first frame showing that account's home marker. Ten switches after
// a first visit to each (scopes warm), median reported. Memory: RSS and JS heap after GC with
// the three scopes alive (the sandbox runs in the same process, so RSS includes it: its own
// figure is taken before the client starts and shown beside).
//
//   node --expose-gc bench/lib/bundle.mjs bench/tui-accounts.ts
import { createElement } from 'react';
import { median, report } from './lib/report.mjs';

process.env.FORCE_COLOR ??= '3';
const [{ render }, { App }, core, { startSandbox }] = await Promise.all([
  import('ink-testing-library'),
  import('../src/terminal/app'),
  import('../src/core'),
  import('../src/sandbox/index'),
]);

const gc = (globalThis as { gc?: () => void }).gc;
const mib = (bytes: number) => bytes / 1024 / 1024;
const USERS = ['alice', 'bob', 'grace'] as const;

const sandbox = await startSandbox({ port: 0 });
for (const user of USERS) {
  sandbox.state.createStatus(user, { status: `${user} switch marker`, silent: true });
}
gc?.();
const before = process.memoryUsage();

const root = core.createRootStore({
  fetch: (input, init) => fetch(input, init),
  socket: undefined,
  storage: core.memoryStorage(),
  secrets: core.memoryStorage(),
  clock: new core.FakeClock(Date.now()),
  logger: core.silentLogger,
});
const keys: string[] = [];
for (const user of USERS) {
  const result = await root.signIn({
    method: 'token',
    server: sandbox.url,
    token: sandbox.state.tokenFor(user),
  });
  if (!result.ok) throw new Error(`${user} could not sign in`);
  keys.push(root.scope.account!.key);
}

const app = render(
  createElement(App, { root, size: { columns: 120, rows: 40 }, onQuit: () => {} }),
);
const frameShows = async (text: string): Promise<void> => {
  for (let i = 0; i < 4000; i++) {
    if ((app.lastFrame() ?? '').includes(text)) return;
    await new Promise((resolve) => setImmediate(resolve));
  }
  throw new Error(`no frame with ${text}`);
};

const switchTo = async (index: number): Promise<number> => {
  const started = performance.now();
  await root.switchTo(keys[index]!);
  await frameShows(`${USERS[index]} switch marker`);
  return performance.now() - started;
};

// First visits: each home loads once (warm scopes after this).
for (let i = 0; i < USERS.length; i++) await switchTo(i);
const times: number[] = [];
for (let n = 0; n < 10; n++) times.push(await switchTo(n % USERS.length));

gc?.();
const after = process.memoryUsage();
report('tui-accounts', [
  {
    label: 'account switch to frame',
    value: median(times),
    unit: 'ms',
    note: 'median of 10, scopes warm',
  },
  {
    label: 'RSS, 3 accounts signed in',
    value: mib(after.rss),
    unit: 'MiB',
    note: 'sandbox in-process',
  },
  { label: 'RSS before the client', value: mib(before.rss), unit: 'MiB', note: 'sandbox only' },
  {
    label: 'JS heap, 3 accounts',
    value: mib(after.heapUsed),
    unit: 'MiB',
    note: gc ? 'after GC' : 'no --expose-gc',
  },
  { label: 'JS heap before the client', value: mib(before.heapUsed), unit: 'MiB' },
]);
app.unmount();
root.dispose();
await sandbox.close();
process.exit(0);
