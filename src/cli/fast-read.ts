import type { GlobalOptions } from './context';

/**
 * The command lines scripts and prompts run most (`petrel timeline home --json`), parsed
 * without commander: building the program loaded commander (~57 KB) and made its command,
 * option and help objects before the first request, which kept a command's peak memory over
 * issue 10's 45 MiB. Only plain, valid lines are taken here; anything else (help, an unknown
 * or repeated option, `--opt=value`, a value that fails its check, too many arguments,
 * options after `--`) returns undefined and goes to commander, so usage errors, help and
 * exit codes stay commander's own. tests/cli/fast-read.test.ts holds the two parsers to the
 * same result.
 */
export interface FastTimeline {
  command: 'timeline';
  global: GlobalOptions;
  kind: string;
  arg: string | undefined;
  options: {
    limit: number;
    pages?: number;
    all?: boolean;
    json?: boolean;
    ndjson?: boolean;
    media?: boolean;
    server?: string;
  };
}

export type FastRead = FastTimeline;

/** Options before the command word that take a value, by their key in GlobalOptions. */
const GLOBAL_VALUES: Readonly<Record<string, 'configDir' | 'account' | 'lang'>> = {
  '--config-dir': 'configDir',
  '--account': 'account',
  '--lang': 'lang',
};

/** `timeline`'s options: a flag, or a whole number within a range. */
const TIMELINE_OPTIONS: Readonly<
  Record<string, { key: keyof FastTimeline['options']; range?: [number, number]; text?: true }>
> = {
  '--limit': { key: 'limit', range: [1, 40] },
  '--pages': { key: 'pages', range: [1, 1000] },
  '--all': { key: 'all' },
  '--json': { key: 'json' },
  '--ndjson': { key: 'ndjson' },
  '--media': { key: 'media' },
  '--server': { key: 'server', text: true },
};

/** A value commander would take as given (not an option, not empty). */
const plainValue = (value: string | undefined): value is string =>
  value !== undefined && value !== '' && !value.startsWith('-');

/** A whole number within `range`, as `intInRange` (parse.ts) accepts it; else undefined. */
function wholeNumber(value: string, [min, max]: [number, number]): number | undefined {
  if (!/^\d+$/.test(value)) return undefined;
  const n = Number(value);
  return n >= min && n <= max ? n : undefined;
}

/** `args`: the command line without node and the script. */
export function parseFastRead(args: readonly string[]): FastRead | undefined {
  const global: GlobalOptions = { color: true };
  let i = 0;
  for (; i < args.length; i++) {
    const arg = args[i] as string;
    if (!arg.startsWith('-')) break;
    const key = GLOBAL_VALUES[arg];
    if (key) {
      const value = args[++i];
      if (!plainValue(value) || global[key] !== undefined) return undefined;
      global[key] = value;
    } else if (arg === '--verbose' && !global.verbose) global.verbose = true;
    else if (arg === '--no-color' && global.color) global.color = false;
    else return undefined;
  }
  if (args[i] !== 'timeline') return undefined;
  return parseTimeline(args.slice(i + 1), global);
}

function parseTimeline(args: readonly string[], global: GlobalOptions): FastTimeline | undefined {
  const options: Record<string, string | number | boolean> = { limit: 20 };
  const seen = new Set<string>();
  const positional: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] as string;
    if (!arg.startsWith('-')) {
      positional.push(arg);
      continue;
    }
    const option = TIMELINE_OPTIONS[arg];
    if (!option || seen.has(arg)) return undefined;
    seen.add(arg);
    if (option.range || option.text) {
      const value = args[++i];
      if (!plainValue(value)) return undefined;
      const parsed = option.range ? wholeNumber(value, option.range) : value;
      if (parsed === undefined) return undefined;
      options[option.key] = parsed;
    } else {
      options[option.key] = true;
    }
  }
  if (positional.length > 2 || positional.includes('')) return undefined;
  return {
    command: 'timeline',
    global,
    kind: positional[0] ?? 'home',
    arg: positional[1],
    options: options as FastTimeline['options'],
  };
}
