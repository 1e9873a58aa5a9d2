/**
 * Pleroma-style FlakeIDs: 18 base62 characters (0-9A-Za-z, which is ASCII order) made of
 * fixed-width fields: 7 for the millisecond time, 7 for a constant "worker", 4 for a
 * per-millisecond sequence. Fixed width + ASCII-ordered alphabet means plain string
 * comparison orders ids by time, which is what since_id / max_id / min_id rely on.
 * (Plain numbers, not BigInt: the seed mints hundreds of ids and start-up must stay fast.)
 */
const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const WORKER = 'Pe7reLS';

function base62(value: number, width: number): string {
  let out = '';
  let v = Math.floor(value);
  while (v > 0) {
    out = ALPHABET[v % 62] + out;
    v = Math.floor(v / 62);
  }
  return out.padStart(width, '0');
}

/**
 * Issues unique ids ordered by the time they are minted for. The seed mints ids for past
 * times in any order, so the sequence number is kept per millisecond rather than globally.
 */
export class FlakeIdGenerator {
  private readonly seqByMs = new Map<number, number>();
  /** 7 characters that tell servers apart (federated sandboxes mint different ids). */
  worker = WORKER;

  /** Mints an id for the given time (defaults to now). */
  next(ms: number = Date.now()): string {
    const t = Math.floor(ms);
    const seq = this.seqByMs.get(t) ?? 0;
    this.seqByMs.set(t, seq + 1);
    return `${base62(t, 7)}${this.worker}${base62(seq, 4)}`;
  }
}

/** Lexicographic comparison is chronological for ids of one generator. */
export function compareIds(a: string, b: string): number {
  if (a.length !== b.length) return a.length - b.length;
  return a < b ? -1 : a > b ? 1 : 0;
}
