/** Spec part 2 §5: the mute duration's units. */
export type MuteDurationUnit = 'minutes' | 'hours' | 'days';

export const MUTE_DURATION_UNITS: readonly MuteDurationUnit[] = ['minutes', 'hours', 'days'];

const UNIT_SECONDS: Readonly<Record<MuteDurationUnit, number>> = {
  minutes: 60,
  hours: 3600,
  days: 86_400,
};

/** A mute's duration as the confirmation asks for it: an amount and a unit. */
export interface MuteDuration {
  amount: number;
  unit: MuteDurationUnit;
}

/**
 * Seconds for `expires_in` (spec part 2 §5: a numeric amount, minimum 0, with unit minutes,
 * hours or days; 0 means no expiry), or null when the amount is not a number ≥ 0.
 */
export function muteSeconds(duration: MuteDuration): number | null {
  const { amount } = duration;
  if (!Number.isFinite(amount) || amount < 0) return null;
  return Math.round(amount * UNIT_SECONDS[duration.unit]);
}

/**
 * A duration typed as text, as the CLI and the terminal read it: `0`, `30m`, `2h`, `7d`, or
 * the words (`30 minutes`, `1 day`); a bare number counts minutes. Null when unreadable.
 */
export function parseMuteDuration(text: string): MuteDuration | null {
  const match = /^\s*(\d+(?:\.\d+)?)\s*([a-z]*)\s*$/i.exec(text);
  if (!match) return null;
  const amount = Number(match[1]);
  const word = (match[2] ?? '').toLowerCase();
  const unit = unitOf(word);
  if (!unit) return null;
  return { amount, unit };
}

function unitOf(word: string): MuteDurationUnit | null {
  if (word === '' || /^(m|min|mins|minute|minutes)$/.test(word)) return 'minutes';
  if (/^(h|hr|hrs|hour|hours)$/.test(word)) return 'hours';
  if (/^(d|day|days)$/.test(word)) return 'days';
  return null;
}
