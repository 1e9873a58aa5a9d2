import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build, type Plugin } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadOnFirstCall, standInSource } from '../../bin/load-on-first-call.mjs';

/**
 * The terminal UI's bundle evaluates html-to-text (its parser, entity tables and selector
 * engine) only when a function of it is first called, not while the UI starts (issue 10:
 * RSS at the first frame; bin/load-on-first-call.mjs).
 */

const requireHere = createRequire(import.meta.url);
let work: string;

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'petrel-first-call-'));
  // A package with a cost at evaluation, as html-to-text has, and two users of it.
  const pkg = join(work, 'node_modules', 'heavy');
  await mkdir(pkg, { recursive: true });
  await writeFile(join(pkg, 'package.json'), '{"name":"heavy","main":"index.mjs"}');
  await writeFile(
    join(pkg, 'index.mjs'),
    'globalThis.heavyEvaluated = (globalThis.heavyEvaluated ?? 0) + 1;\nexport function compile(x) { return (html) => x + ":" + html; }\n',
  );
  for (const user of ['links', 'plain']) {
    await writeFile(
      join(work, `${user}.js`),
      `import { compile } from 'heavy';\nexport const ${user} = (html) => compile('${user}')(html);\n`,
    );
  }
  await writeFile(
    join(work, 'entry.js'),
    "export { links } from './links.js';\nexport { plain } from './plain.js';\n",
  );
});
afterAll(async () => {
  if (work) await rm(work, { recursive: true, force: true });
});

async function load(plugins: Plugin[], name: string) {
  const file = join(work, `${name}.cjs`);
  await build({
    entryPoints: [join(work, 'entry.js')],
    bundle: true,
    platform: 'node',
    format: 'cjs',
    outfile: file,
    plugins,
    logLevel: 'silent',
  });
  const global = globalThis as { heavyEvaluated?: number };
  delete global.heavyEvaluated;
  const loaded = requireHere(file) as {
    links: (html: string) => string;
    plain: (html: string) => string;
  };
  return { loaded, evaluated: () => global.heavyEvaluated ?? 0 };
}

describe('loadOnFirstCall', () => {
  it('evaluates the package on the first call of one of its functions, once, with the same answers', async () => {
    // esbuild's own way: evaluated as the bundle loads (the check can fail).
    const plain = await load([], 'plain');
    expect(plain.evaluated()).toBe(1);

    const lazy = await load([loadOnFirstCall('heavy', ['compile'])], 'lazy');
    expect(lazy.evaluated()).toBe(0);
    expect(lazy.loaded.links('<a>')).toBe('links:<a>');
    expect(lazy.evaluated()).toBe(1);
    expect(lazy.loaded.plain('<p>')).toBe('plain:<p>');
    expect(lazy.evaluated()).toBe(1);
  });

  it('stands in with a function of the same name for each one named, a class included', () => {
    const source = standInSource('heavy', ['compile', 'Agent']);
    expect(source).toContain('const load = () => (loaded ??= require("heavy"));');
    // Evaluated as CommonJS with a fake package: calls and `new` reach the real ones.
    class Agent {
      constructor(readonly proxy: string) {}
    }
    const real = { compile: (x: string) => `compiled ${x}`, Agent };
    const exported: Record<string, unknown> = {};
    const commonJs = source
      .replace(/^export function (\w+)/gm, 'exported.$1 = function $1')
      .replace('require("heavy")', 'real');
    new Function('exported', 'real', commonJs)(exported, real);
    const standIns = exported as { compile: (x: string) => string; Agent: typeof Agent };
    expect(standIns.compile('a')).toBe('compiled a');
    const agent = new standIns.Agent('http://proxy:3128');
    expect(agent).toBeInstanceOf(Agent);
    expect(agent.proxy).toBe('http://proxy:3128');
  });
});
