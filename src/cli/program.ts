import { Command } from 'commander';
import { addActAs } from './act-as';
import { registerAccount } from './commands/account/index';
import { registerAccounts } from './commands/accounts';
import { ACTION_COMMANDS, registerActions } from './commands/actions';
import { registerAdmin } from './commands/admin/index';
import { registerAnnouncements } from './commands/announcements';
import { registerChats } from './commands/chats';
import { registerConfig } from './commands/config';
import { registerDrafts } from './commands/drafts';
import { registerLaunchers } from './commands/launchers';
import { registerLists } from './commands/lists';
import { registerLogin } from './commands/login';
import { registerUpload } from './commands/media';
import { RELATIONSHIP_COMMANDS, registerRelationships } from './commands/people/register';
import { registerReading } from './commands/reading';
import { registerRequests } from './commands/requests';
import { registerScheduled } from './commands/scheduled';
import { registerSession } from './commands/session';
import { registerShout } from './commands/shout';
import { registerSignUp } from './commands/sign-up';
import { registerStatus } from './commands/status';
import { registerStream } from './commands/stream';
import { registerTimeline } from './commands/timeline';
import { registerWriting } from './commands/writing';
import type { GlobalOptions } from './context';

const EXIT_HELP = `
Getting started:
  petrel demo                          try it: a built-in sandbox server and the terminal UI
  petrel login --server https://HOST   sign in to your server (then \`petrel\` opens the UI)
  petrel web                           the web client in your browser
  petrel timeline home --json          scripting: every command takes --json

Exit codes:
  0  success            2  invalid arguments   4  network error
  1  other failure      3  not logged in        5  server error

Config and tokens live in the platform config directory (override: PETREL_CONFIG_DIR).
Proxies: HTTPS_PROXY / HTTP_PROXY / NO_PROXY are honoured.`;

type Register = (
  program: Command,
  global: () => GlobalOptions,
  how: { unknownWord: boolean },
) => void;

/**
 * Which registration adds which commands. A command line that names one of them builds only
 * its group (every command's options and help text cost start-up time); anything else (no
 * command, --help, `help`, a typo that deserves a suggestion) builds them all.
 * tests/cli/program.test.ts holds this table to what each registration really adds.
 */
export const COMMAND_GROUPS: ReadonlyArray<{ commands: readonly string[]; register: Register }> = [
  { commands: ['login'], register: registerLogin },
  { commands: ['logout', 'whoami'], register: registerSession },
  { commands: ['register', 'password-reset'], register: registerSignUp },
  { commands: ['accounts'], register: registerAccounts },
  { commands: ['account'], register: registerAccount },
  { commands: ['timeline'], register: registerTimeline },
  { commands: ['show'], register: registerStatus },
  { commands: ['post', 'edit'], register: registerWriting },
  { commands: ['scheduled'], register: registerScheduled },
  { commands: ['drafts'], register: registerDrafts },
  { commands: ['upload'], register: registerUpload },
  { commands: ['thread', 'profile', 'search', 'notifications'], register: registerReading },
  { commands: ['stream'], register: registerStream },
  { commands: ['announcements'], register: registerAnnouncements },
  { commands: ['shout', 'shoutbox'], register: registerShout },
  { commands: ['chats', 'chat'], register: registerChats },
  { commands: ACTION_COMMANDS, register: registerActions },
  { commands: RELATIONSHIP_COMMANDS, register: registerRelationships },
  { commands: ['lists'], register: registerLists },
  { commands: ['admin'], register: registerAdmin },
  { commands: ['config'], register: registerConfig },
  { commands: ['requests', 'suggestions'], register: registerRequests },
  { commands: ['tui', 'sandbox', 'web', 'demo'], register: registerLaunchers },
];

/** The command word of a command line (`argv` without node and script), if any. */
export function commandWord(args: readonly string[]): string | undefined {
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] ?? '';
    if (arg === '--') return args[i + 1];
    if (arg === '--config-dir' || arg === '--account' || arg === '--lang') i++;
    else if (!arg.startsWith('-')) return arg;
  }
  return undefined;
}

/** The program for `argv` (as process.argv: node, script, arguments...). */
export function buildProgram(argv: readonly string[]): Command {
  const program = new Command();
  program
    .name('petrel')
    .description('A client for Pleroma-style fediverse servers: terminal UI, scripting and web.')
    .version('0.1.0')
    .option(
      '--config-dir <dir>',
      'where config and tokens are kept (default: PETREL_CONFIG_DIR or the platform config dir)',
    )
    .option('--verbose', 'log warnings and debug details to stderr')
    .option('--no-color', 'draw no colours in the terminal UI (as NO_COLOR=1 does)')
    .option(
      '--account <name>',
      'run the command as this logged-in account (user@host, or an unambiguous part of it); see `petrel accounts`',
    )
    .option(
      '--lang <code>',
      'interface language of the terminal UI (de, fr, es, ar ...; default: the lang setting, else LC_ALL, LC_MESSAGES or LANG)',
    )
    .addHelpText('after', EXIT_HELP)
    .showHelpAfterError('(run with --help for usage)')
    .exitOverride();
  const global = (): GlobalOptions => program.opts<GlobalOptions>();
  const word = commandWord(argv.slice(2));
  const named = COMMAND_GROUPS.find((group) => word !== undefined && group.commands.includes(word));
  const how = { unknownWord: word !== undefined && !named && word !== 'help' };
  for (const group of named ? [named] : COMMAND_GROUPS) group.register(program, global, how);
  addActAs(program, global);
  for (const command of program.commands) command.exitOverride();
  return program;
}
