import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { optimiseAfterStart } from '../../src/terminal/ports/startup-compiler';
import { runCli, runNode } from './run-cli';

/**
 * The terminal UI's heap (issue 10: RSS ≤ 60 MiB): bin/petrel tells V8 to keep the young
 * generation at its start size and to collect the old one sooner, for UI runs only.
 */

interface UiHeap {
  UI_HEAP_FLAGS: string[];
  START_FLAG: string;
  BASELINE_START_FLAG: string;
  BASELINE_RESUME_FLAG: string;
  WASM_START_FLAG: string;
  WASM_RESUME_FLAG: string;
  MAGLEV_START_FLAG: string;
  MAGLEV_RESUME_FLAG: string;
  RESUME_KEY: symbol;
  maglevOnByDefault(v8Version?: string, arch?: string): boolean;
  tuneHeapForTheUi(set?: (flags: string) => void, given?: string[]): string[];
  holdOptimisationWhileStarting(
    set: (flags: string) => void,
    given: string[],
    target: Record<symbol, unknown>,
    onExit: (listener: () => void) => void,
    maglev?: boolean,
  ): boolean;
  saveCacheOnceStarted(save: () => void, target?: Record<symbol, unknown>): void;
}

const UI_HEAP = fileURLToPath(new URL('../../bin/ui-heap.cjs', import.meta.url));
const {
  UI_HEAP_FLAGS,
  START_FLAG,
  BASELINE_START_FLAG,
  BASELINE_RESUME_FLAG,
  WASM_START_FLAG,
  WASM_RESUME_FLAG,
  MAGLEV_START_FLAG,
  MAGLEV_RESUME_FLAG,
  RESUME_KEY,
  maglevOnByDefault,
  holdOptimisationWhileStarting: holdWithMaglev,
  saveCacheOnceStarted,
  tuneHeapForTheUi,
} = createRequire(import.meta.url)(UI_HEAP) as UiHeap;
const STARTING = `${START_FLAG} ${BASELINE_START_FLAG} ${WASM_START_FLAG}`;
const RESUMED = `--opt ${BASELINE_RESUME_FLAG} ${WASM_RESUME_FLAG}`;
/** The launcher's hold on a V8 without Maglev on by default (Node 20): what most cases check. */
const holdOptimisationWhileStarting = (
  set: (flags: string) => void,
  given: string[],
  target: Record<symbol, unknown>,
  onExit: (listener: () => void) => void,
) => holdWithMaglev(set, given, target, onExit, false);
/** What the launcher sets at start on the Node running the tests. */
const STARTING_HERE = maglevOnByDefault()
  ? `${START_FLAG} ${BASELINE_START_FLAG} ${MAGLEV_START_FLAG} ${WASM_START_FLAG}`
  : STARTING;

// A loaded two-core machine starts Node slowly; nothing here measures time.
const PROCESS_TIMEOUT = 60_000;

let work: string;
beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'petrel-ui-heap-'));
});
afterAll(async () => {
  if (work) await rm(work, { recursive: true, force: true });
});

