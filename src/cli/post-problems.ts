import type { ComposeError, PollLimitProblem, ScheduleTimeProblem } from '../core';
import { CliError, ExitCode, usageError } from './exit-codes';

/** One sentence per rule a post breaks, said before anything is sent (exit code 2). */

export function composeProblem(problem: ComposeError, server: string): CliError {
  switch (problem.kind) {
    case 'empty':
      return usageError("Can't post an empty status with no files");
    case 'too_long':
      return usageError(
        `The status is ${problem.length} characters (with its content warning); ${server} allows at most ${problem.limit}`,
      );
    case 'not_enough_options':
      return usageError('Too few unique options in poll');
    case 'media_description':
      return new CliError('Failed to update media, try again', ExitCode.server);
    case 'server':
      return usageError(problem.detail);
  }
}

export function pollProblemError(problem: PollLimitProblem, server: string): CliError {
  switch (problem.kind) {
    case 'not_enough_options':
      return usageError('Too few unique options in poll');
    case 'too_many_options':
      return usageError(`A poll on ${server} has at most ${problem.max} options`);
    case 'option_too_long':
      return usageError(
        `The poll option "${problem.option.slice(0, 40)}" is longer than ${server} allows (${problem.max} characters)`,
      );
    case 'expiry_out_of_range':
      return usageError(
        `A poll on ${server} runs between ${seconds(problem.min)} and ${seconds(problem.max)}`,
      );
  }
}

export function scheduleProblemError(problem: ScheduleTimeProblem): CliError {
  if (problem.kind === 'unreadable') {
    return usageError(
      'Give the time to post at as "YYYY-MM-DD HH:MM" (local time) or an ISO 8601 time',
    );
  }
  return usageError(
    `A post can be scheduled 5 minutes ahead at the earliest (${problem.earliest.toISOString()})`,
  );
}

function seconds(n: number): string {
  if (n % 86400 === 0 && n > 0) return `${n / 86400} day${n === 86400 ? '' : 's'}`;
  if (n % 3600 === 0 && n > 0) return `${n / 3600} hour${n === 3600 ? '' : 's'}`;
  if (n % 60 === 0 && n > 0) return `${n / 60} minute${n === 60 ? '' : 's'}`;
  return `${n} second${n === 1 ? '' : 's'}`;
}
