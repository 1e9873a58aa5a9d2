/** The shared keymap: data, notation, resolution with user overrides, and sequence matching. */
export {
  formatBinding,
  formatChord,
  NAMED_KEYS,
  type NamedKey,
  normalizeChord,
  parseBinding,
} from './chord';
export { type KeymapConfig, readKeymapConfig } from './config';
export {
  isKeyActionId,
  KEY_ACTIONS,
  KEY_CONTEXT_GROUPS,
  KEY_CONTEXTS,
  type KeyActionDefinition,
  type KeyActionId,
  type KeyContext,
  type KeymapOverrides,
} from './keymap';
export { KeySequenceMatcher, type MatchResult, SEQUENCE_TIMEOUT_MS } from './matcher';
export {
  actionsForHelp,
  type ResolvedKeyAction,
  type ResolvedKeymap,
  resolveKeymap,
} from './resolve';
export { resolveWebKeymap, WEB_KEY_ACTIONS, WEB_READING_CONTEXTS } from './web';
