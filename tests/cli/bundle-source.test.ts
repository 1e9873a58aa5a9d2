import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * V8 keeps a script's source in memory for as long as its functions live (lazy compilation,
 * `toString`). A source whose characters all fit in one byte is stored one byte a character;
 * a single character past U+00FF makes it two bytes a character: the 2.1 MB UI bundle took
 * 4.2 MB of the terminal UI's heap for one `…` in a regular expression (issue 10).
 */

const DIST_CLI = fileURLToPath(new URL('../../dist/cli/', import.meta.url));

async function bundles(): Promise<string[]> {
  const lazy = (await readdir(join(DIST_CLI, 'lazy'))).map((name) => join('lazy', name));
  return [...(await readdir(DIST_CLI)), ...lazy].filter((name) => name.endsWith('.cjs'));
}

describe('the CLI bundles', () => {
  it('hold no character past U+00FF (V8 stores their source one byte a character)', async () => {
    const names = await bundles();
    expect(names).toContain('ui.cjs');
    const wide: string[] = [];
    for (const name of names) {
      const text = await readFile(join(DIST_CLI, name), 'utf8');
      for (const match of text.matchAll(/[\u0100-\uffff]/g)) {
        wide.push(`${name}: ${JSON.stringify(text.slice(match.index - 30, match.index + 10))}`);
      }
    }
    expect(wide).toEqual([]);
  });
});
