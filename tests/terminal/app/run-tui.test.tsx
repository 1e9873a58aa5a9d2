import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import { runTui } from '../../../src/terminal/app';
import { dropUnknownCsi, guardStdin } from '../../../src/terminal/app/keys/stdin-guard';
import {
  ENTER_ALTERNATE_SCREEN,
  HIDE_CURSOR,
  LEAVE_ALTERNATE_SCREEN,
  type ProcessLike,
  SHOW_CURSOR,
  startTerminalSession,
} from '../../../src/terminal/app/terminal-session';
import { FakeServer } from './support/fake-server';
import { createTestRoot } from './support/test-root';

/** A TTY-like output stream that records what was written. */
class FakeStdout extends EventEmitter {
  columns = 80;
  rows = 24;
  isTTY = true;
  written = '';
  write = (chunk: string) => {
    this.written += chunk;
    return true;
  };
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

function fakeProcess(): ProcessLike & EventEmitter {
  const emitter = new EventEmitter() as ProcessLike & EventEmitter;
  emitter.exitCode = undefined;
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
    const s = startTerminalSession({
      stdout: stdout as unknown as NodeJS.WriteStream,
      stdin: stdin as unknown as NodeJS.ReadStream,
      stderr: stderr as unknown as NodeJS.WriteStream,
      process: proc,
      onAbort: (reason) => aborts.push(reason.kind),
    });
    return { s, stdout, stdin, stderr, proc, aborts };
  }

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

  it('ends the UI on SIGHUP without writing to the terminal that went away', () => {
    const { s, stdout, proc, aborts } = session();
    const before = stdout.written;
    proc.emit('SIGHUP');
    s.restore();
    expect(stdout.written).toBe(before);
    expect(proc.exitCode).toBe(129);
    expect(aborts).toEqual(['signal']);
    s.dispose();
    expect(proc.listenerCount('SIGHUP')).toBe(0);
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
