import type { Command } from 'commander';
import type { AccountSecurity } from '../../../core/api/account-security';
import { ApiError } from '../../../core/errors';
import type { RootStore } from '../../../core/model/root';
import { terminalText } from '../../../shared/text/terminal-safe';
import { type GlobalOptions, withContext } from '../../context';
import { CliError, ExitCode, usageError } from '../../exit-codes';
import {
  closeStdinLines,
  nextStdinLine,
  printJson,
  printJsonLine,
  printLine,
  promptLine,
} from '../../io';
import { confirmed, done } from '../admin/shared';
import { readPasswords, refusedAs, security } from './shared';

/** The web's words (settings_modal.security.mfa_*), in English as the rest of the CLI. */
const WORDS = {
  on: 'Two-factor authentication is on (TOTP).',
  off: 'Two-factor authentication is off.',
  scan: 'Scan this code with an authenticator app, or type the key:',
  codes: 'Backup codes: keep them safe, each works once.',
  failed: 'Two-factor change failed:',
  code: 'Code from the app',
} as const;

const CODE_SHAPE = /^\d{6}$/;
const codeProblem = 'A code from the app is 6 digits';
const PASSWORD_HELP = 'read the current password from standard input (its first line)';

interface TwoFactorOptions {
  json?: boolean;
  passwordStdin?: boolean;
  code?: string;
  yes?: boolean;
}

/**
 * A refused code is the person's own proof refused (exit 3, as a wrong password); the rest
 * as the other account commands (`refusedAs`).
 */
async function confirmCode(api: AccountSecurity, password: string, code: string): Promise<void> {
  try {
    await api.confirmTotp(password, code);
  } catch (error) {
    if (
      error instanceof ApiError &&
      error.status === 422 &&
      /code/i.test(error.serverMessage ?? '')
    )
      throw new CliError(
        `${WORDS.failed} the code was not accepted (${error.serverMessage}).`,
        ExitCode.notLoggedIn,
      );
    await refusedAs(WORDS.failed, () => Promise.reject(error));
  }
}

/**
 * Confirms, then prints the backup codes; `json` prints `{ totp: true, backup_codes }` (a
 * line after setup's key line, else the usual indented JSON).
 */
async function turnOn(
  api: AccountSecurity,
  password: string,
  code: string,
  json: ((value: unknown) => void) | undefined,
): Promise<void> {
  await confirmCode(api, password, code);
  const codes = await refusedAs(WORDS.failed, () => api.backupCodes());
  if (json) json({ totp: true, backup_codes: codes });
  else {
    printLine(terminalText(WORDS.on));
    printCodes(codes);
  }
}

function printCodes(codes: readonly string[]): void {
  printLine(terminalText(WORDS.codes));
  for (const code of codes) printLine(terminalText(`  ${code}`));
}

async function mustBe(api: AccountSecurity, on: boolean): Promise<void> {
  if ((await api.mfaEnabled()) === on) return;
  throw new CliError(
    on
      ? `${WORDS.off} Set it up first: \`petrel account 2fa setup\``
      : 'Two-factor authentication is already on: `petrel account 2fa disable` turns it off',
    ExitCode.failure,
  );
}

function checkCode(code: string | undefined): string | undefined {
  const trimmed = code?.trim();
  if (trimmed && !CODE_SHAPE.test(trimmed)) throw usageError(codeProblem);
  return trimmed || undefined;
}

/** The code typed after the key was shown: a prompt on a terminal, else the next line. */
async function codeAfterKey(): Promise<string | undefined> {
  const line = process.stdin.isTTY
    ? await promptLine(terminalText(`${WORDS.code}: `))
    : await nextStdinLine();
  return checkCode(line);
}

