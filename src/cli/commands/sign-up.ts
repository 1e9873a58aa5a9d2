import type { Command } from 'commander';
import { describeError } from '../../core/errors';
import { signUpAppToken } from '../../core/model/app-token';
import { PasswordResetStore } from '../../core/model/password-reset';
import { RegistrationStore } from '../../core/model/registration';
import {
  type FieldProblem,
  REGISTRATION_FIELDS,
  type RegistrationField,
} from '../../core/model/registration-rules';
import type { RootStore } from '../../core/model/root';
import { safeHandle, terminalText } from '../../shared/text/terminal-safe';
import { type GlobalOptions, withContext } from '../context';
import { CliError, ExitCode, usageError } from '../exit-codes';
import {
  closeStdinLines,
  nextStdinLine,
  printError,
  printJson,
  printLine,
  promptHidden,
  promptLine,
} from '../io';

interface RegisterOptions {
  server: string;
  username?: string;
  fullname?: string;
  email?: string;
  passwordStdin?: boolean;
  birthday?: string;
  reason?: string;
  bio?: string;
  language?: string;
  invite?: string;
  captchaStdin?: boolean;
  json?: boolean;
}

/** Which option sets each field (for the messages of local validation). */
const FIELD_OPTION: Record<RegistrationField, string> = {
  username: '--username',
  fullname: '--fullname',
  email: '--email',
  password: 'the password',
  confirm: 'the password confirmation',
  birthday: '--birthday YYYY-MM-DD',
  reason: '--reason',
  bio: '--bio',
  language: '--language',
  captcha: 'the captcha answer',
};

function problemText(field: RegistrationField, problem: FieldProblem): string {
  switch (problem.kind) {
    case 'required':
      return `${FIELD_OPTION[field]} is required by this server`;
    case 'mismatch':
      return 'the password confirmation should be the same as the password';
    case 'too_young':
      return `${FIELD_OPTION[field]} must be on or before ${problem.cutoff}`;
  }
}

/** Load the instance documents (the rules and flags live there) or fail with exit 4/5. */
async function loadInstance(root: RootStore, server: string): Promise<void> {
  let client: ReturnType<RootStore['session']['connectTo']>;
  try {
    client = root.session.connectTo(server);
  } catch (error) {
    throw usageError(describeError(error));
  }
  await root.instance.load(client);
  if (!root.instance.info) {
    throw new CliError(
      `Could not read the server's instance information at ${server}`,
      ExitCode.server,
    );
  }
}

async function readPasswords(options: RegisterOptions): Promise<[string, string]> {
  if (options.passwordStdin) {
    const password = (await nextStdinLine()) ?? '';
    return [password, password];
  }
  if (!process.stdin.isTTY) {
    throw usageError('Standard input is not a terminal: use --password-stdin to pass the password');
  }
  const password = await promptHidden(terminalText('Password: '));
  const confirm = await promptHidden(terminalText('Password confirmation: '));
  return [password, confirm];
}

/** Answers to a captcha before `register` gives up (each wrong one brings a new captcha). */
const CAPTCHA_TRIES = 3;

/** The server refused the captcha answer (and nothing else), and a new captcha is there. */
function captchaRefused(store: RegistrationStore): boolean {
  const errors = store.serverErrors;
  return (
    errors.length > 0 &&
    errors.every((line) => /^captcha\b/i.test(line)) &&
    store.captcha !== null &&
    store.captcha.type !== 'none' &&
    store.values.captcha === ''
  );
}

async function solveCaptcha(store: RegistrationStore, options: RegisterOptions): Promise<void> {
  const captcha = store.captcha;
  if (!captcha || captcha.type === 'none') return;
  const where = captcha.url.startsWith('data:')
    ? 'the image below is a data: address; paste it into a browser'
    : 'open this image';
  printError(terminalText(`This server asks for a CAPTCHA (${captcha.type}): ${where}`));
  printError(terminalText(captcha.url));
  const fromStdin = options.captchaStdin || !process.stdin.isTTY;
  const answer = fromStdin ? await nextStdinLine() : await promptLine(terminalText('CAPTCHA: '));
  store.set('captcha', answer ?? '');
}

