/** Vite's `import.meta.glob` (lazy form only), without all of vite/client's globals. */
interface ImportMeta {
  glob<T>(pattern: string): Record<string, () => Promise<T>>;
}
