// A package the terminal UI imports at start but calls only later: its importers get a
// stand-in whose functions load (evaluate) the real package on their first call. esbuild
// evaluates every module an ES import reaches while the bundle loads; a require() inside a
// function is evaluated when that function runs.
//
// html-to-text (with htmlparser2, entities' tables, selderee, deepmerge) is the case: the UI
// converts plain status HTML without it (src/shared/text/html-to-plain-lite.ts) and needs it
// only for other HTML or a status's links (issue 10: RSS at the first frame, bench/README.md).

import { exactly } from './commonjs-once.mjs';

const NAMESPACE = 'petrel-load-on-first-call';

/** The stand-in's source: each of `names` calls (or constructs) the real package's own. */
export function standInSource(name, names) {
  const lines = [
    'let loaded;',
    `const load = () => (loaded ??= require(${JSON.stringify(name)}));`,
    // A class too: `new` on the stand-in constructs the real one.
    ...names.map(
      (fn) =>
        `export function ${fn}(...args) { const real = load().${fn}; return new.target ? Reflect.construct(real, args) : real(...args); }`,
    ),
  ];
  return `${lines.join('\n')}\n`;
}

/** esbuild plugin: ES imports of `name` get the stand-in exporting `names`. */
export function loadOnFirstCall(name, names) {
  const filter = exactly([name]);
  // One namespace per package: esbuild asks every plugin's loader of a namespace in turn.
  const namespace = `${NAMESPACE}-${name}`;
  return {
    name: namespace,
    setup(b) {
      b.onResolve({ filter }, (args) =>
        args.kind === 'import-statement' && args.namespace !== namespace
          ? { path: name, namespace, pluginData: args.resolveDir }
          : undefined,
      );
      b.onLoad({ filter: /.*/, namespace }, (args) => ({
        contents: standInSource(name, names),
        loader: 'js',
        resolveDir: args.pluginData,
      }));
    },
  };
}
