import type { LoggerPort, OpenerPort } from '../../core/ports';

/** The subset of `child_process.spawn` the opener needs; tests pass a recorder. */
export type SpawnLike = (
  command: string,
  args: readonly string[],
  options: { detached: boolean; stdio: 'ignore'; shell: false; windowsHide: boolean },
) => { unref(): void; on(event: 'error', listener: (error: Error) => void): unknown };

export interface OpenerOptions {
  platform?: NodeJS.Platform;
  spawn?: SpawnLike;
  /** Told when the system opener cannot be started (no xdg-open over SSH, for instance). */
  logger?: LoggerPort;
}

/**
 * Opens an http(s) URL in the system browser.
 *
 * Remote content chooses these URLs, so only `http:` and `https:` pass (no `file:`,
 * `javascript:`, custom schemes that launch other programs), and the program is started
 * directly with the URL as one argument, never through a shell, so `&`, `;` or quotes in a
 * URL cannot run commands. The URL is re-serialised by the URL parser first. On Windows
 * `rundll32 url.dll,FileProtocolHandler` replaces `start`, which exists only inside cmd.exe.
 *
 * Throws `TypeError` for a refused URL; a failure to launch is logged, not thrown, because
 * the launch happens after this returns.
 */
export function createOpener(options: OpenerOptions = {}): OpenerPort {
  const platform = options.platform ?? process.platform;
  // child_process is loaded when a link is opened, not by every command that starts.
  const run: SpawnLike =
    options.spawn ??
    ((command, args, spawnOptions) =>
      process.getBuiltinModule('node:child_process').spawn(command, args, spawnOptions));
  return (url) => {
    const href = checkedHref(url);
    const [command, args] = commandFor(platform, href);
    const child = run(command, args, {
      detached: true,
      stdio: 'ignore',
      shell: false,
      windowsHide: true,
    });
    // Without an 'error' listener a missing xdg-open would crash the process.
    child.on('error', (error) =>
      options.logger?.warn(`Could not open a browser (${command})`, error),
    );
    // Let Petrel exit while the browser keeps running.
    child.unref();
  };
}

/** The opener with the current platform's program. */
export const openExternal: OpenerPort = createOpener();

function checkedHref(url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new TypeError('Not a valid URL; only http and https links can be opened');
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    throw new TypeError(
      `Refusing to open a ${parsed.protocol} link; only http and https are allowed`,
    );
  }
  return parsed.href;
}

function commandFor(platform: NodeJS.Platform, href: string): [string, string[]] {
  switch (platform) {
    case 'darwin':
      return ['open', [href]];
    case 'win32':
      return ['rundll32', ['url.dll,FileProtocolHandler', href]];
    default:
      return ['xdg-open', [href]];
  }
}
