import type * as Interactive from './interactive';

/**
 * The terminal UI's bundle, loaded when a command opens it. The CLI build swaps this module
 * for one that imports `dist/cli/esm/interactive.js` through `import-esm.cjs` (see
 * bin/build.mjs): code run from V8's code cache on Node 20 cannot call import() itself.
 */
export function loadInteractive(): Promise<typeof Interactive> {
  return import('./interactive');
}
