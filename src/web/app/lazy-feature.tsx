import { type ComponentType, lazy, Suspense } from 'react';

/**
 * A feature outside the first timeline frame (drawers, modals, the keyboard layer, the post
 * and login forms), as a component whose code is fetched when it first renders: it draws
 * nothing until then. It keeps the initial load within the web budget (bin/web-budget.mjs);
 * the layout renders these at once, so their chunks load right after the first frame.
 */
export function lazyFeature<P extends object>(
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> {
  const Loaded = lazy(() => load().then((component) => ({ default: component })));
  return function LazyFeature(props: P) {
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    );
  };
}
