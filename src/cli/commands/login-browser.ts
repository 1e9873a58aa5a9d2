import { describeError, NetworkError } from '../../core/errors';
import type { RootStore } from '../../core/model/root';
import { terminalText } from '../../shared/text/terminal-safe';
import { CliError, ExitCode, usageError } from '../exit-codes';
import { nextStdinLine, printError, printLine, promptLine } from '../io';

/**
 * `petrel login --browser` and the fallback from a refused password login: the
 * authorization-code flow with the out-of-band redirect. The server's sign-in page is
 * printed (and opened with the system opener when there is one); its code comes back on
 * standard input, typed at a prompt or piped by a script (`--code-stdin`).
 */
export async function loginInBrowser(
  root: RootStore,
  server: string,
  options: { codeStdin: boolean },
): Promise<void> {
  let url: string;
  try {
    url = await root.session.beginBrowserLogin(server);
  } catch (error) {
    throw new CliError(
      `Could not start the sign-in: ${describeError(error)}`,
      error instanceof NetworkError ? ExitCode.network : ExitCode.server,
    );
  }
  printError(terminalText('Open this address in a browser, sign in, and paste the code it shows:'));
  // The address alone on stdout, so a script can read it.
  printLine(terminalText(url));
  openQuietly(root, url);
  const fromStdin = options.codeStdin || !process.stdin.isTTY;
  const answer = fromStdin
    ? await nextStdinLine()
    : await promptLine(terminalText('Authorization code: '));
  if (!answer?.trim()) throw usageError('No authorization code was given');
  const ok = await root.session.loginWithCode(server, answer);
  if (!ok) {
    const error = root.session.loginError;
    throw new CliError(
      `The sign-in did not complete${error ? `: ${error.detail}` : ''}`,
      error?.code === 'network' ? ExitCode.network : ExitCode.notLoggedIn,
    );
  }
}

/** The opener is a convenience: the printed address is the way that always works. */
function openQuietly(root: RootStore, url: string): void {
  try {
    root.ports.open?.(url);
  } catch (error) {
    root.ports.logger.warn('Could not open the sign-in page', error);
  }
}
