/** The Ink terminal UI: `runTui` for the CLI, `App` for tests and benchmarks. */

export { App, type AppProps, KEYMAP_STORAGE_KEY } from './app';
export { osc52 } from './platform/clipboard';
export type { MediaPreview } from './platform/media-preview';
export { type RunTuiOptions, runTui } from './run-tui';
export { WIDE_COLUMNS } from './screens/main-view';
