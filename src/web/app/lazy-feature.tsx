import { type ComponentType, useEffect, useState } from 'react';
import { loadChunk } from './chunk';

/**
 * A feature outside the first timeline frame (drawers, modals, the keyboard layer, the post
 * and login forms), as a component whose code is fetched once it has been mounted: it draws
 * nothing until then. It keeps the initial load within the web budget (bin/web-budget.mjs).
 *
 * Not React.lazy: a component that suspends during the first renders held back the commit
 * that opens the timeline, so its request waited for these chunks (first status ~40% later,
 * measured). Here the chunk is asked for in an effect, after the commit, and the feature
 * appears when it has arrived. Every instance shares one download.
 */
export function lazyFeature<P extends object>(
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> {
  let loading: Promise<ComponentType<P>> | undefined;
  let loaded: ComponentType<P> | undefined;
  return function LazyFeature(props: P) {
    const [Feature, setFeature] = useState<ComponentType<P> | undefined>(() => loaded);
    useEffect(() => {
      if (Feature) return;
      let mounted = true;
      loading ??= loadChunk(load).then((component) => (loaded = component));
      loading.then(
        (component) => {
          if (mounted) setFeature(() => component);
        },
        (error: unknown) => {
          loading = undefined;
          // Surfaces in the route's error boundary, as a lazy screen's failure would.
          if (mounted)
            setFeature(() => () => {
              throw error;
            });
        },
      );
      return () => {
        mounted = false;
      };
    }, [Feature]);
    return Feature ? <Feature {...props} /> : null;
  };
}
