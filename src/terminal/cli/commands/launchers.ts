import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Command } from 'commander';
import { describeError } from '../../../core/errors';
import type { RootStore } from '../../../core/model/root';
import { createContext, type GlobalOptions, type InteractiveExtras } from '../context';
import { CliError, ExitCode, usageError } from '../exit-codes';
import { printLine } from '../io';
import { intInRange } from '../parse';

/** The built web client sits beside the CLI bundle (dist/cli → dist/web). */
const WEB_DIST = fileURLToPath(new URL('../web/', import.meta.url));

/** Restore a stored login for the interactive faces; a failure leaves the login form. */
async function restoreForUi(root: RootStore): Promise<void> {
  try {
    if (await root.session.restore()) await root.afterSignIn();
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
  const { nodeSocketFactory } = await import('../../ports/socket');
  return { socket: nodeSocketFactory };
}

async function openTui(global: GlobalOptions, server?: string, signedIn = false): Promise<void> {
  // Loaded only here (scripting commands never pay for Ink and React), and compiled while
  // the stored login is being verified rather than after it.
  interactiveTerminal();
  const renderer = import('../../app/run-tui');
  const ctx = createContext(global, { streaming: true }, await interactiveExtras());
  try {
    await ctx.prepareWrites();
    if (!signedIn) await restoreForUi(ctx.root);
    const { runTui } = await renderer;
    await runTui({ root: ctx.root, server });
  } finally {
    await ctx.close();
  }
}

function waitForSignal(): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      process.off('SIGINT', done);
      process.off('SIGTERM', done);
      resolve();
    };
    process.on('SIGINT', done);
    process.on('SIGTERM', done);
  });
}

export function registerLaunchers(program: Command, global: () => GlobalOptions): void {
  program
    .command('tui', { isDefault: true })
    .description('open the full-screen terminal UI (the default command)')
    .option('--server <url>', 'server to offer on the login form')
    .action(async (options: { server?: string }) => {
      if (!process.stdout.isTTY || !process.stdin.isTTY) {
        throw usageError(
          'The terminal UI needs an interactive terminal; see `petrel --help` for scripting commands',
        );
      }
      await openTui(global(), options.server);
    });

  program
    .command('sandbox')
    .description('run the built-in sandbox server (seeded, in memory, loopback only)')
    .option('--port <n>', 'port to listen on (0 picks a free one)', intInRange(0, 65535), 0)
    .option('--host <address>', 'loopback address to bind', '127.0.0.1')
    .action(async (options: { port: number; host: string }) => {
      const { runSandboxCommand } = await import('../../../sandbox/cli');
      await runSandboxCommand(options);
    });

  program
    .command('web')
    .description('serve the web client on loopback, talking to a server through it')
    .option('--port <n>', 'port to listen on (0 picks a free one)', intInRange(0, 65535), 8080)
    .option('--host <address>', 'loopback address to bind', '127.0.0.1')
    .option('--server <url>', "the server to use (default: the logged-in account's server)")
    .action(async (options: { port: number; host: string; server?: string }) => {
      const ctx = createContext(global());
      const server = options.server ?? ctx.root.session.resumeStored()?.server;
      await ctx.close();
      if (!server) throw usageError('Give --server URL (no stored login to take it from)');
      const { startWebServer } = await import('../../../web/server/serve');
      const web = await startWebServer({
        port: options.port,
        host: options.host,
        apiServer: server,
        distDir: WEB_DIST,
      });
      printLine(`Petrel web client on ${web.url} (server ${server})`);
      await waitForSignal();
      await web.close();
    });

  program
    .command('demo')
    .description('start the sandbox, log in as alice in a throwaway config, and open the TUI')
    .option('--web', 'open the web client instead and print its URL')
    .option(
      '--port <n>',
      'port for the web client with --web (0 picks a free one)',
      intInRange(0, 65535),
      0,
    )
    .action(async (options: { web?: boolean; port: number }) => {
      if (!options.web && (!process.stdout.isTTY || !process.stdin.isTTY)) {
        throw usageError(
          '`petrel demo` opens the terminal UI and needs an interactive terminal; try `petrel demo --web`',
        );
      }
      const { startSandbox } = await import('../../../sandbox/index');
      const sandbox = await startSandbox({ port: 0 });
      const configDir = await mkdtemp(join(tmpdir(), 'petrel-demo-'));
      try {
        if (options.web) {
          const { startWebServer } = await import('../../../web/server/serve');
          const web = await startWebServer({
            port: options.port,
            apiServer: sandbox.url,
            distDir: WEB_DIST,
          });
          printLine(`Petrel web client on ${web.url}`);
          printLine('Sandbox accounts: alice, bob, carol — password "sandbox". Ctrl+C stops.');
          await waitForSignal();
          await web.close();
          return;
        }
        const ctx = createContext(
          { ...global(), configDir },
          { streaming: true },
          await interactiveExtras(),
        );
        await ctx.prepareWrites();
        const ok = await ctx.root.session.login(sandbox.url, 'alice', 'sandbox');
        if (!ok) {
          await ctx.close();
          throw new CliError(
            `Could not log in to the sandbox: ${ctx.root.session.loginError?.detail}`,
            ExitCode.failure,
          );
        }
        await ctx.root.afterSignIn();
        try {
          interactiveTerminal();
          const { runTui } = await import('../../app/run-tui');
          await runTui({ root: ctx.root, server: sandbox.url });
        } finally {
          await ctx.close();
        }
      } finally {
        await sandbox.close();
        await rm(configDir, { recursive: true, force: true });
      }
    });
}
