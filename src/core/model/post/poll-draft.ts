import { action, computed, makeObservable, observable } from 'mobx';
import type { PollLimits } from '../../api/capabilities';
import type { NewPoll } from '../../api/poll-body';
import { parseDuration } from './poll-duration';

export type { NewPoll };
export { parseDuration };

/**
 * The poll part of a post form (spec part 2 §3 "Poll draft", §5 poll rules, §9 defaults):
 * single choice, two empty options and 10 minutes to start; between 2 and the instance's
 * `max_options` options, each at most `max_option_chars` long; only options beyond the first
 * two can be deleted; the expiry is clamped between the instance's min and max expiration.
 */

/** Spec part 2 §9: a new poll runs for 10 minutes. */
export const DEFAULT_POLL_EXPIRY_SECONDS = 600;
/** Spec part 2 §5: a poll needs at least two options. */
export const MIN_POLL_OPTIONS = 2;

export const EXPIRY_UNITS = ['minutes', 'hours', 'days'] as const;
export type ExpiryUnit = (typeof EXPIRY_UNITS)[number];
export const UNIT_SECONDS: Readonly<Record<ExpiryUnit, number>> = {
  minutes: 60,
  hours: 3600,
  days: 86400,
};

export type PollProblem = { readonly kind: 'not_enough_options' };

/** Polls are offered only when the instance allows them with at least two options. */
export function pollsAvailable(limits: PollLimits | null): limits is PollLimits {
  return limits !== null && limits.maxOptions >= MIN_POLL_OPTIONS;
}

/** The units a user may pick: each only if the max expiration allows at least one of it. */
export function expiryUnits(limits: PollLimits): ExpiryUnit[] {
  return EXPIRY_UNITS.filter((unit) => limits.maxExpiration >= UNIT_SECONDS[unit]);
}

/** Seconds, clamped between the instance's min and max expiration. */
export function clampExpiry(seconds: number, limits: PollLimits): number {
  const whole = Number.isFinite(seconds) ? Math.round(seconds) : DEFAULT_POLL_EXPIRY_SECONDS;
  return Math.min(limits.maxExpiration, Math.max(limits.minExpiration, whole));
}

/** The largest unit that shows `seconds` as a whole number (10 minutes, 2 hours, 1 day). */
export function expiryInUnit(
  seconds: number,
  units: readonly ExpiryUnit[],
): { amount: number; unit: ExpiryUnit } {
  for (const unit of [...units].reverse()) {
    const size = UNIT_SECONDS[unit];
    if (seconds >= size && seconds % size === 0) return { amount: seconds / size, unit };
  }
  const smallest = units[0] ?? 'minutes';
  return { amount: seconds / UNIT_SECONDS[smallest], unit: smallest };
}

/** The non-empty, distinct options, trimmed: what the server would accept as choices. */
export function distinctOptions(options: readonly string[]): string[] {
  const out: string[] = [];
  for (const option of options) {
    const trimmed = option.trim();
    if (trimmed !== '' && !out.includes(trimmed)) out.push(trimmed);
  }
  return out;
}

/**
 * Spec part 2 §5: a poll is sent only if at least one option is non-empty, and then needs
 * two distinct non-empty ones ("Too few unique options in poll", `polls.not_enough_options`).
 */
export function pollProblem(options: readonly string[]): PollProblem | undefined {
  const filled = distinctOptions(options);
  if (filled.length === 0) return undefined;
  return filled.length < MIN_POLL_OPTIONS ? { kind: 'not_enough_options' } : undefined;
}

export class PollDraft {
  options: string[] = ['', ''];
  multiple = false;
  expiresIn = DEFAULT_POLL_EXPIRY_SECONDS;

  constructor(private readonly limits: () => PollLimits) {
    this.expiresIn = clampExpiry(DEFAULT_POLL_EXPIRY_SECONDS, limits());
    makeObservable(this, {
      options: observable,
      multiple: observable,
      expiresIn: observable,
      canAddOption: computed,
      units: computed,
      setOption: action,
      addOption: action,
      removeOption: action,
      setMultiple: action,
      setExpiry: action,
      setExpiresIn: action,
      reset: action,
    });
  }

  get maxOptions(): number {
    return this.limits().maxOptions;
  }

  get maxOptionChars(): number {
    return this.limits().maxOptionChars;
  }

  get canAddOption(): boolean {
    return this.options.length < this.maxOptions;
  }

  get units(): ExpiryUnit[] {
    return expiryUnits(this.limits());
  }

  /** Only options beyond the first two can be deleted (spec part 2 §5). */
  canRemoveOption(index: number): boolean {
    return index >= MIN_POLL_OPTIONS && index < this.options.length;
  }

  /** An option longer than the instance allows is cut, as the input's maxlength would. */
  setOption(index: number, text: string): void {
    if (index < 0 || index >= this.options.length) return;
    this.options[index] = [...text].slice(0, this.maxOptionChars).join('');
  }

  addOption(text = ''): boolean {
    if (!this.canAddOption) return false;
    this.options.push('');
    this.setOption(this.options.length - 1, text);
    return true;
  }

  removeOption(index: number): boolean {
    if (!this.canRemoveOption(index)) return false;
    this.options.splice(index, 1);
    return true;
  }

  setMultiple(multiple: boolean): void {
    this.multiple = multiple;
  }

  /** An amount in one of the offered units, clamped to the instance's range. */
  setExpiry(amount: number, unit: ExpiryUnit): void {
    this.expiresIn = clampExpiry(amount * UNIT_SECONDS[unit], this.limits());
  }

  setExpiresIn(seconds: number): void {
    this.expiresIn = clampExpiry(seconds, this.limits());
  }

  get problem(): PollProblem | undefined {
    return pollProblem(this.options);
  }

  /** What the post sends; undefined when every option is empty (no poll, spec). */
  toNewPoll(): NewPoll | undefined {
    const options = distinctOptions(this.options);
    if (options.length === 0) return undefined;
    return { options, expiresIn: this.expiresIn, multiple: this.multiple };
  }

  reset(): void {
    this.options = ['', ''];
    this.multiple = false;
    this.expiresIn = clampExpiry(DEFAULT_POLL_EXPIRY_SECONDS, this.limits());
  }
}

export type PollLimitProblem =
  | PollProblem
  | { readonly kind: 'too_many_options'; readonly max: number }
  | { readonly kind: 'option_too_long'; readonly option: string; readonly max: number }
  | { readonly kind: 'expiry_out_of_range'; readonly min: number; readonly max: number };

/**
 * Options and expiry given all at once (the CLI, a script): refused with the rule they break
 * rather than cut or clamped, since nobody sees a form being corrected.
 */
export function pollLimitProblem(poll: NewPoll, limits: PollLimits): PollLimitProblem | undefined {
  const filled = distinctOptions(poll.options);
  if (filled.length < MIN_POLL_OPTIONS) return { kind: 'not_enough_options' };
  if (poll.options.length > limits.maxOptions)
    return { kind: 'too_many_options', max: limits.maxOptions };
  const long = poll.options.find((o) => [...o].length > limits.maxOptionChars);
  if (long !== undefined)
    return { kind: 'option_too_long', option: long, max: limits.maxOptionChars };
  if (poll.expiresIn < limits.minExpiration || poll.expiresIn > limits.maxExpiration)
    return { kind: 'expiry_out_of_range', min: limits.minExpiration, max: limits.maxExpiration };
  return undefined;
}
