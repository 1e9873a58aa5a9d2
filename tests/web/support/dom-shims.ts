import { loadSanitizer } from '../../../src/web/components/common/sanitize';

// The page loads DOMPurify lazily, at boot (main.tsx); tests render at once, so it is loaded
// before any of them, as it is in the page by the time the first statuses arrive.
await loadSanitizer();

/** What jsdom lacks and the app uses: matchMedia, scrollTo. */
export function installDomShims(width = 1400): void {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => {
      const max = /max-width:\s*(\d+)px/.exec(query);
      return {
        matches: max ? width <= Number(max[1]) : false,
        media: query,
        onchange: null,
        addEventListener: () => {},
        removeEventListener: () => {},
        addListener: () => {},
        removeListener: () => {},
        dispatchEvent: () => false,
      };
    },
  });
  window.scrollTo = (() => {}) as typeof window.scrollTo;
}
