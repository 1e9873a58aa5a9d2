import { Command, CommanderError } from 'commander';
import { registerLaunchers } from './commands/launchers';
import { registerLogin } from './commands/login';
import { registerReading } from './commands/reading';
import { registerSession } from './commands/session';
import { registerStatus } from './commands/status';
import { registerStream } from './commands/stream';
import { registerTimeline } from './commands/timeline';
import type { GlobalOptions } from './context';
import { toExit } from './errors';
import { ExitCode } from './exit-codes';

const EXIT_HELP = `
Exit codes:
  0  success            2  invalid arguments   4  network error
  1  other failure      3  not logged in        5  server error

Config and tokens live in the platform config directory (override: PETREL_CONFIG_DIR).
Proxies: HTTPS_PROXY / HTTP_PROXY / NO_PROXY are honoured.`;

function buildProgram(): Command {
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
    .addHelpText('after', EXIT_HELP)
    .showHelpAfterError('(run with --help for usage)')
    .exitOverride();
  const global = (): GlobalOptions => program.opts<GlobalOptions>();
  registerLogin(program, global);
  registerSession(program, global);
  registerTimeline(program, global);
  registerStatus(program, global);
  registerReading(program, global);
  registerStream(program, global);
  registerLaunchers(program, global);
  for (const command of program.commands) command.exitOverride();
  return program;
}

async function main(argv: string[]): Promise<number> {
  try {
    await buildProgram().parseAsync(argv);
    return ExitCode.ok;
  } catch (error) {
    if (error instanceof CommanderError) {
      // commander already printed its message; help and version are successes.
      if (
        error.code === 'commander.helpDisplayed' ||
        error.code === 'commander.version' ||
        error.code === 'commander.help'
      ) {
        return ExitCode.ok;
      }
      return ExitCode.usage;
    }
    const { message, code } = toExit(error);
    process.stderr.write(`petrel: ${message}\n`);
    if (process.env.PETREL_DEBUG && error instanceof Error && error.stack) {
      process.stderr.write(`${error.stack}\n`);
    }
    return code;
  }
}

// `petrel timeline --json | head` closes our stdout early: that is not an error.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EPIPE') process.exit(process.exitCode ?? 0);
  throw error;
});

void main(process.argv).then((code) => {
  // A command that ended well may still have set its own code (the terminal UI after a
  // signal: 129, 130, 143).
  process.exitCode = code === ExitCode.ok ? (process.exitCode ?? ExitCode.ok) : code;
});
