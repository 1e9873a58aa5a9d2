import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Command } from 'commander';
import { isLoopbackHost } from '../../shared/net/loopback';
import { terminalText } from '../../shared/text/terminal-safe';
import { createContext, type GlobalOptions } from '../context';
import { CliError, usageError } from '../exit-codes';
import type { InteractiveResult } from '../interactive';
import { printLine } from '../io';
import { loadInteractive } from '../load-interactive';
import { intInRange } from '../parse';

/** The built web client sits beside the CLI bundle (dist/cli → dist/web). */
function webDist(): string {
  return fileURLToPath(new URL('../web/', import.meta.url));
}

/**
 * The terminal UI is a separate bundle (see `../interactive`); it is handed plain options
 * and answers with an exit result instead of throwing its own bundle's error classes.
 */
async function interactive(
  open: (ui: typeof import('../interactive')) => Promise<InteractiveResult | undefined>,
): Promise<void> {
  const result = await open(await loadInteractive());
  if (result) throw new CliError(result.message, result.code);
}

function waitForSignal(): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      process.off('SIGINT', done);
      process.off('SIGTERM', done);
      process.off('SIGHUP', done);
      resolve();
    };
    process.on('SIGINT', done);
    process.on('SIGTERM', done);
    // The terminal closed: stop serving and clean up, as for Ctrl+C.
    process.on('SIGHUP', done);
  });
}

export function registerLaunchers(
  program: Command,
  global: () => GlobalOptions,
  how: { unknownWord?: boolean } = {},
): void {
  program
    // The UI runs when no command is named; a word that names no command is a mistake to
    // report (with commander's suggestion), not arguments for the UI.
    .command('tui', { isDefault: !how.unknownWord })
    .description('open the full-screen terminal UI (the default command)')
    .option('--server <url>', 'server to offer on the login form')
    .option(
      '--theme <name>',
      'colour theme: pleroma-dark, pleroma-light (or dark, light), custom (the imported one); default: the theme setting, else by the terminal background',
    )
    .action(async (options: { server?: string; theme?: string }) => {
      if (!process.stdout.isTTY || !process.stdin.isTTY) {
        throw usageError(
          'The terminal UI needs an interactive terminal; see `petrel --help` for scripting commands',
        );
      }
      await interactive((ui) => ui.openTui(global(), options.server, options.theme));
    });

  program
    .command('sandbox')
    .description('run the built-in sandbox server (seeded, in memory, loopback only)')
    .option('--port <n>', 'port to listen on (0 picks a free one)', intInRange(0, 65535), 0)
    .option('--host <address>', 'loopback address to bind', '127.0.0.1')
    .option(
      '--flavour <name>',
      'behave like another server: pleroma (default), mastodon, snac, gotosocial',
    )
    .option(
      '--quirk <name>',
      'switch on one non-Pleroma behaviour (repeatable; an unknown name lists them)',
      (value: string, previous: string[]) => [...previous, value],
      [] as string[],
    )
    .action(async (options: { port: number; host: string; flavour?: string; quirk: string[] }) => {
      const sandbox = await import('../../sandbox/cli');
      const known = (names: readonly string[], name: string, what: string): void => {
        if (!names.includes(name))
          throw usageError(`Unknown ${what} ${name}; known: ${names.join(', ')}`);
      };
      if (options.flavour !== undefined) known(sandbox.FLAVOUR_NAMES, options.flavour, 'flavour');
      for (const q of options.quirk) known(sandbox.QUIRK_NAMES, q, 'quirk');
      await sandbox.runSandboxCommand(options);
    });

  program
    .command('web')
    .description('serve the web client on loopback, talking to a server through it')
    .option('--port <n>', 'port to listen on (0 picks a free one)', intInRange(0, 65535), 8080)
    .option('--host <address>', 'loopback address to bind', '127.0.0.1')
    .option(
      '--allow-remote',
      'allow a non-loopback --host: anyone who reaches it gets the web client and its server',
    )
    .option('--server <url>', "the server to use (default: the logged-in account's server)")
    .action(
      async (options: { port: number; host: string; allowRemote?: boolean; server?: string }) => {
        // Refused before anything else happens: no config read, no port bound.
        if (!options.allowRemote && !isLoopbackHost(options.host)) {
          throw usageError(
            `--host ${options.host} is not a loopback address; petrel web serves loopback only (127.0.0.1, ::1, localhost) unless --allow-remote is given`,
          );
        }
        const ctx = createContext(global());
        const server = options.server ?? ctx.root.resumeStored()?.server;
        await ctx.close();
        if (!server) throw usageError('Give --server URL (no stored login to take it from)');
        const { startWebServer } = await import('../web-host/serve');
        const web = await startWebServer({
          port: options.port,
          host: options.host,
          allowRemote: options.allowRemote === true,
          apiServer: server,
          distDir: webDist(),
        });
        printLine(terminalText(`Petrel web client on ${web.url} (server ${server})`));
        await waitForSignal();
        await web.close();
      },
    );

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
      const { startSandbox } = await import('../../sandbox/cli');
      const sandbox = await startSandbox({ port: 0 });
      const fs = process.getBuiltinModule('node:fs');
      const configDir = fs.mkdtempSync(
        join(process.getBuiltinModule('node:os').tmpdir(), 'petrel-demo-'),
      );
      // The throwaway login must not outlive the demo, however it ends: at the end below, at
      // once on a signal (Ink's signal-exit may re-raise it and end the process before
      // that), and at exit as a last resort.
      const removeNow = () => fs.rmSync(configDir, { recursive: true, force: true });
      const ending = ['exit', 'SIGINT', 'SIGTERM', 'SIGHUP'] as const;
      for (const event of ending) process.on(event, removeNow);
      try {
        if (options.web) {
          const { startWebServer } = await import('../web-host/serve');
          const web = await startWebServer({
            port: options.port,
            apiServer: sandbox.url,
            distDir: webDist(),
          });
          printLine(terminalText(`Petrel web client on ${web.url}`));
          printLine(
            terminalText('Sandbox accounts: alice, bob, carol — password "sandbox". Ctrl+C stops.'),
          );
          await waitForSignal();
          await web.close();
          return;
        }
        await interactive((ui) => ui.openDemoTui({ ...global(), configDir }, sandbox.url));
      } finally {
        await sandbox.close();
        removeNow();
        for (const event of ending) process.off(event, removeNow);
      }
    });
}
