// Post round trip as the terminal UI does it, without the renderer: the core's post form
// (createCompose, as the compose pane uses it) signed in as alice on the in-process sandbox
// over real HTTP (Node's fetch); timed from `send()` to the new id at the top of the home
// timeline store the timeline screen draws from. 10 posts after one warm-up; median.
// (Driving the Ink App here did not receive keys in the bundled bench; see the report.)
//
//   node bench/lib/bundle.mjs bench/tui-post.ts
import {
  createCompose,
  createRootStore,
  type FetchPort,
  memoryStorage,
  silentLogger,
  systemClock,
} from '../src/core';
import { startSandbox } from '../src/sandbox/index';
import { median, percentile, report } from './lib/report.mjs';

const RUNS = 10;
const sandbox = await startSandbox({ port: 0 });
const key = `alice@${new URL(sandbox.url).host}`;
const root = createRootStore({
  fetch: ((input, init) => fetch(input, init)) as FetchPort,
  socket: undefined,
  storage: memoryStorage({
    'session.accounts': [
      { key, server: sandbox.url, acct: 'alice', accountId: sandbox.state.resolveUser('alice').id },
    ],
    'session.current': key,
  }),
  secrets: memoryStorage({ tokens: { [key]: sandbox.state.tokenFor('alice') } }),
  clock: systemClock,
  logger: silentLogger,
});
await root.session.restore();
await root.afterSignIn();
const home = root.timelines.get({ type: 'home' });
const times: number[] = [];
for (let i = 0; i <= RUNS; i++) {
  const compose = createCompose(root);
  compose.setText(`Round trip ${i} ${Date.now()}`);
  const start = performance.now();
  const id = await compose.send();
  if (!id || home.statuses[0]?.id !== id) throw new Error(`not at the top of home: ${id}`);
  if (i > 0) times.push(performance.now() - start);
}
report('tui-post', [
  { label: 'send → top of home (core path), median of 10', value: median(times), unit: 'ms' },
  { label: 'p90', value: percentile(times, 90), unit: 'ms' },
]);
root.dispose();
await sandbox.close();