describe('tuneHeapForTheUi', () => {
  it('sets the young-generation, old-generation and inlining flags in one call', () => {
    const calls: string[] = [];
    expect(tuneHeapForTheUi((flags) => calls.push(flags), [])).toEqual(UI_HEAP_FLAGS);
    expect(calls).toEqual([
      '--semi-space-growth-factor=1 --heap-growing-percent=50 --max-inlined-bytecode-size-cumulative=300',
    ]);
  });

  it("leaves a flag the user gave Node (NODE_OPTIONS or node's arguments) alone", () => {
    const calls: string[] = [];
    tuneHeapForTheUi((flags) => calls.push(flags), ['--heap-growing-percent=50']);
    tuneHeapForTheUi((flags) => calls.push(flags), ['--semi_space_growth_factor=3', '']);
    tuneHeapForTheUi(
      (flags) => calls.push(flags),
      [
        '--semi-space-growth-factor=4 --heap_growing_percent=10',
        '--max-inlined-bytecode-size-cumulative=920',
      ],
    );
    const inlining = '--max-inlined-bytecode-size-cumulative=300';
    expect(calls).toEqual([
      `--semi-space-growth-factor=1 ${inlining}`,
      `--heap-growing-percent=50 ${inlining}`,
    ]);
  });

  it(
    'keeps the young generation at its start size while a render-like load runs',
    async () => {
      // Frames of rows kept while the next ones are drawn: objects that survive young
      // collections, which by default make V8 double the young generation (to 2x16 MiB).
      const script = join(work, 'young.cjs');
      await writeFile(
        script,
        `const v8 = require('node:v8');
if (process.argv[2] === 'tuned') require(${JSON.stringify(UI_HEAP)}).tuneHeapForTheUi();
const young = () => v8.getHeapSpaceStatistics().find((s) => s.space_name === 'new_space').space_size;
const recent = [];
for (let frame = 0; frame < 3000; frame++) {
  recent.push(Array.from({ length: 200 }, (_, i) => ({ text: 'row ' + frame + ' ' + i, cells: [i, frame] })));
  if (recent.length > 8) recent.shift();
}
process.stdout.write(String(young() / 1048576));
`,
      );
      const env = { PATH: process.env.PATH };
      const plain = await runNode([script, 'plain'], { env });
      const tuned = await runNode([script, 'tuned'], { env });
      expect(plain.stderr + tuned.stderr).toBe('');
      // Two 1 MiB semi-spaces: the size V8 starts with.
      expect(Number(tuned.stdout)).toBeLessThanOrEqual(2);
      expect(Number(plain.stdout)).toBeGreaterThan(2);
    },
    PROCESS_TIMEOUT,
  );
});

/** The flags set as the UI starts and as it resumes, for what the user gave Node. */
function heldThenResumed(given: string[], maglev: boolean): string[] {
  const calls: string[] = [];
  const target: Record<symbol, unknown> = {};
  holdWithMaglev(
    (f) => calls.push(f),
    given,
    target,
    () => {},
    maglev,
  );
  (target[RESUME_KEY] as () => void)();
  return calls;
}

