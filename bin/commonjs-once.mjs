// One copy of a CommonJS package's exports for all the ES modules that import it.
//
// esbuild gives every ES module that imports a CommonJS module its own `__toESM` copy of the
// exports: a new object with one getter closure (and its context) per export, in V8's
// dictionary mode. The terminal UI's ~80 React components each held one of React (44
// getters), of react/jsx-runtime and of mobx-react-lite, and ~15 modules one of `process`
// (84): ~5,000 closures and their property dictionaries, ~1 MiB of the UI's heap, built
// before the first frame (heap snapshot of `petrel tui`; bench/README.md, "Terminal memory,
// third pass").
// Here an import of such a package gets a small ES module that imports it once and exports
// its names as constants, which esbuild binds directly in every importer. A require() of
// the package is left as it is (same module, same exports object).
import { createRequire } from 'node:module';
import { dirname } from 'node:path';

const NAMESPACE = 'petrel-commonjs-once';
const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/** The names a shared module exports: its CommonJS exports' own keys, as the build sees them. */
export function exportedNames(file, load = createRequire(import.meta.url)) {
  const exported = load(file);
  return Object.keys(exported).filter(
    (name) => IDENTIFIER.test(name) && name !== 'default' && name !== '__esModule',
  );
}

/** The ES module standing in for `file` (a CommonJS module) in ES imports. */
export function sharedModuleSource(file, names) {
  // A namespace import: its `default` is what a default import would give (module.exports,
  // or exports.default for a module marked __esModule, like mobx-react-lite).
  const lines = [
    `import * as shared from ${JSON.stringify(file)};`,
    'export default shared.default;',
  ];
  if (names.length > 0) lines.push(`export const { ${names.join(', ')} } = shared;`);
  return `${lines.join('\n')}\n`;
}

/** An esbuild filter matching exactly these import specifiers. */
export function exactly(specifiers) {
  const escaped = specifiers.map((s) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&'));
  return new RegExp(`^(${escaped.join('|')})$`);
}

/** esbuild plugin: ES imports of `packages` (bare specifiers) go through one shared copy. */
export function commonJsOnce(packages) {
  const filter = exactly(packages);
  return {
    name: NAMESPACE,
    setup(b) {
      b.onResolve({ filter }, async (args) => {
        if (args.kind !== 'import-statement' || args.pluginData === NAMESPACE) return undefined;
        const found = await b.resolve(args.path, {
          kind: args.kind,
          importer: args.importer,
          resolveDir: args.resolveDir,
          pluginData: NAMESPACE,
        });
        if (found.errors.length > 0 || found.external) return undefined;
        return { path: found.path, namespace: NAMESPACE };
      });
      b.onLoad({ filter: /.*/, namespace: NAMESPACE }, (args) => ({
        contents: sharedModuleSource(args.path, exportedNames(args.path)),
        loader: 'js',
        resolveDir: dirname(args.path),
      }));
    },
  };
}
