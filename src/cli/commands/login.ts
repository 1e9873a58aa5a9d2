import type { Command } from 'commander';
import { safeHandle, terminalText } from '../../shared/text/terminal-safe';
import { type GlobalOptions, withContext } from '../context';
import { CliError, ExitCode, usageError } from '../exit-codes';
import { printLine, promptHidden, readStdinLine } from '../io';

interface LoginOptions {
  server?: string;
  username?: string;
  passwordStdin?: boolean;
  tokenStdin?: boolean;
}

const LOGIN_MESSAGES = {
  wrong_credentials: 'Wrong username or password',
  server_error: 'An error occurred, please try again',
  network: 'Failed to connect to server, try again',
  mfa_required:
    'This account uses two-factor authentication, which `petrel login` cannot do yet; make a token in the web client and use --token-stdin',
} as const;

export function registerLogin(program: Command, global: () => GlobalOptions): void {
  program
    .command('login')
    .description('log in to a server with a password, or adopt an access token made elsewhere')
    .requiredOption('--server <url>', 'server address, e.g. https://pleroma.example')
    .option('--username <name>', 'account name (password grant)')
    .option('--password-stdin', 'read the password from standard input')
    .option(
      '--token-stdin',
      'read an access token from standard input (verified before it is stored)',
    )
    .action(async (options: LoginOptions) => {
      if (options.tokenStdin && (options.username || options.passwordStdin)) {
        throw usageError('--token-stdin cannot be combined with --username or --password-stdin');
      }
      await withContext(
        global(),
        async ({ root }) => {
          const server = options.server ?? '';
          if (options.tokenStdin) {
            const token = (await readStdinLine()).trim();
            if (!token) throw usageError('No token on standard input');
            // `petrel login` only stores the login: no start-up steps.
            const result = await root.signIn({ method: 'token', server, token, startUp: false });
            if (!result.ok) {
              throw new CliError(
                `The token was not accepted: ${result.error?.detail}`,
                ExitCode.notLoggedIn,
              );
            }
            const acct = safeHandle(result.account?.acct ?? '');
            printLine(terminalText(`Logged in as @${acct} on ${root.session.server}`));
            return;
          }
          if (!options.username) throw usageError('Give --username NAME, or use --token-stdin');
          let password: string;
          if (options.passwordStdin) password = await readStdinLine();
          else if (process.stdin.isTTY)
            password = await promptHidden(terminalText(`Password for ${options.username}: `));
          else
            throw usageError(
              'Standard input is not a terminal: use --password-stdin to pass the password',
            );
          const result = await root.signIn({
            method: 'password',
            server,
            username: options.username,
            password,
            startUp: false,
          });
          const error = result.ok ? null : result.error;
          if (!result.ok) {
            const code = error?.code ?? 'server_error';
            const exit =
              code === 'network'
                ? ExitCode.network
                : code === 'wrong_credentials'
                  ? ExitCode.notLoggedIn
                  : ExitCode.server;
            throw new CliError(`${LOGIN_MESSAGES[code]}${error ? ` (${error.detail})` : ''}`, exit);
          }
          const acct = safeHandle(root.session.account?.acct ?? options.username);
          printLine(terminalText(`Logged in as @${acct} on ${root.session.server}`));
        },
        { writes: true },
      );
    });
}
