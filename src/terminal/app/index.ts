/** The Ink terminal UI: `runTui` for the CLI, `App` for tests and benchmarks. */
export { App, type AppProps } from './app';
export { COMPOSE_VISIBILITIES, ComposeStore, type ComposeVisibility } from './model/compose-store';
export { arrangeReplies, ConversationStore, type ThreadRow } from './model/conversation-store';
export { NavigationStore, type Screen } from './model/navigation';
export { type RunTuiOptions, runTui } from './run-tui';
