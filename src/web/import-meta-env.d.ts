/**
 * The build-time values the web code reads from Vite: the path the app is served under
 * (`base` in vite.config.ts) and Petrel's version. Declared here rather than through `vite/client`, whose types
 * would also admit every other `import.meta.env` name and asset import.
 */
interface ImportMetaEnv {
  readonly BASE_URL: string;
  /** package.json's version (vite.config.ts `define`); absent outside a Vite build. */
  readonly PETREL_VERSION?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
