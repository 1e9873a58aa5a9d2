/**
 * A theme kept in the settings: its name, its source when known, and the CSS variables it
 * was applied with (the snapshot a person chose on import, or what the source gave).
 */
import { readSnapshot, readThemeSource } from './theme-source';
import type { ThemeSource, ThemeVariables } from './theme-types';

export interface StoredTheme {
  name: string;
  source?: ThemeSource;
  variables: ThemeVariables;
}

export function readStoredTheme(raw: unknown): StoredTheme | undefined {
  if (typeof raw !== 'object' || raw === null) return undefined;
  const record = raw as Record<string, unknown>;
  const variables = readSnapshot(record.variables);
  if (!variables || typeof record.name !== 'string') return undefined;
  const source = readThemeSource(record.source);
  return source ? { name: record.name, source, variables } : { name: record.name, variables };
}
