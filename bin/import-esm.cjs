'use strict';
/**
 * Copied into dist/cli/ by the build. The CLI bundle runs from V8's code cache through
 * `vm.Script` (compile-cache.cjs), and on Node 20 such a script cannot use import() (Node
 * loses its dynamic-import hook for cached code). This file is loaded by plain require(),
 * so its import() works: the bundle imports the terminal UI's ES modules through it.
 */
const path = require('node:path');
const { pathToFileURL } = require('node:url');

/**
 * import() a module given relative to dist/cli/. On Node 22.1+ its ES modules (the terminal
 * UI, ~3 MB) are compiled through Node's own cache, enabled only now so that scripting
 * commands never pay for it; compile-cache.cjs says where the caches live.
 */
module.exports = (relative) => {
  const root = globalThis[Symbol.for('petrel.cacheRoot')];
  if (typeof root === 'string') {
    require('node:module').enableCompileCache?.(path.join(root, 'node-compile-cache'));
  }
  return import(pathToFileURL(path.join(__dirname, relative)).href);
};
