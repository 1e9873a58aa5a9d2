import { PassThrough } from 'node:stream';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { detectKittyKeyboard } from '../../../src/terminal/app/keys/kitty-keyboard';

/** A stand-in TTY: what the program writes lands in `written`; `type` is the terminal's side. */
function terminal() {
  const stdin = Object.assign(new PassThrough(), {
    isTTY: true,
    isRaw: false,
    setRawMode(mode: boolean) {
      stdin.isRaw = mode;
      return stdin;
    },
  });
  let written = '';
  const stdout = Object.assign(new PassThrough(), { isTTY: true });
  stdout.on('data', (d: Buffer) => {
    written += d.toString('latin1');
  });
  return {
    stdin: stdin as unknown as NodeJS.ReadStream,
    stdout: stdout as unknown as NodeJS.WriteStream,
    type: (text: string) => stdin.write(text),
    written: () => written,
  };
}

/** What Ink reads next: its `readable` + `read()` loop, once. */
function readLikeInk(stdin: NodeJS.ReadStream): Promise<string> {
  return new Promise((resolve) => {
    stdin.setEncoding('utf8');
    const onReadable = () => {
      let text = '';
      for (let chunk = stdin.read(); chunk !== null; chunk = stdin.read()) text += chunk;
      stdin.off('readable', onReadable);
      resolve(text);
    };
    stdin.on('readable', onReadable);
  });
}

const KITTY = { TERM: 'xterm-kitty', KITTY_WINDOW_ID: '1' };

afterEach(() => {
  vi.useRealTimers();
});

describe('detectKittyKeyboard', () => {
  it('a kitty terminal answering the flags query is enabled; keys typed meanwhile arrive once', async () => {
    const tty = terminal();
    const mode = detectKittyKeyboard(tty.stdin, tty.stdout, { env: KITTY });
    tty.type(':t');
    tty.type('\x1b[?1u');
    tty.type('\x1b[?62;22c');
    expect(await mode).toBe('enabled');
    expect(tty.written()).toBe('\x1b[?u\x1b[c');
    tty.type('a');
    expect(await readLikeInk(tty.stdin)).toBe(':ta');
  });

  it('a terminal that answers only the attributes query is disabled at once', async () => {
    const tty = terminal();
    const mode = detectKittyKeyboard(tty.stdin, tty.stdout, { env: KITTY, timeoutMs: 60_000 });
    tty.type('\x1b[?62;c');
    expect(await mode).toBe('disabled');
  });

  it('no answer at all: disabled after the timeout, early keys kept once', async () => {
    vi.useFakeTimers();
    const tty = terminal();
    const mode = detectKittyKeyboard(tty.stdin, tty.stdout, { env: KITTY, timeoutMs: 200 });
    tty.type('é:');
    await vi.advanceTimersByTimeAsync(200);
    expect(await mode).toBe('disabled');
    vi.useRealTimers();
    tty.type('m');
    expect(await readLikeInk(tty.stdin)).toBe('é:m');
  });

  it('a terminal that does not claim kitty is not asked', async () => {
    const tty = terminal();
    expect(await detectKittyKeyboard(tty.stdin, tty.stdout, { env: { TERM: 'xterm' } })).toBe(
      'disabled',
    );
    expect(tty.written()).toBe('');
  });
});
