import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const CLI_DIR = fileURLToPath(new URL('../../src/cli', import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/**
 * The CLI's writers (`io.ts`) accept only `TerminalText`, which only the sanitizer makes; the
 * type system holds callers to that. This keeps the other half: no code in the CLI writes to
 * stdout or stderr around them.
 */
describe('the CLI writes to the terminal only through io.ts', () => {
  it('has no other stdout/stderr writes or console calls', () => {
    const offenders: string[] = [];
    for (const file of sourceFiles(CLI_DIR)) {
      if (relative(CLI_DIR, file) === 'io.ts') continue;
      const text = readFileSync(file, 'utf8');
      if (
        /\b(?:stdout|stderr)\s*\.\s*write\b|\bconsole\s*\.|process\s*\.\s*(?:stdout|stderr)\b(?!\s*\.\s*(?:isTTY|on)\b)/.test(
          text,
        )
      ) {
        offenders.push(relative(CLI_DIR, file));
      }
    }
    expect(offenders).toEqual([]);
  });
});
