/**
 * The one build-time value the web code reads from Vite: the path the app is served under
 * (`base` in vite.config.ts). Declared here rather than through `vite/client`, whose types
 * would also admit every other `import.meta.env` name and asset import.
 */
interface ImportMetaEnv {
  readonly BASE_URL: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
