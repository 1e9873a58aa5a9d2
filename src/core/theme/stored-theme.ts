/**
 * A theme kept in the settings: its name, its source when known, and the CSS variables it
 * was applied with (the snapshot a person chose on import, or what the source gave).
 * Read with a shallow check only, and no engine imports: the settings are in every face's
 * first load (web budget); the chooser reads the source properly when it uses it.
 */
import type { ThemeSource, ThemeVariables } from './theme-types';

export interface StoredTheme {
  name: string;
  source?: ThemeSource;
  variables: ThemeVariables;
  /** Set by the theme editor: the source it started from (what "reset" goes back to). */
  original?: ThemeSource;
}

const hasColours = (source: unknown): source is ThemeSource => {
  const colours = (source as { colors?: unknown } | undefined)?.colors;
  return typeof colours === 'object' && colours !== null;
};

export function readStoredTheme(raw: unknown): StoredTheme | undefined {
  if (typeof raw !== 'object' || raw === null) return undefined;
  const { name, source, variables, original } = raw as Record<string, unknown>;
  if (typeof name !== 'string' || typeof variables !== 'object' || variables === null) {
    return undefined;
  }
  const vars: ThemeVariables = {};
  for (const [key, value] of Object.entries(variables)) {
    if (key.startsWith('--') && typeof value === 'string') vars[key] = value;
  }
  if (!hasColours(source)) return { name, variables: vars };
  return hasColours(original)
    ? { name, source, variables: vars, original }
    : { name, source, variables: vars };
}
