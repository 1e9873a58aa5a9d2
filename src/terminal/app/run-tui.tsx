import type { i18n as I18n } from 'i18next';
import { render } from 'ink';
import type { RootStore } from '../../core';
import { draftsOf } from '../../core/model/drafts';
import type { TerminalPalette } from '../../core/theme/terminal-palette';
import { optimiseAfterStart } from '../ports/startup-compiler';
import { App } from './app';
import { PaletteContext } from './components/palette';
import { detectKittyKeyboard } from './keys/kitty-keyboard';
import { guardStdin } from './keys/stdin-guard';
import { startTerminalSession } from './terminal-session';

export interface RunTuiOptions {
  /** Built by the caller with Node ports; `session.restore()` and `afterSignIn()` already tried. */
  root: RootStore;
  /** The server the login form starts with. */
  server?: string;
  stdin?: NodeJS.ReadStream;
  stdout?: NodeJS.WriteStream;
  stderr?: NodeJS.WriteStream;
  /** Keymap remapping from the config file: action id → bindings. */
  overrides?: Readonly<Record<string, readonly string[]>>;
  i18n?: I18n;
  /** Route stray console output above the frame (default true; test runners replace console). */
  patchConsole?: boolean;
  /** The theme's colours for this terminal (platform/terminal-theme.ts); none: names as written. */
  palette?: TerminalPalette;
}

/**
 * Run the full-screen terminal UI until the user quits. The terminal is restored on every
 * way out. After a crash the error is printed and `process.exitCode` is 1; after SIGINT or
 * SIGTERM it is 130 or 143. When the terminal goes away (SIGHUP, EIO/EPIPE, input ended)
 * the open draft is saved and the process exits at once with 129 (see terminal-session).
 * The caller disposes the root afterwards.
 */
export async function runTui(options: RunTuiOptions): Promise<void> {
  const stdout = options.stdout ?? process.stdout;
  const stdin = options.stdin ?? process.stdin;
  let unmount: () => void = () => {};
  // The open post form is kept however the UI ends: quit, signal, or a terminal gone.
  const saveDrafts = () => {
    for (const scope of options.root.scopes) draftsOf(scope).saveOpen();
  };
  const session = startTerminalSession({
    stdout,
    stdin,
    stderr: options.stderr,
    onAbort: () => unmount(),
    saveBeforeExit: saveDrafts,
  });
  try {
    // Asked before Ink reads stdin: Ink 6.8's own detection reads typed keys twice.
    const kittyMode = await detectKittyKeyboard(stdin, stdout);
    const instance = render(
      <PaletteContext.Provider value={options.palette ?? null}>
        <App
          root={options.root}
          server={options.server}
          overrides={options.overrides}
          i18n={options.i18n}
          onQuit={() => instance.unmount()}
        />
      </PaletteContext.Provider>,
      {
        stdout,
        stdin: guardStdin(stdin),
        stderr: options.stderr,
        // Ctrl+C quits (raw mode turns it into a key press, so no SIGINT arrives).
        exitOnCtrlC: true,
        // Stray console output would tear the frame; Ink prints it above the frame instead.
        patchConsole: options.patchConsole ?? true,
        // Ink 6.8's incremental mode left a stale line behind when the first (loading) frame
        // was replaced by the full timeline in the alternate screen (seen in tmux); whole
        // frames are always right.
        incrementalRendering: false,
        // Kitty-protocol terminals report Ctrl+Enter and a bare Esc unambiguously.
        kittyKeyboard: { mode: kittyMode },
        maxFps: 60,
      },
    );
    unmount = () => instance.unmount();
    // The first frame is written: from now on hot code may be optimised again.
    setImmediate(optimiseAfterStart);
    await instance.waitUntilExit();
    session.restore();
  } catch (error) {
    session.crash(error);
  } finally {
    saveDrafts();
    session.restore();
    session.dispose();
  }
}
