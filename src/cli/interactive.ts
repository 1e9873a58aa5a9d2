/**
 * The full-screen terminal UI's entry. `bin/petrel` runs command lines that open the UI from
 * their own CommonJS bundle (dist/cli/ui.cjs, one copy of the model); the scripting bundle
 * reaches this module only as a separate piece, handing over plain data: no MobX store or
 * error class crosses between bundles, and failures come back as an exit result.
 */
import type { RootStore } from '../core/model/root';
import { LANGUAGES, supportedLanguage } from '../shared/i18n/language-list';
import { loadLayoutEngine } from '../terminal/app/layout-engine';
import { loadTerminalI18n, terminalLanguage } from '../terminal/i18n/locale-files';
import { lazySocketFactory } from '../terminal/ports/lazy-socket';
import { createContext, type GlobalOptions, type InteractiveExtras } from './context';
import { toExit } from './errors';
import { CliError, ExitCode, type ExitCodeValue, usageError } from './exit-codes';

/** What the scripting CLI turns back into its own error and exit code. */
export interface InteractiveResult {
  message: string;
  code: ExitCodeValue;
}

/** Restore a stored login for the interactive faces; a failure leaves the login form. */
async function restoreForUi(root: RootStore): Promise<void> {
  // Home's first page goes out beside instance and nodeinfo; the rest loads behind it.
  const result = await root.signIn({ method: 'stored', firstView: { type: 'home' } });
  if (!result.ok && result.error) {
    root.notices.add('error', 'login.error.restore_failed', { detail: result.error.detail });
  }
}

/**
 * Ink draws only the final frame when it sees CI variables (is-in-ci, read when Ink
 * loads). The full-screen UI runs on a terminal by definition (checked before this), so
 * those variables must not turn it into a blank screen.
 */
function interactiveTerminal(): void {
  for (const name of ['CI', 'CONTINUOUS_INTEGRATION']) delete process.env[name];
}

/**
 * Streaming sockets for the interactive faces; `ws` loads only here, when the first stream
 * starts (after the first frame's work, not before it).
 */
function interactiveExtras(): InteractiveExtras {
  const load = async () => (await import('../terminal/ports/socket')).nodeSocketFactory;
  return { socket: lazySocketFactory(load) };
}

/**
 * Build the model with streaming for the UI, let `prepare` sign in, run the UI, and always
 * close the model. Failures come back as an exit result.
 */
function runUi(
  global: GlobalOptions,
  server: string | undefined,
  prepare: (root: RootStore) => Promise<void>,
  theme?: string,
): Promise<InteractiveResult | undefined> {
  const run = async () => {
    interactiveTerminal();
    // Compiled while the login is being verified rather than after it.
    const renderer = import('../terminal/app/run-tui');
    const layout = loadLayoutEngine();
    layout.catch(() => undefined); // awaited below; a failed sign-in must not leave it unhandled
    if (global.lang && !supportedLanguage(global.lang)) {
      throw usageError(`Unknown language "${global.lang}"; one of: ${LANGUAGES.join(', ')}`);
    }
    const ctx = createContext(global, { streaming: true }, interactiveExtras());
    try {
      await ctx.prepareWrites();
      const language = terminalLanguage(global.lang, ctx.root.preferences.lang);
      const [i18n] = await Promise.all([loadTerminalI18n(language), prepare(ctx.root)]);
      const { runTui } = await renderer;
      await layout;
      const { terminalPaletteFor } = await import('../terminal/app/platform/terminal-theme');
      const palette = terminalPaletteFor({
        flag: theme,
        setting: ctx.root.preferences.theme,
        customTheme: ctx.root.preferences.customTheme,
        color: global.color,
      });
      await runTui({ root: ctx.root, server, palette, i18n });
    } finally {
      await ctx.close();
    }
  };
  return run().then(
    () => undefined,
    (error: unknown) => toExit(error),
  );
}

/** `petrel tui`: restore the stored login (or show the login form) and run the UI. */
export function openTui(
  global: GlobalOptions,
  server?: string,
  theme?: string,
): Promise<InteractiveResult | undefined> {
  return runUi(global, server, restoreForUi, theme);
}

/** `petrel demo`: sign in as alice on the running sandbox (in a throwaway config) and run the UI. */
export function openDemoTui(
  global: GlobalOptions,
  sandboxUrl: string,
): Promise<InteractiveResult | undefined> {
  return runUi(global, sandboxUrl, async (root) => {
    const result = await root.signIn({
      method: 'password',
      server: sandboxUrl,
      username: 'alice',
      password: 'sandbox',
      firstView: { type: 'home' },
    });
    if (!result.ok) {
      throw new CliError(
        `Could not log in to the sandbox: ${result.error?.detail}`,
        ExitCode.failure,
      );
    }
  });
}
