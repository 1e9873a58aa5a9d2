/**
 * The full-screen terminal UI's entry, built as its own ES module bundle (Ink needs
 * top-level await, which a CommonJS bundle cannot hold). The scripting CLI hands over
 * to it with plain data only: this bundle builds its own model, so no MobX store or error
 * class ever crosses between the two bundles, and failures come back as an exit result.
 */
import { describeError } from '../core/errors';
import type { RootStore } from '../core/model/root';
import { createContext, type GlobalOptions, type InteractiveExtras } from './context';
import { toExit } from './errors';
import { CliError, ExitCode, type ExitCodeValue } from './exit-codes';

/** What the scripting CLI turns back into its own error and exit code. */
export interface InteractiveResult {
  message: string;
  code: ExitCodeValue;
}

/** Restore a stored login for the interactive faces; a failure leaves the login form. */
async function restoreForUi(root: RootStore): Promise<void> {
  try {
    // Home's first page goes out beside instance and nodeinfo; the rest loads behind it.
    if (await root.session.restore()) await root.afterSignInBehind({ type: 'home' });
  } catch (error) {
    root.notices.add('error', 'login.error.restore_failed', { detail: describeError(error) });
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

/** Streaming sockets for the interactive faces; `ws` loads only here. */
async function interactiveExtras(): Promise<InteractiveExtras> {
  const { nodeSocketFactory } = await import('../terminal/ports/socket');
  return { socket: nodeSocketFactory };
}

/**
 * Build the model with streaming for the UI, let `prepare` sign in, run the UI, and always
 * close the model. Failures come back as an exit result.
 */
function runUi(
  global: GlobalOptions,
  server: string | undefined,
  prepare: (root: RootStore) => Promise<void>,
): Promise<InteractiveResult | undefined> {
  const run = async () => {
    interactiveTerminal();
    // Compiled while the login is being verified rather than after it.
    const renderer = import('../terminal/app/run-tui');
    const ctx = createContext(global, { streaming: true }, await interactiveExtras());
    try {
      await ctx.prepareWrites();
      await prepare(ctx.root);
      const { runTui } = await renderer;
      await runTui({ root: ctx.root, server });
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
): Promise<InteractiveResult | undefined> {
  return runUi(global, server, restoreForUi);
}

/** `petrel demo`: sign in as alice on the running sandbox (in a throwaway config) and run the UI. */
export function openDemoTui(
  global: GlobalOptions,
  sandboxUrl: string,
): Promise<InteractiveResult | undefined> {
  return runUi(global, sandboxUrl, async (root) => {
    const ok = await root.session.login(sandboxUrl, 'alice', 'sandbox');
    if (!ok) {
      throw new CliError(
        `Could not log in to the sandbox: ${root.session.loginError?.detail}`,
        ExitCode.failure,
      );
    }
    await root.afterSignInBehind({ type: 'home' });
  });
}
