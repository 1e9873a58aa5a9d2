import { terminalText } from '../shared/text/terminal-safe';
import { toExit } from './errors';
import { ExitCode } from './exit-codes';
import { parseFastRead } from './fast-read';
import { printError } from './io';

async function main(argv: string[]): Promise<number> {
  try {
    // `petrel timeline ...` as scripts write it runs without commander (fast-read.ts).
    const fast = parseFastRead(argv.slice(2));
    if (fast) {
      const { runTimeline } = await import('./commands/timeline-run');
      await runTimeline(fast.global, fast.kind, fast.arg, fast.options);
      return ExitCode.ok;
    }
    return await (await import('./program-run')).runProgram(argv);
  } catch (error) {
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
