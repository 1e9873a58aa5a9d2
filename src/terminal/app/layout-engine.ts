import { loadYoga, type Yoga } from 'yoga-layout/load';

/*
 * Ink lays out with yoga's WebAssembly, and `yoga-layout` loads it with a top-level await,
 * which a CommonJS bundle cannot hold. The CLI's terminal UI bundle is CommonJS (so that it
 * runs from V8's code cache, bin/compile-cache.cjs), so bin/build.mjs resolves Ink's
 * `import Yoga from 'yoga-layout'` to this module, and the UI awaits `loadLayoutEngine()`
 * before it renders. Ink touches Yoga only inside functions, never while its modules load,
 * so the object is filled in place. Elsewhere (tests) Ink imports yoga-layout itself.
 */

const yoga = {} as Yoga;
export default yoga;
export * from 'yoga-layout/load';

let loading: Promise<void> | undefined;

/** Compile yoga's WebAssembly once; resolves when Ink may render. */
export function loadLayoutEngine(): Promise<void> {
  loading ??= loadYoga().then((loaded) => {
    Object.assign(yoga, loaded);
  });
  return loading;
}