async function setup(root: RootStore, options: TwoFactorOptions): Promise<void> {
  const { api } = security(root);
  await mustBe(api, false);
  const [password = ''] = await readPasswords(['Current password'], options.passwordStdin);
  if (!password) throw usageError('No current password given (standard input was empty)');
  const { key, provisioningUri } = await refusedAs(WORDS.failed, () => api.setupTotp());
  if (options.json) printJsonLine({ key, provisioning_uri: provisioningUri });
  else {
    printLine(terminalText(WORDS.scan));
    printLine(terminalText(`  ${key}`));
    printLine(terminalText(`  ${provisioningUri}`));
  }
  const code = await codeAfterKey();
  if (!code) {
    if (!options.json)
      printLine(
        terminalText(
          'Not turned on yet: `petrel account 2fa confirm --code CODE` confirms this key.',
        ),
      );
    return;
  }
  await turnOn(api, password, code, options.json ? printJsonLine : undefined);
}

/**
 * `account 2fa` (spec part 2 §2 security tab, §7 "Two-factor"): status, `setup` (the key and
 * its otpauth:// address, a code, the backup codes), `confirm --code`, `disable`, `codes`.
 */
export function registerTwoFactor(account: Command, global: () => GlobalOptions): void {
  const twoFactor = account
    .command('2fa')
    .description(
      'two-factor authentication (TOTP): status, `setup`, `confirm`, `disable`, `codes`',
    );
  twoFactor
    .command('status', { isDefault: true })
    .description('whether two-factor authentication is on')
    .option('--json', 'print JSON')
    .action(async (options: TwoFactorOptions) => {
      await withContext(global(), async ({ root }) => {
        const totp = await security(root).api.mfaEnabled();
        done(options.json, { totp }, totp ? WORDS.on : WORDS.off);
      });
    });
  twoFactor
    .command('setup')
    .description(
      'turn it on: asks for the password, shows the key and its otpauth:// address, then reads a code from the app (a prompt, or the next line of standard input; none: confirm later) and prints the backup codes',
    )
    .option('--password-stdin', PASSWORD_HELP)
    .option('--json', 'print JSON lines: the key first, then the backup codes')
    .action(async (options: TwoFactorOptions) => {
      await withContext(global(), ({ root }) => setup(root, options)).finally(closeStdinLines);
    });
  twoFactor
    .command('confirm')
    .description('turn on the key the last `setup` showed, with a code from the app')
    .requiredOption('--code <code>', 'the 6-digit code the app shows now')
    .option('--password-stdin', PASSWORD_HELP)
    .option('--json', 'print JSON')
    .action(async (options: TwoFactorOptions) => {
      const code = checkCode(options.code);
      if (!code) throw usageError(codeProblem);
      const [password = ''] = await readPasswords(['Current password'], options.passwordStdin);
      if (!password) throw usageError('No current password given (standard input was empty)');
      await withContext(global(), async ({ root }) => {
        await turnOn(security(root).api, password, code, options.json ? printJson : undefined);
      }).finally(closeStdinLines);
    });
  twoFactor
    .command('disable')
    .description('turn it off (asks for the password)')
    .option('--password-stdin', PASSWORD_HELP)
    .option('--json', 'print JSON')
    .action(async (options: TwoFactorOptions) => {
      await withContext(global(), async ({ root }) => {
        const { api } = security(root);
        await mustBe(api, true);
        const [password = ''] = await readPasswords(['Current password'], options.passwordStdin);
        if (!password) throw usageError('No current password given (standard input was empty)');
        await refusedAs(WORDS.failed, () => api.disableTotp(password));
        done(options.json, { totp: false }, WORDS.off);
      }).finally(closeStdinLines);
    });
  twoFactor
    .command('codes')
    .description('new backup codes (the old ones stop working)')
    .option('-y, --yes', 'do not ask first')
    .option('--json', 'print JSON')
    .action(async (options: TwoFactorOptions) => {
      await withContext(global(), async ({ root }) => {
        const { api } = security(root);
        await mustBe(api, true);
        await confirmed('Make new backup codes? The old ones stop working.', options.yes);
        const codes = await refusedAs(WORDS.failed, () => api.backupCodes());
        if (options.json) printJson({ backup_codes: codes });
        else printCodes(codes);
      }).finally(closeStdinLines);
    });
}
