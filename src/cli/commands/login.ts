import type { Command } from 'commander';
import { BROWSER_LOGIN_CODES, type LoginErrorCode } from '../../core/model/login-errors';
import type { RootStore } from '../../core/model/root';
import type { SignInResult } from '../../core/model/sign-in';
import { safeHandle, terminalText } from '../../shared/text/terminal-safe';
import { type GlobalOptions, withContext } from '../context';
import { CliError, ExitCode, usageError } from '../exit-codes';
import {
  closeStdinLines,
  nextStdinLine,
  printError,
  printLine,
  promptHidden,
  promptLine,
} from '../io';
import { loginInBrowser } from './login-browser';

interface LoginOptions {
  server?: string;
  username?: string;
  passwordStdin?: boolean;
  tokenStdin?: boolean;
  browser?: boolean;
  oauth?: boolean;
  codeStdin?: boolean;
  totp?: string;
  recovery?: string;
}

const LOGIN_MESSAGES: Readonly<Record<LoginErrorCode, string>> = {
  wrong_credentials: 'Wrong username or password',
  server_error: 'An error occurred, please try again',
  network: 'Failed to connect to server, try again',
  mfa_required:
    'This account uses two-factor authentication: give --totp CODE or --recovery CODE (or run `petrel login` in a terminal to be asked)',
  password_grant_refused:
    "This server does not let apps log in with a password, so the sign-in continues on the server's own page",
  token_without_user:
    "The server's answer to the password was bound to no account, so the sign-in continues on the server's own page",
  code_rejected: 'The server did not accept that code, or it belongs to another sign-in',
  password_reset_required:
    'You must reset your password to log in: run `petrel password-reset EMAIL --server URL`',
  mfa_invalid: 'The two-factor code was not accepted',
  account_is_disabled:
    'Your account is currently disabled: a moderator of the server deactivated it, so it cannot log in',
  awaiting_approval:
    'Your account is awaiting approval: it can log in once a moderator of the server approves the registration',
  missing_confirmed_email:
    'Your login is missing a confirmed e-mail address: follow the link in the confirmation e-mail first',
};

export function registerLogin(program: Command, global: () => GlobalOptions): void {
  program
    .command('login')
    .description(
      "log in to a server with a password, on the server's sign-in page, or with an access token made elsewhere",
    )
    .requiredOption('--server <url>', 'server address, e.g. https://pleroma.example')
    .option('--username <name>', 'account name (password grant)')
    .option('--password-stdin', 'read the password from standard input')
    .option(
      '--token-stdin',
      'read an access token from standard input (verified before it is stored)',
    )
    .option(
      '--browser',
      "sign in on the server's own page (authorization code); also the fallback when a password is refused",
    )
    .option('--oauth', 'the same as --browser (authorization-code flow)')
    .option('--code-stdin', 'read the authorization code from standard input, not a prompt')
    .option('--totp <code>', 'two-factor authentication code, when the account asks for one')
    .option('--recovery <code>', 'two-factor recovery code, instead of --totp')
    .action(async (options: LoginOptions) => {
      if (options.oauth) options.browser = true;
      if (options.totp !== undefined && options.recovery !== undefined) {
        throw usageError('Give either --totp or --recovery, not both');
      }
      const mfaCode = options.totp ?? options.recovery;
      if (mfaCode !== undefined && (options.browser || options.tokenStdin)) {
        throw usageError(
          '--totp and --recovery go with a password login: the server page asks for its own code',
        );
      }
      if (mfaCode !== undefined && !/^\s*\S+\s*$/.test(mfaCode)) {
        throw usageError('The two-factor code is empty');
      }
      if (options.tokenStdin && (options.username || options.passwordStdin || options.browser)) {
        throw usageError(
          '--token-stdin cannot be combined with --username, --password-stdin or --browser',
        );
      }
      if (options.browser && options.username) {
        throw usageError('--browser (--oauth) signs in on the server page: leave out --username');
      }
      let before: string | undefined;
      await withContext(
        { ...global(), account: undefined },
        async ({ root }) => {
          // `petrel login` adds an account: the current one stays current (the first is it).
          before = root.session.currentStoredKey;
          const server = options.server ?? '';
          const codeStdin = options.codeStdin ?? false;
          if (options.browser) {
            await loginInBrowser(root, server, { codeStdin });
            printSignedIn(root, '', before);
            return;
          }
          if (options.tokenStdin) {
            const token = ((await nextStdinLine()) ?? '').trim();
            if (!token) throw usageError('No token on standard input');
            // `petrel login` only stores the login: no start-up steps.
            const result = await root.signIn({ method: 'token', server, token, startUp: false });
            if (!result.ok) {
              throw new CliError(
                `The token was not accepted: ${result.error?.detail}`,
                ExitCode.notLoggedIn,
              );
            }
            printSignedIn(root, '', before);
            return;
          }
          if (!options.username)
            throw usageError('Give --username NAME, or use --browser or --token-stdin');
          let password: string;
          if (options.passwordStdin) password = (await nextStdinLine()) ?? '';
          else if (process.stdin.isTTY)
            password = await promptHidden(terminalText(`Password for ${options.username}: `));
          else
            throw usageError(
              'Standard input is not a terminal: use --password-stdin to pass the password',
            );
          // Nothing to send: the server could only say "wrong password" after a round trip.
          if (password === '') throw usageError('No password given (standard input was empty)');
          let result = await root.signIn({
            method: 'password',
            server,
            username: options.username,
            password,
            startUp: false,
          });
          if (!result.ok && root.session.authFlow.awaitingCode) {
            result = await secondFactor(root, options);
          }
          const { ok } = result;
          const error = result.ok ? null : result.error;
          if (!ok && error && BROWSER_LOGIN_CODES.includes(error.code)) {
            printError(terminalText(`${LOGIN_MESSAGES[error.code]}.`));
            await loginInBrowser(root, server, { codeStdin });
            printSignedIn(root, options.username, before);
            return;
          }
          if (!ok) {
            const code = error?.code ?? 'server_error';
            const exit =
              code === 'network'
                ? ExitCode.network
                : NOT_LOGGED_IN_CODES.includes(code)
                  ? ExitCode.notLoggedIn
                  : ExitCode.server;
            throw new CliError(`${LOGIN_MESSAGES[code]}${error ? ` (${error.detail})` : ''}`, exit);
          }
          printSignedIn(root, options.username, before);
        },
        { writes: true },
      ).finally(closeStdinLines);
    });
}

