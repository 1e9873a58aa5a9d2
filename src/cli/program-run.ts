import { CommanderError } from 'commander';
import { ExitCode } from './exit-codes';
import { buildProgram } from './program';

/**
 * Parse and run a command line with commander (every line fast-read.ts does not take). Its
 * usage errors end here, already printed by commander; any other error is the caller's.
 */
export async function runProgram(argv: string[]): Promise<number> {
  try {
    await (await buildProgram(argv)).parseAsync(argv);
    return ExitCode.ok;
  } catch (error) {
    if (!(error instanceof CommanderError)) throw error;
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
}
