import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SafeText } from '../../../src/terminal/app/components/safe-text';

const ROOT = resolve(import.meta.dirname, '../../..');
const APP = join(ROOT, 'src/terminal/app');
/** The one module allowed to render Ink's Text. */
const SAFE_TEXT = 'src/terminal/app/components/safe-text.tsx';
/** Ink exports that write text to the terminal as they get it. */
const RAW_WRITERS = ['Text', 'Transform', 'useStderr'];

function sourcesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourcesUnder(path);
    return /\.(ts|tsx)$/.test(entry.name) ? [path] : [];
  });
}

/** Every way a module can get hold of Ink's exports: named, aliased, namespace, default, require. */
function inkImports(source: string): { names: string[]; whole: boolean } {
  const names: string[] = [];
  let whole = false;
  const importRe = /import\s+(type\s+)?([^;]*?)\s+from\s+['"]ink['"]/g;
  for (const match of source.matchAll(importRe)) {
    if (match[1]) continue; // `import type { … }` renders nothing
    const clause = match[2] ?? '';
    if (/\*\s+as\s+/.test(clause) || /^\s*\w+\s*(,|$)/.test(clause)) whole = true;
    const named = /\{([^}]*)\}/.exec(clause)?.[1] ?? '';
    for (const part of named.split(',')) {
      const spec = part.trim();
      if (spec === '' || spec.startsWith('type ')) continue;
      names.push(spec.split(/\s+as\s+/)[0]!.trim());
    }
  }
  if (/require\(\s*['"]ink['"]\s*\)|import\(\s*['"]ink['"]\s*\)/.test(source)) whole = true;
  return { names, whole };
}

describe('the Ink UI draws text only through SafeText', () => {
  it('no module but SafeText imports Ink’s Text, Transform or useStderr (or Ink as a whole)', () => {
    const offenders: string[] = [];
    for (const file of sourcesUnder(APP)) {
      const path = relative(ROOT, file);
      if (path === SAFE_TEXT) continue;
      const { names, whole } = inkImports(readFileSync(file, 'utf8'));
      const raw = names.filter((name) => RAW_WRITERS.includes(name));
      if (raw.length > 0) offenders.push(`${path}: ${raw.join(', ')}`);
      if (whole) offenders.push(`${path}: imports all of ink`);
    }
    expect(offenders).toEqual([]);
  });

  it('the scan itself sees the ways around it', () => {
    expect(inkImports("import { Box, Text } from 'ink';").names).toContain('Text');
    expect(inkImports("import {\n  Text as Label,\n} from 'ink';").names).toContain('Text');
    expect(inkImports("import * as ink from 'ink';").whole).toBe(true);
    expect(inkImports("import type { Key } from 'ink';").names).toEqual([]);
  });

  it('biome.json forbids those imports in the terminal, so the editor says so first', () => {
    const biome = JSON.parse(readFileSync(join(ROOT, 'biome.json'), 'utf8')) as {
      overrides: {
        includes: string[];
        linter?: {
          rules?: {
            style?: {
              noRestrictedImports?: {
                options?: { paths?: Record<string, string | { importNames?: string[] }> };
              };
            };
          };
        };
      }[];
    };
    const terminal = biome.overrides.find((o) => o.includes.includes('src/terminal/**'));
    const ink = terminal?.linter?.rules?.style?.noRestrictedImports?.options?.paths?.ink;
    expect(typeof ink === 'object' ? ink.importNames : []).toEqual(
      expect.arrayContaining(RAW_WRITERS),
    );
  });

  it('SafeText refuses a plain string at compile time', () => {
    const remote: string = 'display name from a server';
    // tsc (npm run typecheck) fails if this line compiles: a plain string is not TerminalText.
    // @ts-expect-error a remote string must go through terminalText() first
    const element = <SafeText>{remote}</SafeText>;
    expect(element).toBeDefined();
  });
});
