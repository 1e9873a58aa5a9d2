// Fallback of bench/tui-first-frame.mjs for machines without util-linux `script`: the same
// path as `petrel tui` (stored login restored, App rendered) but in-process with
// ink-testing-library, so process start-up and module loading are NOT included.
//
//   node bench/lib/bundle.mjs bench/tui-first-frame-inprocess.ts
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { render } from 'ink-testing-library';
import { createElement } from 'react';
import { createContext } from '../src/cli/context';
import { startSandbox } from '../src/sandbox/index';
import { App } from '../src/terminal/app';
import { median, report } from './lib/report.mjs';

const RUNS = 5;

const sandbox = await startSandbox({ port: 0 });
const configDir = mkdtempSync(join(tmpdir(), 'petrel-bench-config-'));
try {
  const login = createContext({ configDir });
  if (!(await login.root.session.login(sandbox.url, 'alice', 'sandbox'))) {
    throw new Error('login to the sandbox failed');
  }
  await login.close();
  const token = sandbox.state.tokenFor('alice');
  const page = (await (
    await fetch(`${sandbox.url}/api/v1/timelines/home?limit=5`, {
      headers: { authorization: `Bearer ${token}` },
    })
  ).json()) as Array<{ content: string; spoiler_text: string }>;
  const text = page
    .filter((s) => !s.spoiler_text)
    .map((s) => /^[A-Za-z][A-Za-z ,]{9,}/.exec(s.content.replace(/<[^>]*>/g, ' ').trim())?.[0])
    .find(Boolean)
    ?.slice(0, 30)
    .trim();
  if (!text) throw new Error('no plain-text status on the first page');

  const times: number[] = [];
  for (let i = 0; i <= RUNS; i++) {
    const started = performance.now();
    const ctx = createContext({ configDir }, { streaming: true });
    if (await ctx.root.session.restore()) await ctx.root.afterSignIn();
    const app = render(
      createElement(App, { root: ctx.root, size: { columns: 120, rows: 40 }, onQuit: () => {} }),
    );
    while (!(app.lastFrame() ?? '').includes(text)) {
      await new Promise((resolve) => setTimeout(resolve, 1));
    }
    if (i > 0) times.push(performance.now() - started); // run 0 is the warm-up
    app.unmount();
    await ctx.close();
  }
  report(
    'tui-first-frame',
    [
      {
        label: 'restore to first timeline frame',
        value: median(times),
        unit: 'ms',
        note: `median of ${RUNS}`,
      },
    ],
    ['FALLBACK: no `script`; in-process ink-testing-library, process start-up not included'],
  );
} finally {
  rmSync(configDir, { recursive: true, force: true });
  await sandbox.close();
}