describe('holdOptimisationWhileStarting', () => {
  it("holds the optimising and baseline compilers and yoga's tier-up back until the UI says its first frame is out", () => {
    const calls: string[] = [];
    const target: Record<symbol, unknown> = {};
    const exits: Array<() => void> = [];
    expect(
      holdOptimisationWhileStarting(
        (f) => calls.push(f),
        [],
        target,
        (l) => exits.push(l),
      ),
    ).toBe(true);
    expect(calls).toEqual([STARTING]);
    // What src/terminal/ports/startup-compiler.ts calls after the first frame, once.
    (target[RESUME_KEY] as () => void)();
    (target[RESUME_KEY] as () => void)();
    expect(calls).toEqual([STARTING, RESUMED]);
    // The compile cache is written at exit with the flags the next start reads it with.
    for (const exit of exits) exit();
    expect(calls).toEqual([STARTING, RESUMED, STARTING]);
  });

  it('holds Maglev back too where V8 has it on by default (Node 22+ on x64 and arm64), unless the user chose', () => {
    const held = (given: string[]): string[] => heldThenResumed(given, true);
    expect(held([])).toEqual([
      `${START_FLAG} ${BASELINE_START_FLAG} ${MAGLEV_START_FLAG} ${WASM_START_FLAG}`,
      `--opt ${BASELINE_RESUME_FLAG} ${MAGLEV_RESUME_FLAG} ${WASM_RESUME_FLAG}`,
    ]);
    expect(held(['--maglev'])).toEqual([STARTING, RESUMED]);
    expect(held(['--no-maglev'])).toEqual([STARTING, RESUMED]);
    expect(maglevOnByDefault('11.3.244.8-node.33', 'x64')).toBe(false);
    expect(maglevOnByDefault('12.4.254.21-node.33', 'x64')).toBe(true);
    expect(maglevOnByDefault('13.6.233.10-node.28', 'arm64')).toBe(true);
    expect(maglevOnByDefault('13.6.233.10-node.28', 'ppc64')).toBe(false);
  });

  it("is resumed by the UI's optimiseAfterStart once, and not at all without the launcher", () => {
    const holder = globalThis as unknown as Record<symbol, unknown>;
    expect(() => optimiseAfterStart()).not.toThrow();
    const calls: string[] = [];
    holdOptimisationWhileStarting(
      (f) => calls.push(f),
      [],
      holder,
      () => {},
    );
    try {
      optimiseAfterStart();
      optimiseAfterStart();
      expect(calls).toEqual([STARTING, RESUMED]);
    } finally {
      delete holder[RESUME_KEY];
    }
  });

  it('writes the compile cache at the first frame, under the start-up flags, with or without held compilers', () => {
    const holder = globalThis as unknown as Record<symbol, unknown>;
    const calls: string[] = [];
    holdOptimisationWhileStarting(
      (f) => calls.push(f),
      [],
      holder,
      () => {},
    );
    saveCacheOnceStarted(() => calls.push('save'), holder);
    try {
      optimiseAfterStart();
      optimiseAfterStart();
      // Saved before the compilers are resumed (V8 refuses a cache made under other flags).
      expect(calls).toEqual([STARTING, 'save', RESUMED]);
    } finally {
      delete holder[RESUME_KEY];
    }
    // A user who chose every compiler flag: nothing is held, the cache is still saved then.
    const saved: string[] = [];
    saveCacheOnceStarted(() => saved.push('save'), holder);
    try {
      optimiseAfterStart();
      expect(saved).toEqual(['save']);
    } finally {
      delete holder[RESUME_KEY];
    }
  });

  it('leaves the choice to a user who set either compiler on or off, or the tiering budget', () => {
    const held = (given: string[]): string[] => heldThenResumed(given, false);
    for (const given of [['--no-opt'], ['--turbofan'], ['--max-old-space-size=99 --opt']]) {
      expect(held(given)).toEqual([
        `${BASELINE_START_FLAG} ${WASM_START_FLAG}`,
        `${BASELINE_RESUME_FLAG} ${WASM_RESUME_FLAG}`,
      ]);
    }
    for (const given of [['--no-sparkplug'], ['--sparkplug --max-semi-space-size=1']]) {
      expect(held(given)).toEqual([
        `${START_FLAG} ${WASM_START_FLAG}`,
        `--opt ${WASM_RESUME_FLAG}`,
      ]);
    }
    const calls: string[] = [];
    const target: Record<symbol, unknown> = {};
    expect(
      holdOptimisationWhileStarting(
        (f) => calls.push(f),
        ['--opt', '--wasm_tiering_budget=5', '--sparkplug'],
        target,
        () => {},
      ),
    ).toBe(false);
    expect(calls).toEqual([]);
    expect(target[RESUME_KEY]).toBeUndefined();
  });
});

describe('bin/petrel', () => {
  const flagsSet = async (args: string[], code: number): Promise<string[]> => {
    const preload = join(work, 'record-flags.cjs');
    const out = join(work, `flags-${args.join('-')}.json`);
    await writeFile(
      preload,
      `const v8 = require('node:v8');
const calls = [];
const set = v8.setFlagsFromString;
v8.setFlagsFromString = (flags) => { calls.push(flags); return set(flags); };
process.on('exit', () => require('node:fs').writeFileSync(process.env.FLAGS_OUT, JSON.stringify(calls)));
`,
    );
    const result = await runCli(args, {
      configDir: join(work, 'config'),
      env: { NODE_OPTIONS: `--require ${preload}`, FLAGS_OUT: out },
    });
    expect(result.code).toBe(code);
    return JSON.parse(await readFile(out, 'utf8')) as string[];
  };

  it(
    'tunes the heap for the terminal UI only',
    async () => {
      // Without a terminal the UI refuses (exit 2) after the launcher chose its bundle.
      expect(await flagsSet(['tui'], 2)).toEqual([UI_HEAP_FLAGS.join(' '), STARTING_HERE]);
      expect(await flagsSet(['--version'], 0)).toEqual([]);
    },
    PROCESS_TIMEOUT,
  );
});
