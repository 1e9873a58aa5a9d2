import { EventEmitter } from 'node:events';
import { closeSync, fstatSync, mkdtempSync, openSync, rmSync, statSync } from 'node:fs';
import { devNull, tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runTui } from '../../../src/terminal/app';
import { dropUnknownCsi, guardStdin } from '../../../src/terminal/app/keys/stdin-guard';
import {
  detachFromTerminal,
  ENTER_ALTERNATE_SCREEN,
  HIDE_CURSOR,
  LEAVE_ALTERNATE_SCREEN,
  lostTerminalCause,
  type ProcessLike,
  SHOW_CURSOR,
  startTerminalSession,
  type TerminalLoss,
} from '../../../src/terminal/app/terminal-session';
import { FakeServer } from './support/fake-server';
import { createTestRoot } from './support/test-root';

/** A TTY-like output stream that records what was written. */
class FakeStdout extends EventEmitter {
  columns = 80;
  rows = 24;
  isTTY = true;
  written = '';
  /** Every write fails the way a hung-up terminal's does (EIO, reported asynchronously). */
  broken = false;
  write = (chunk: string) => {
    if (this.broken) {
      process.nextTick(() => this.emit('error', ioError('EIO')));
      return false;
    }
    this.written += chunk;
    return true;
  };
}

function ioError(code: string): NodeJS.ErrnoException {
  return Object.assign(new Error(`write ${code}`), { code, syscall: 'write' });
}

/** A TTY-like input stream; `type` delivers keys the way a terminal does. */
class FakeStdin extends EventEmitter {
  isTTY = true;
  rawMode: boolean[] = [];
  private queue: string[] = [];
  setRawMode(mode: boolean) {
    this.rawMode.push(mode);
    return this;
  }
  setEncoding() {
    return this;
  }
  ref() {
    return this;
  }
  unref() {
    return this;
  }
  resume() {
    return this;
  }
  pause() {
    return this;
  }
  read(): string | null {
    return this.queue.shift() ?? null;
  }
  type(text: string) {
    this.queue.push(text);
    this.emit('readable');
  }
}

function fakeProcess(): ProcessLike & EventEmitter & { exits: number[] } {
  const emitter = new EventEmitter() as ProcessLike & EventEmitter & { exits: number[] };
  emitter.exitCode = undefined;
  emitter.exits = [];
  emitter.exit = (code?: number) => {
    emitter.exits.push(code ?? 0);
  };
  return emitter;
}

/** Polls up to 15 s: the first render in a fresh worker loads Ink and React, slow on a busy CI. */
async function until(check: () => boolean): Promise<void> {
  for (let i = 0; i < 3000 && !check(); i++) await new Promise((r) => setTimeout(r, 5));
  if (!check()) throw new Error('condition not reached');
}

describe('runTui', () => {
  it('uses the alternate screen and gives the terminal back when the user quits', async () => {
    const server = new FakeServer();
    server.addStatus({ content: '<p>Hello terminal</p>' });
    const { root } = await createTestRoot({ server, signedIn: true });
    const stdout = new FakeStdout();
    const stdin = new FakeStdin();
    const done = runTui({
      root,
      stdout: stdout as unknown as NodeJS.WriteStream,
      stdin: stdin as unknown as NodeJS.ReadStream,
      patchConsole: false,
    });
    await until(() => stdout.written.includes('Hello terminal'));
    expect(stdout.written.startsWith(ENTER_ALTERNATE_SCREEN)).toBe(true);
    expect(stdout.written).toContain(HIDE_CURSOR);
    stdin.type('q');
    await done;
    const tail = stdout.written.slice(stdout.written.lastIndexOf('Hello terminal'));
    expect(tail).toContain(LEAVE_ALTERNATE_SCREEN);
    expect(tail).toContain(SHOW_CURSOR);
    expect(stdin.rawMode.at(-1)).toBe(false);
    root.dispose();
  });
});

