import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { specifiersOf } from '../architecture/specifiers';

/**
 * ARCHITECTURE rule 1, belt and braces beside the lint rule: src/core gets everything
 * platform-specific through ports.ts and never reaches into a renderer or the sandbox.
 */
const CORE = fileURLToPath(new URL('../../src/core/', import.meta.url));

const FORBIDDEN_PACKAGES = ['react', 'react-dom', 'ink', 'ws', 'undici', 'conf'];
const FORBIDDEN_FOLDERS = ['terminal', 'web', 'sandbox'];

const coreFiles = (readdirSync(CORE, { recursive: true, encoding: 'utf8' }) as string[])
  .map((file) => file.split('\\').join('/'))
  .filter((file) => /\.(ts|tsx|js|mjs|cjs)$/.test(file))
  .sort();

function violation(specifier: string): string | undefined {
  if (specifier.startsWith('node:')) return 'a Node-only module';
  const bare = specifier.split('/')[0]!;
  const pkg = specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : bare;
  if (FORBIDDEN_PACKAGES.includes(pkg)) return `the platform package ${pkg}`;
  if (specifier.startsWith('.')) {
    const segments = specifier.split('/');
    const folder = FORBIDDEN_FOLDERS.find((f) => segments.includes(f));
    // Only a path that leaves core can reach a sibling face.
    if (folder && segments.includes('..')) return `the ${folder} folder`;
  }
  return undefined;
}

describe('src/core import boundaries', () => {
  it('finds the core sources', () => {
    expect(coreFiles.length).toBeGreaterThan(10);
    expect(coreFiles).toContain('ports.ts');
  });

  it('the specifier reader sees every import form', () => {
    const source = [
      "import { a } from 'react';",
      "import type { B } from 'ws';",
      "export * from 'node:fs';",
      "import 'undici';",
      "const c = await import('conf');",
      "const d = require('ink');",
      "import {\n  e,\n  f,\n} from '../terminal/x';",
    ].join('\n');
    expect(specifiersOf(source)).toEqual(
      expect.arrayContaining(['react', 'ws', 'node:fs', 'undici', 'conf', 'ink', '../terminal/x']),
    );
    expect(specifiersOf(source).map(violation).every(Boolean)).toBe(true);
  });

  it.each(coreFiles)('%s imports nothing platform-specific', (file) => {
    const source = readFileSync(`${CORE}${file}`, 'utf8');
    const problems = specifiersOf(source)
      .map((specifier) => ({ specifier, why: violation(specifier) }))
      .filter((p) => p.why !== undefined)
      .map((p) => `${p.specifier} (${p.why})`);
    expect(problems).toEqual([]);
  });

  it('touches no platform globals that only Node or the browser has', () => {
    const offenders = coreFiles.filter((file) =>
      /\b(process\.|Buffer\.|__dirname|window\.|document\.|localStorage)/.test(
        readFileSync(`${CORE}${file}`, 'utf8').replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, ''),
      ),
    );
    expect(offenders).toEqual([]);
  });
});
