import { CommanderError } from 'commander';
import { terminalText } from '../shared/text/terminal-safe';
import { toExit } from './errors';
import { ExitCode } from './exit-codes';
import { printError } from './io';
import { buildProgram } from './program';

async function main(argv: string[]): Promise<number> {
  try {
    await (await buildProgram(argv)).parseAsync(argv);
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
    printError(terminalText(message));
    if (process.env.PETREL_DEBUG && error instanceof Error && error.stack) {
      printError(terminalText(error.stack));
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