/** Refusals of the person's own proof (exit 3), as opposed to a server failing (exit 5). */
const NOT_LOGGED_IN_CODES: readonly LoginErrorCode[] = [
  'wrong_credentials',
  'mfa_required',
  'mfa_invalid',
  'password_reset_required',
  'account_is_disabled',
  'awaiting_approval',
  'missing_confirmed_email',
];

/**
 * The two-factor step (spec part 1 §4): the code from --totp or --recovery, else asked for
 * when standard input is a terminal (an empty answer to the first question switches to a
 * recovery code). Without a code and without a terminal: the `mfa_required` error.
 */
async function secondFactor(root: RootStore, options: LoginOptions): Promise<SignInResult> {
  const flow = root.session.authFlow;
  let code = options.totp ?? options.recovery;
  if (options.recovery !== undefined) flow.switchToRecovery();
  if (code === undefined && process.stdin.isTTY) {
    code =
      (await promptLine(terminalText('Authentication code (empty: use a recovery code): '))) ?? '';
    if (code.trim() === '') {
      flow.switchToRecovery();
      code = (await promptLine(terminalText('Recovery code: '))) ?? '';
    }
  }
  if (code === undefined || code.trim() === '') {
    flow.cancel();
    return { ok: false, error: { code: 'mfa_required', detail: 'no two-factor code given' } };
  }
  const result = await root.signIn({ method: 'mfa', code, startUp: false });
  if (!result.ok && result.error) {
    result.error = { ...result.error, detail: `${flow.strategy}: ${result.error.detail}` };
  }
  return result;
}

function printSignedIn(root: RootStore, fallbackName: string, before: string | undefined): void {
  const acct = safeHandle(root.session.account?.acct ?? fallbackName);
  printLine(terminalText(`Logged in as @${acct} on ${root.session.server}`));
  const added = root.scope.account?.key;
  if (before && added && before !== added && root.session.setCurrent(before)) {
    printLine(
      terminalText(
        `Added ${added}; the current account is still ${before} (switch with \`petrel accounts use ${added}\`, or pass --account ${added})`,
      ),
    );
  }
}
