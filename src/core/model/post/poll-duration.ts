// Apart from the poll draft (MobX) so that scripts parsing `--expires` do not load MobX.
const DURATION_SECONDS: Readonly<Record<string, number>> = { s: 1, m: 60, h: 3600, d: 86400 };

/** A poll's run as typed in a one-line field or an option: `90s`, `10m`, `2h`, `1d`. */
export function parseDuration(text: string): number | undefined {
  const match = /^(\d+)\s*([smhd])$/.exec(text.trim());
  return match ? Number(match[1]) * DURATION_SECONDS[match[2]!]! : undefined;
}
