import { Command } from 'commander';
import { PETREL_VERSION } from '../shared/version';
import { addActAs } from './act-as';
import { ACTION_COMMANDS, RELATIONSHIP_COMMANDS } from './command-words';
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

export type Register = (
  program: Command,
  global: () => GlobalOptions,
  how: { unknownWord: boolean },
) => void;

/**
 * Which registration adds which commands, each loaded when needed: a command line that names
 * one of them loads and builds only its group (in the build, each group's code is a piece of
 * its own, so a `timeline` run neither reads nor evaluates `post`'s); no command at all
 * builds the default command's (the terminal UI's); anything else (--help, `help`, a typo
 * that deserves a suggestion) loads and builds them all.
 * tests/cli/program.test.ts holds this table to what each registration really adds.
 */
export const COMMAND_GROUPS: ReadonlyArray<{
  commands: readonly string[];
  load: () => Promise<Register>;
}> = [
  { commands: ['login'], load: async () => (await import('./commands/login')).registerLogin },
  {
    commands: ['logout', 'whoami'],
    load: async () => (await import('./commands/session')).registerSession,
  },
  {
    commands: ['register', 'password-reset'],
    load: async () => (await import('./commands/sign-up')).registerSignUp,
  },
  {
    commands: ['accounts'],
    load: async () => (await import('./commands/accounts')).registerAccounts,
  },
  {
    commands: ['account'],
    load: async () => (await import('./commands/account/index')).registerAccount,
  },
  {
    commands: ['timeline'],
    load: async () => (await import('./commands/timeline')).registerTimeline,
  },
  { commands: ['show'], load: async () => (await import('./commands/status')).registerStatus },
  {
    commands: ['post', 'edit'],
    load: async () => (await import('./commands/writing')).registerWriting,
  },
  {
    commands: ['scheduled'],
    load: async () => (await import('./commands/scheduled')).registerScheduled,
  },
  { commands: ['drafts'], load: async () => (await import('./commands/drafts')).registerDrafts },
  { commands: ['upload'], load: async () => (await import('./commands/media')).registerUpload },
  {
    commands: ['thread', 'profile', 'search', 'notifications'],
    load: async () => (await import('./commands/reading')).registerReading,
  },
  { commands: ['stream'], load: async () => (await import('./commands/stream')).registerStream },
  {
    commands: ['announcements'],
    load: async () => (await import('./commands/announcements')).registerAnnouncements,
  },
  { commands: ['about'], load: async () => (await import('./commands/about')).registerAbout },
  {
    commands: ['shout', 'shoutbox'],
    load: async () => (await import('./commands/shout')).registerShout,
  },
  {
    commands: ['chats', 'chat'],
    load: async () => (await import('./commands/chats')).registerChats,
  },
  {
    commands: ACTION_COMMANDS,
    load: async () => (await import('./commands/actions')).registerActions,
  },
  {
    commands: RELATIONSHIP_COMMANDS,
    load: async () => (await import('./commands/people/register')).registerRelationships,
  },
  { commands: ['lists'], load: async () => (await import('./commands/lists')).registerLists },
  { commands: ['admin'], load: async () => (await import('./commands/admin/index')).registerAdmin },
  { commands: ['config'], load: async () => (await import('./commands/config')).registerConfig },
  {
    commands: ['requests', 'suggestions'],
    load: async () => (await import('./commands/requests')).registerRequests,
  },
  {
    commands: ['tui', 'sandbox', 'web', 'demo'],
    load: async () => (await import('./commands/launchers')).registerLaunchers,
  },
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
export async function buildProgram(argv: readonly string[]): Promise<Command> {
  const program = new Command();
  program
    .name('petrel')
    .description('A client for Pleroma-style fediverse servers: terminal UI, scripting and web.')
    .version(PETREL_VERSION)
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
  // `petrel --version` alone prints the version and ends before any command could run.
  const versionOnly =
    argv.length > 2 && argv.slice(2).every((arg) => arg === '--version' || arg === '-V');
  // No command named and no help asked for: the default command, the terminal UI, is all
  // that can run, so its group alone is built (the UI's start loads no other command).
  const asksHelp = argv.slice(2).some((arg) => arg === '--help' || arg === '-h');
  const defaultUi =
    word === undefined && !asksHelp
      ? COMMAND_GROUPS.filter((group) => group.commands.includes('tui'))
      : undefined;
  const groups = named ? [named] : versionOnly ? [] : (defaultUi ?? COMMAND_GROUPS);
  const registers = await Promise.all(groups.map((group) => group.load()));
  for (const register of registers) register(program, global, how);
  addActAs(program, global);
  for (const command of program.commands) command.exitOverride();
  return program;
}
