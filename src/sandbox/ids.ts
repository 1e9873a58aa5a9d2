/**
 * Pleroma-style FlakeIDs: 128 bits = 64-bit millisecond time, 48-bit worker, 16-bit sequence,
 * written in base62 (0-9A-Za-z, which is ASCII order) and padded to 18 characters.
 * Fixed width + ASCII-ordered alphabet means plain string comparison orders ids by time,
 * which is what clients rely on for since_id / max_id / min_id.
 */
const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const WIDTH = 18;
// A fixed "worker" so ids look like Pleroma's but stay deterministic.
const WORKER = 0x5a4db0c1e7n;

function toBase62(value: bigint): string {
  let out = '';
  let v = value;
  while (v > 0n) {
    out = ALPHABET[Number(v % 62n)] + out;
    v /= 62n;
  }
  return out.padStart(WIDTH, '0');
}

/**
 * Issues unique ids ordered by the time they are minted for. The seed mints ids for past
 * times in any order, so the sequence number is kept per millisecond rather than globally.
 */
export class FlakeIdGenerator {
  private readonly seqByMs = new Map<number, number>();

  /** Mints an id for the given time (defaults to now). */
  next(ms: number = Date.now()): string {
    const t = Math.floor(ms);
    const seq = this.seqByMs.get(t) ?? 0;
    this.seqByMs.set(t, seq + 1);
    const value = (BigInt(t) << 64n) | (WORKER << 16n) | BigInt(seq & 0xffff);
    return toBase62(value);
  }
}

/** Lexicographic comparison is chronological for ids of one generator. */
export function compareIds(a: string, b: string): number {
  if (a.length !== b.length) return a.length - b.length;
  return a < b ? -1 : a > b ? 1 : 0;
}
