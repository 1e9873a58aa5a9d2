import { type LazyExoticComponent, lazy } from 'react';

/** Spec part 2 §9: a code chunk that has not arrived after 120 s has failed. */
export const CHUNK_TIMEOUT_MS = 120_000;

/**
 * A chunk's import that fails as spec part 2 §8 says, 'Loading chunk N failed' (a
 * ChunkLoadError), also when it has not arrived within CHUNK_TIMEOUT_MS; the route's error
 * boundary then offers a reload (RouteError). N is the chunk file's name, which the loader's
 * own source names (`import("./AboutScreen-Dx1.js")` once built). A stylesheet of the chunk
 * that fails (Vite's "Unable to preload CSS for …") is 'Loading CSS chunk N failed' with the
 * code CSS_CHUNK_LOAD_FAILED. Small: first-load code.
 */
export function loadChunk<T>(load: () => Promise<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const fail = (cause?: unknown) => {
      const css = /CSS/.test(String(cause));
      reject(
        Object.assign(
          Error(
            `Loading ${css ? 'CSS ' : ''}chunk ${/[\w-]+(?=\.[jt]sx?\W)/.exec(String(load))} failed`,
          ),
          { name: 'ChunkLoadError', code: css ? 'CSS_CHUNK_LOAD_FAILED' : undefined },
        ),
      );
    };
    // Once the chunk has arrived, the timer's failure changes nothing (the promise is settled).
    setTimeout(() => fail(), CHUNK_TIMEOUT_MS);
    load().then(resolve, fail);
  });
}

/** What React.lazy takes: a component with any props. */
type LazyComponent = Parameters<typeof lazy>[0] extends () => Promise<{ default: infer C }>
  ? C
  : never;

/** React.lazy over loadChunk: a route's screen. */
export function lazyScreen<T extends LazyComponent>(
  load: () => Promise<{ default: T }>,
): LazyExoticComponent<T> {
  return lazy(() => loadChunk(load));
}
