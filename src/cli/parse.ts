import { InvalidArgumentError } from 'commander';
import { pathSegment } from '../core/api/path';
import type { Visibility } from '../core/domain/types';
import { InvalidIdError } from '../core/errors';
import { parseDuration } from '../core/model/post/poll-duration';

/** commander argument parser for positive integers within a range. */
export function intInRange(min: number, max: number): (value: string) => number {
  return (value) => {
    if (!/^\d+$/.test(value))
      throw new InvalidArgumentError(`expected a whole number, got "${value}"`);
    const n = Number(value);
    if (n < min || n > max) throw new InvalidArgumentError(`must be between ${min} and ${max}`);
    return n;
  };
}

const VISIBILITIES = ['public', 'unlisted', 'private', 'direct'] as const;

export function visibility(value: string): Visibility {
  if (!(VISIBILITIES as readonly string[]).includes(value)) {
    throw new InvalidArgumentError(`must be one of ${VISIBILITIES.join(', ')}`);
  }
  return value as Visibility;
}

/**
 * commander argument parser for an id: the API client's own rule (`.`, `..` and empty ids
 * name no status), checked while parsing so the usage error comes before any login or request.
 */
export function entityId(value: string): string {
  try {
    pathSegment(value);
  } catch (error) {
    if (error instanceof InvalidIdError) throw new InvalidArgumentError(error.message);
    throw error;
  }
  return value;
}

/** commander parser for a duration such as `90s`, `10m`, `1h` or `7d`, in seconds. */
export function durationSeconds(value: string): number {
  const seconds = parseDuration(value);
  if (seconds === undefined) {
    throw new InvalidArgumentError(`expected a duration like 30m, 1h or 2d, got "${value}"`);
  }
  return seconds;
}

/** commander collector for an option given several times (`--poll A --poll B`). */
export function collect(value: string, previous: string[] = []): string[] {
  return [...previous, value];
}
