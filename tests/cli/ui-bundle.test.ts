import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { COMMAND_GROUPS } from '../../src/cli/program';
import { runNode } from './run-cli';

/**
 * dist/cli/ui.cjs holds only what the command lines that open the terminal UI need
 * (bin/ui-commands-only.mjs; issue 10: RSS at the first frame): the other command groups,
 * sign-in's OAuth client and the shoutbox's Phoenix client are not in it (bin/petrel sends
 * those command lines to main.cjs; the clients are pieces of their own), nor is yoga's
 * WebAssembly as base64 text (a file beside it).
 */

const UI_BUNDLE = fileURLToPath(new URL('../../dist/cli/ui.cjs', import.meta.url));
/** The UI as a piece of main.cjs (dist/cli/lazy/interactive.cjs), should it be asked for it. */
const UI_PIECE = fileURLToPath(new URL('../../dist/cli/lazy/interactive.cjs', import.meta.url));
const COMPILE_CACHE = fileURLToPath(new URL('../../bin/compile-cache.cjs', import.meta.url));
const UI_COMMANDS_ONLY = new URL('../../bin/ui-commands-only.mjs', import.meta.url).href;
const PROCESS_TIMEOUT = 60_000;

const { UI_GROUPS, LEFT_OUT_MESSAGE } = (await import(UI_COMMANDS_ONLY)) as {
  UI_GROUPS: string[];
  LEFT_OUT_MESSAGE: string;
};

describe("the terminal UI's bundle", () => {
  it('keeps the group of every command that opens the UI (tui, demo, and no command at all)', () => {
    const uiGroup = COMMAND_GROUPS.find((group) => group.commands.includes('tui'));
    expect(uiGroup?.commands).toContain('demo');
    // The group the program builds for `petrel` alone is the same (tests/cli/program.test.ts).
    // Its loader imports a kept path (`./commands/launchers`; vitest rewrites the prefix).
    const loads = String(uiGroup?.load);
    expect(UI_GROUPS.some((path) => loads.includes(`${path.slice(2)}.ts`))).toBe(true);
    expect(UI_GROUPS.every((path) => path.startsWith('./commands/'))).toBe(true);
  });

  it('holds neither the other commands nor the OAuth and Phoenix clients', async () => {
    const source = await readFile(UI_BUNDLE, 'latin1');
    // Words of a left-out command's help (src/cli/commands/admin/index.ts).
    expect(source).not.toContain('run the instance: users, reports, statuses');
    // oauth4webapi names itself in its user agent; Phoenix's channels join with `phx_join`.
    expect(source).not.toContain('oauth4webapi');
    expect(source).not.toContain('phx_join');
    // ... while the UI's own are there.
    expect(source).toContain('open the full-screen terminal UI');
  });

  it("reads yoga's WebAssembly from dist/cli/yoga.wasm instead of holding it as base64 text", async () => {
    const wasm = await readFile(
      fileURLToPath(new URL('../../dist/cli/yoga.wasm', import.meta.url)),
    );
    expect(WebAssembly.validate(wasm)).toBe(true);
    for (const bundle of [UI_BUNDLE, UI_PIECE]) {
      const source = await readFile(bundle, 'latin1');
      // `AGFzbQ` is the base64 of WebAssembly's magic number, "\0asm".
      expect(source).not.toContain('base64,AGFzbQ');
      expect(source).toContain('yoga.wasm');
    }
  });

  it(
    'answers a command line it was not meant for with where the command is, not a crash',
    async () => {
      const run = await runNode(
        [
          '-e',
          `require(${JSON.stringify(COMPILE_CACHE)}).runBundle(${JSON.stringify(UI_BUNDLE)}, ['whoami'], { ...process.env, PETREL_NO_COMPILE_CACHE: '1' })`,
          'petrel',
          'whoami',
        ],
        { env: { ...process.env, PETREL_CONFIG_DIR: '/nonexistent/petrel-ui-bundle-test' } },
      );
      expect(run.code).toBe(1);
      expect(run.stderr).toBe(`petrel: ${LEFT_OUT_MESSAGE}\n`);
      expect(run.stdout).toBe('');
    },
    PROCESS_TIMEOUT,
  );
});
