/** The Ink terminal UI: `runTui` for the CLI, `App` for tests and benchmarks. */
export { App, type AppProps, KEYMAP_STORAGE_KEY } from './app';
export { NavigationStore, type Screen, type Tab } from './model/navigation';
export { HOME_VIEW, type View } from './model/views';
export { osc52 } from './platform/clipboard';
export type { MediaPreview } from './platform/media-preview';
export { type RunTuiOptions, runTui } from './run-tui';
export { WIDE_COLUMNS } from './screens/main-view';