export function registerSignUp(program: Command, global: () => GlobalOptions): void {
  program
    .command('register')
    .description('create an account on a server and log in to it (when the server allows at once)')
    .requiredOption('--server <url>', 'server address, e.g. https://pleroma.example')
    .option('--username <name>', 'the new account name')
    .option('--fullname <name>', 'display name (default: the username)')
    .option('--email <address>', 'email address (required where the server confirms accounts)')
    .option('--password-stdin', 'read the password from standard input (else asked twice)')
    .option('--birthday <date>', 'birthday as YYYY-MM-DD (where the server asks for one)')
    .option('--reason <text>', 'why you want to join (where the server approves accounts)')
    .option('--bio <text>', 'a bio')
    .option('--language <list>', 'preferred languages, comma-separated')
    .option('--invite <token>', 'an invite token (for a server with closed registrations)')
    .option('--captcha-stdin', 'read the CAPTCHA answer from standard input, not a prompt')
    .option('--json', 'print the outcome as JSON')
    .action(async (options: RegisterOptions) => {
      if (!options.username?.trim()) throw usageError('Give --username NAME');
      if (options.birthday !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(options.birthday)) {
        throw usageError('--birthday takes a date as YYYY-MM-DD');
      }
      await withContext(
        global(),
        async ({ root }) => {
          await loadInstance(root, options.server);
          const rules = root.instance.signUpRules;
          if (!rules.open && !options.invite) {
            throw new CliError(
              'Registrations are closed on this server; an invite token (--invite) is needed',
              ExitCode.failure,
            );
          }
          const server = root.session.server!;
          const store = new RegistrationStore({
            client: () => root.client,
            rules: () => rules,
            now: () => root.ports.clock.now(),
            adoptToken: async (token) =>
              (await root.signIn({ method: 'token', server, token, startUp: false })).ok,
            logger: root.ports.logger,
            inviteToken: options.invite,
            appToken: () => signUpAppToken(root.session, server, root.client, root.ports.logger),
          });
          const username = options.username!.trim();
          store.set('username', username);
          store.set('fullname', options.fullname ?? username);
          store.set('email', options.email ?? '');
          store.set('birthday', options.birthday ?? '');
          store.set('reason', options.reason ?? '');
          store.set('bio', options.bio ?? '');
          store.set('language', options.language ?? '');
          // Everything the password does not need is checked before it is asked for.
          const early = firstProblem(store, ['password', 'confirm', 'captcha']);
          if (early) throw usageError(early);
          const [password, confirm] = await readPasswords(options);
          store.set('password', password);
          store.set('confirm', confirm);
          await store.loadCaptcha();
          await solveCaptcha(store, options);
          const late = firstProblem(store, []);
          if (late) throw usageError(late);
          let outcome = await store.submit();
          // A refused captcha answer: the store fetched a new one (single use); ask again.
          for (let retry = 1; !outcome && retry < CAPTCHA_TRIES && captchaRefused(store); retry++) {
            printError(terminalText(store.serverErrors.join(' ')));
            await solveCaptcha(store, options);
            outcome = await store.submit();
          }
          if (!outcome) {
            const lines = store.serverErrors.join(' ');
            throw new CliError(
              `The server did not accept the registration: ${lines}`,
              ExitCode.server,
            );
          }
          if (options.json) {
            printJson(
              outcome.kind === 'signed-in'
                ? { state: 'signed_in', acct: root.session.account?.acct ?? username, server }
                : { state: 'waiting', identifier: outcome.identifier, message: outcome.message },
            );
          } else if (outcome.kind === 'signed-in') {
            const acct = safeHandle(root.session.account?.acct ?? username);
            printLine(terminalText(`Registered and logged in as @${acct} on ${server}`));
          } else {
            printLine(
              terminalText(
                `Registered @${safeHandle(username)}. ${outcome.message || outcome.identifier}`,
              ),
            );
          }
        },
        { writes: true },
      ).finally(closeStdinLines);
    });

  program
    .command('password-reset')
    .description("ask the server to mail a link to reset the account's password")
    .argument('<email>', 'the email address of the account')
    .requiredOption('--server <url>', 'server address, e.g. https://pleroma.example')
    .option('--json', 'print the outcome as JSON')
    .action(async (email: string, options: { server: string; json?: boolean }) => {
      const address = email.trim();
      if (!/^[^\s@]+@[^\s@]+$/.test(address)) {
        throw usageError(`${email} is not an email address`);
      }
      await withContext(global(), async ({ root }) => {
        await loadInstance(root, options.server);
        if (!root.instance.mailerEnabled) {
          throw new CliError(
            'Password reset is disabled. Please contact your instance administrator.',
            ExitCode.failure,
          );
        }
        const reset = new PasswordResetStore(() => root.client, root.ports.logger);
        const state = await reset.request(address);
        if (state === 'success') {
          if (options.json) printJson({ state: 'sent', email: address });
          else printLine(terminalText('Check your email for a link to reset your password.'));
          return;
        }
        if (state === 'throttled') {
          throw new CliError(
            'You have reached the limit of attempts, try again later.',
            ExitCode.server,
          );
        }
        throw new CliError(
          `An error occured, please try again (${reset.detail})`,
          reset.unreachable ? ExitCode.network : ExitCode.server,
        );
      });
    });
}

function firstProblem(store: RegistrationStore, skip: RegistrationField[]): string | null {
  const problems = store.problems;
  for (const field of REGISTRATION_FIELDS) {
    const problem = problems[field];
    if (problem && !skip.includes(field)) return problemText(field, problem);
  }
  return null;
}