describe('terminal session', () => {
  function session() {
    const stdout = new FakeStdout();
    const stdin = new FakeStdin();
    const stderr = new FakeStdout();
    const proc = fakeProcess();
    const aborts: string[] = [];
    const saved: Array<TerminalLoss | undefined> = [];
    let detached = 0;
    const s = startTerminalSession({
      stdout: stdout as unknown as NodeJS.WriteStream,
      stdin: stdin as unknown as NodeJS.ReadStream,
      stderr: stderr as unknown as NodeJS.WriteStream,
      process: proc,
      onAbort: (reason) => aborts.push(reason.kind),
      saveBeforeExit: (loss) => saved.push(loss),
      detach: () => {
        detached += 1;
      },
    });
    return { s, stdout, stdin, stderr, proc, aborts, saved, detached: () => detached };
  }

  /** Lets asynchronously reported write errors arrive. */
  const settle = () => new Promise((resolve) => setImmediate(resolve));

  it('restores the terminal and reports a crash', () => {
    const { stdout, stdin, stderr, proc, aborts } = session();
    proc.emit('uncaughtException', new Error('kaboom'));
    expect(stdout.written).toContain(SHOW_CURSOR + LEAVE_ALTERNATE_SCREEN);
    expect(stdin.rawMode).toEqual([false]);
    expect(stderr.written).toContain('kaboom');
    expect(proc.exitCode).toBe(1);
    expect(aborts).toEqual(['crash']);
  });

  it('restores the terminal on SIGTERM and on an unhandled rejection, once', () => {
    const { s, stdout, proc, aborts } = session();
    proc.emit('SIGTERM');
    proc.emit('unhandledRejection', new Error('late'));
    s.restore();
    expect(stdout.written.split(LEAVE_ALTERNATE_SCREEN)).toHaveLength(2);
    expect(aborts).toEqual(['signal', 'crash']);
    s.dispose();
    expect(proc.listenerCount('SIGTERM')).toBe(0);
    expect(proc.listenerCount('uncaughtException')).toBe(0);
  });

  it('on SIGHUP saves the draft and exits with 129 at once, writing nothing', () => {
    const { s, stdout, stderr, proc, aborts, saved, detached } = session();
    const before = stdout.written;
    proc.emit('SIGHUP');
    s.restore();
    proc.emit('exit');
    expect(stdout.written).toBe(before);
    expect(stderr.written).toBe('');
    expect(saved).toEqual([{ kind: 'hangup' }]);
    expect(detached()).toBe(1);
    expect(proc.exits).toEqual([129]);
    expect(aborts).toEqual([]);
    s.dispose();
    expect(proc.listenerCount('SIGHUP')).toBe(0);
  });

  it.each([
    ['an output write fails with EIO', 'stdout', 'error', ioError('EIO')],
    ['stderr fails with EPIPE', 'stderr', 'error', ioError('EPIPE')],
    ['input ends', 'stdin', 'end', undefined],
    ['a read fails with EIO', 'stdin', 'error', ioError('EIO')],
    ['an EIO nobody listened for is thrown', 'proc', 'uncaughtException', ioError('EIO')],
  ] as const)('treats the terminal as gone when %s', (_, source, event, error) => {
    const ctx = session();
    const before = ctx.stdout.written;
    ctx[source].emit(event, error);
    expect(ctx.proc.exits).toEqual([129]);
    expect(ctx.saved).toHaveLength(1);
    expect(ctx.stdout.written).toBe(before);
    expect(ctx.stderr.written).toBe('');
    expect(ctx.aborts).toEqual([]);
  });

  it('a crash report that cannot be written ends the process once instead of looping', async () => {
    const { stdout, stderr, proc, aborts, saved } = session();
    stdout.broken = true;
    stderr.broken = true;
    proc.emit('uncaughtException', new Error('kaboom'));
    await settle();
    // The failed writes keep coming (Ink, late logs): they change nothing any more.
    for (let i = 0; i < 1000; i++) stderr.emit('error', ioError('EIO'));
    proc.emit('uncaughtException', ioError('EIO'));
    expect(aborts).toEqual(['crash']);
    expect(saved).toEqual([{ kind: 'write-failed', code: 'EIO' }]);
    expect(proc.exits).toEqual([1]);
  });

  it.each([
    ['SIGTERM', 143],
    ['SIGINT', 130],
  ] as const)('%s with a broken output ends the process with %i', async (signal, code) => {
    const { stdout, proc, aborts, saved } = session();
    stdout.broken = true;
    proc.emit(signal);
    expect(aborts).toEqual(['signal']);
    await settle();
    expect(saved).toHaveLength(1);
    expect(proc.exits).toEqual([code]);
  });

  it('a second signal or a second crash ends the process without waiting for the UI', () => {
    const first = session();
    first.proc.emit('SIGTERM');
    expect(first.proc.exits).toEqual([]);
    first.proc.emit('SIGINT');
    expect(first.proc.exits).toEqual([130]);
    expect(first.saved).toEqual([undefined]);

    const second = session();
    second.proc.emit('uncaughtException', new Error('one'));
    second.proc.emit('unhandledRejection', new Error('two'));
    expect(second.proc.exits).toEqual([1]);
    expect(second.stderr.written.match(/stopped because of an error/g)).toHaveLength(1);
  });

  it('knows the error codes of a terminal that went away', () => {
    for (const code of ['EIO', 'EPIPE', 'ENXIO', 'EBADF', 'ECONNRESET']) {
      expect(lostTerminalCause(ioError(code))).toBe(code);
    }
    expect(lostTerminalCause(new Error('kaboom'))).toBeUndefined();
    expect(lostTerminalCause(Object.assign(new Error('x'), { code: 'ENOENT' }))).toBeUndefined();
    expect(lostTerminalCause(null)).toBeUndefined();
  });

  it('detaches a terminal descriptor by pointing it at the null device', () => {
    const dir = mkdtempSync(join(tmpdir(), 'petrel-detach-'));
    const fd = openSync(join(dir, 'tty-stand-in'), 'w');
    try {
      detachFromTerminal([{ fd, isTTY: true } as unknown as NodeJS.WriteStream]);
      const now = fstatSync(fd);
      const nul = statSync(devNull);
      expect([now.dev, now.ino]).toEqual([nul.dev, nul.ino]);
    } finally {
      closeSync(fd);
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('stdin guard', () => {
  it('drops CSI sequences Ink cannot name and keeps the keys it knows', () => {
    expect(dropUnknownCsi('red \x1b[31mtext\x1b[0m')).toBe('red text');
    expect(dropUnknownCsi('\x1b[A')).toBe('\x1b[A');
    expect(dropUnknownCsi('\x1b[1;5A')).toBe('\x1b[1;5A');
    expect(dropUnknownCsi('\x1b[3~')).toBe('\x1b[3~');
    expect(dropUnknownCsi('\x1b[115;5u')).toBe('\x1b[115;5u');
    expect(dropUnknownCsi('plain')).toBe('plain');
  });

  it('filters what Ink reads and passes everything else through', () => {
    const stdin = new FakeStdin();
    const guarded = guardStdin(stdin as unknown as NodeJS.ReadStream);
    stdin.type('a\x1b[31mb');
    expect(guarded.read()).toBe('ab');
    expect(guarded.isTTY).toBe(true);
    guarded.setRawMode(true);
    expect(stdin.rawMode).toEqual([true]);
  });
});
