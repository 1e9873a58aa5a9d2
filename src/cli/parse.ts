import { InvalidArgumentError } from 'commander';
import type { Visibility } from '../core/domain/types';

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
