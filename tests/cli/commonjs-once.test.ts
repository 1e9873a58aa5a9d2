import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commonJsOnce, exportedNames, sharedModuleSource } from '../../bin/commonjs-once.mjs';

/**
 * The terminal UI's bundle gives the ES modules importing a CommonJS package (React,
 * react/jsx-runtime, mobx-react-lite) one shared copy of its exports, not one each: ~80
 * copies of React's 44 getters were ~1 MiB of the UI's heap (issue 10, bin/commonjs-once.mjs).
 */

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const requireHere = createRequire(import.meta.url);

let work: string;
beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'petrel-commonjs-once-'));
  // Three components, as the UI's are: each imports React (default and named), the JSX
  // runtime and mobx-react-lite.
  for (const name of ['a', 'b', 'c']) {
    await writeFile(
      join(work, `${name}.jsx`),
      `import React, { useState } from 'react';
import { observer } from 'mobx-react-lite';
export const ${name} = { React, useState, observer, element: <span>${name}</span> };
`,
    );
  }
  await writeFile(
    join(work, 'entry.js'),
    "export { a } from './a.jsx';\nexport { b } from './b.jsx';\nexport { c } from './c.jsx';\n",
  );
});
afterAll(async () => {
  if (work) await rm(work, { recursive: true, force: true });
});

async function bundle(plugins: Plugin[]): Promise<{ text: string; file: string }> {
  const file = join(work, `out-${plugins.length}.cjs`);
  await build({
    entryPoints: [join(work, 'entry.js')],
    bundle: true,
    platform: 'node',
    format: 'cjs',
    jsx: 'automatic',
    outfile: file,
    nodePaths: [join(ROOT, 'node_modules')],
    define: { 'process.env.NODE_ENV': '"production"' },
    plugins,
    logLevel: 'silent',
  });
  const { readFile } = await import('node:fs/promises');
  return { text: await readFile(file, 'utf8'), file };
}

/** How many `__toESM` copies of each required module the bundle makes. */
function copies(text: string): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const [, name] of text.matchAll(/__toESM\((require_[\w$]+)\(\)/g)) {
    if (name) counts[name] = (counts[name] ?? 0) + 1;
  }
  return counts;
}

describe('commonJsOnce', () => {
  it('makes one copy of React, the JSX runtime and mobx-react-lite for all importing modules', async () => {
    const without = copies((await bundle([])).text);
    // esbuild's own way: one copy per importing module of each (the check can fail).
    expect(Object.values(without)).toEqual([3, 3, 3]);

    const { text, file } = await bundle([
      commonJsOnce(['react', 'react/jsx-runtime', 'mobx-react-lite']),
    ]);
    expect(Object.values(copies(text))).toEqual([1, 1, 1]);

    // And every import still means what it meant: React's own object as the default, its
    // functions by name, the same in every module.
    const loaded = requireHere(file) as Record<string, Record<string, unknown>>;
    const first = loaded.a ?? {};
    const react = first.React as { useState: unknown; version: unknown };
    expect(typeof react.version).toBe('string');
    expect(first.useState).toBe(react.useState);
    expect(typeof first.observer).toBe('function');
    for (const name of ['a', 'b', 'c']) {
      const seen = loaded[name] ?? {};
      expect(seen.React).toBe(react);
      expect(seen.useState).toBe(react.useState);
      expect(seen.observer).toBe(first.observer);
      expect((seen.element as { props: { children: string } }).props.children).toBe(name);
    }
  });

  it('exports the names of the CommonJS module, without default and __esModule', () => {
    const file = requireHere.resolve('mobx-react-lite', { paths: [ROOT] });
    const names = exportedNames(file);
    expect(names).toContain('observer');
    expect(names).not.toContain('__esModule');
    expect(names).not.toContain('default');
    expect(sharedModuleSource('/x/react.js', ['useState', 'memo'])).toBe(
      'import * as shared from "/x/react.js";\nexport default shared.default;\nexport const { useState, memo } = shared;\n',
    );
  });
});
