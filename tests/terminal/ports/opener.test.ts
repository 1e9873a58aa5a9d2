import { describe, expect, it } from 'vitest';
import type { LoggerPort } from '../../../src/core/ports';
import { createOpener, type SpawnLike } from '../../../src/terminal/ports/opener';

interface Call {
  command: string;
  args: readonly string[];
  options: Parameters<SpawnLike>[2];
  unrefd: boolean;
}

function recorder(failWith?: Error) {
  const calls: Call[] = [];
  const spawn: SpawnLike = (command, args, options) => {
    const call: Call = { command, args, options, unrefd: false };
    calls.push(call);
    return {
      unref: () => {
        call.unrefd = true;
      },
      on: (_event, listener) => {
        if (failWith) queueMicrotask(() => listener(failWith));
      },
    };
  };
  return { calls, spawn };
}

describe('createOpener', () => {
  it('starts xdg-open on Linux directly, detached, with the URL as one argument', () => {
    const { calls, spawn } = recorder();
    createOpener({ platform: 'linux', spawn })('https://pleroma.example/notice/1?a=1&b=$(id)');
    expect(calls).toEqual([
      {
        command: 'xdg-open',
        args: ['https://pleroma.example/notice/1?a=1&b=$(id)'],
        options: { detached: true, stdio: 'ignore', shell: false, windowsHide: true },
        unrefd: true,
      },
    ]);
  });

  it('uses open on macOS and the URL protocol handler on Windows', () => {
    const mac = recorder();
    createOpener({ platform: 'darwin', spawn: mac.spawn })('http://x.example/');
    expect(mac.calls[0]?.command).toBe('open');
    const win = recorder();
    createOpener({ platform: 'win32', spawn: win.spawn })('https://x.example/a&b');
    expect(win.calls[0]?.command).toBe('rundll32');
    expect(win.calls[0]?.args).toEqual(['url.dll,FileProtocolHandler', 'https://x.example/a&b']);
  });

  it('refuses anything that is not an http(s) link', () => {
    const { calls, spawn } = recorder();
    const open = createOpener({ platform: 'linux', spawn });
    for (const url of [
      'file:///etc/passwd',
      'javascript:alert(1)',
      'data:text/html,hi',
      'ssh://host',
      '--help',
      'not a url',
    ]) {
      expect(() => open(url)).toThrow(TypeError);
    }
    expect(calls).toEqual([]);
  });

  it('passes the normalised URL, so spaces and quotes stay inside one argument', () => {
    const { calls, spawn } = recorder();
    createOpener({ platform: 'linux', spawn })('https://x.example/a b"c');
    expect(calls[0]?.args).toEqual(['https://x.example/a%20b%22c']);
  });

  it('logs, instead of crashing, when no opener program exists', async () => {
    const { spawn } = recorder(
      Object.assign(new Error('spawn xdg-open ENOENT'), { code: 'ENOENT' }),
    );
    const warnings: string[] = [];
    const logger: LoggerPort = { debug: () => {}, error: () => {}, warn: (m) => warnings.push(m) };
    createOpener({ platform: 'linux', spawn, logger })('https://x.example/');
    await Promise.resolve();
    expect(warnings).toEqual(['Could not open a browser (xdg-open)']);
  });
});
