import { beforeEach, describe, expect, it, vi } from 'vitest';
import { parseFastRead } from '../../src/cli/fast-read';
import { runProgram } from '../../src/cli/program-run';

/**
 * `petrel timeline ...` is parsed without commander when the line is plain
 * (src/cli/fast-read.ts): the two parsers must hand the command the same arguments, and
 * every line the fast one does not take must be left to commander (help, errors, exit codes).
 */

const calls: unknown[][] = [];
vi.mock('../../src/cli/commands/timeline-run', async (original) => ({
  ...(await original<typeof import('../../src/cli/commands/timeline-run')>()),
  runTimeline: async (...args: unknown[]) => {
    calls.push(args);
  },
}));

beforeEach(() => {
  calls.length = 0;
});

/** What commander hands `runTimeline` for `args`. */
async function viaCommander(args: string[]): Promise<unknown[]> {
  expect(await runProgram(['node', 'petrel', ...args])).toBe(0);
  expect(calls).toHaveLength(1);
  const [global, kind, arg, options] = calls[0] as [object, string, string, object];
  // commander's own keys for options not given are absent, as in the fast parser's result.
  return [{ color: true, ...global }, kind, arg, { ...options }];
}

const TAKEN = [
  ['timeline'],
  ['timeline', 'home', '--limit', '20'],
  ['timeline', 'home', '--limit', '20', '--json'],
  ['timeline', '--json', 'home'],
  ['timeline', 'tag', 'linux', '--ndjson', '--pages', '3'],
  ['timeline', 'public', '--server', 'https://example.social', '--all'],
  ['timeline', 'user', 'bob', '--media', '--limit', '40'],
  ['timeline', 'mentions', '--limit', '1', '--pages', '1000'],
  ['--verbose', 'timeline', 'local'],
  ['--no-color', '--config-dir', '/tmp/x', '--account', 'bob', '--lang', 'de', 'timeline'],
  ['timeline', 'nonsense'],
  ['timeline', '--json', '--ndjson'],
];

const LEFT_TO_COMMANDER = [
  ['timeline', '--help'],
  ['timeline', '-h'],
  ['--help', 'timeline'],
  ['--version'],
  ['timeline', '--limit', '0'],
  ['timeline', '--limit', '41'],
  ['timeline', '--limit', '2x'],
  ['timeline', '--limit'],
  ['timeline', '--limit=20'],
  ['timeline', '--limit', '5', '--limit', '6'],
  ['timeline', '--pages', '1001'],
  ['timeline', '--jsn'],
  ['timeline', 'home', 'extra', 'more'],
  ['timeline', '--', 'home'],
  ['timeline', '--server', '--json'],
  ['timeline', 'home', '--verbose'],
  ['--config-dir', 'timeline'],
  ['--verbose', '--verbose', 'timeline'],
  ['timelines'],
  ['post', 'hello'],
  [],
];

describe('the read commands’ own parser', () => {
  it.each(TAKEN)('hands `%s` the same arguments as commander', async (...args: string[]) => {
    const fast = parseFastRead(args);
    expect(fast).toBeDefined();
    expect([fast?.global, fast?.kind, fast?.arg, fast?.options]).toEqual(await viaCommander(args));
  });

  it.each(LEFT_TO_COMMANDER)('leaves `%s` to commander', (...args: string[]) => {
    expect(parseFastRead(args)).toBeUndefined();
  });
});
