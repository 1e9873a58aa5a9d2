import { spawn } from 'node:child_process';
import { createServer as createNetServer } from 'node:net';
import { fileURLToPath } from 'node:url';

export const PETREL = fileURLToPath(new URL('../../bin/petrel', import.meta.url));

export interface CliResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Run `bin/petrel` as a user would: a separate process, optional stdin, own config dir. */
export function runCli(
  args: string[],
  options: { configDir: string; stdin?: string; env?: Record<string, string> },
): Promise<CliResult> {
  return runNode([PETREL, ...args], {
    env: {
      ...process.env,
      PETREL_CONFIG_DIR: options.configDir,
      NO_COLOR: '1',
      HTTPS_PROXY: '',
      HTTP_PROXY: '',
      ...options.env,
    },
    stdin: options.stdin,
  });
}

/** Run `node ARGS` to its end, collecting its output; stdin gets `stdin` (or nothing). */
export function runNode(
  args: string[],
  options: { env: NodeJS.ProcessEnv | Record<string, string | undefined>; stdin?: string },
): Promise<CliResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, {
      env: options.env,
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (d: string) => {
      stdout += d;
    });
    child.stderr.setEncoding('utf8').on('data', (d: string) => {
      stderr += d;
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
    // A command that refuses its arguments may exit before reading stdin: not a test error.
    child.stdin.on('error', () => {});
    child.stdin.end(options.stdin ?? '');
  });
}

/** A loopback port with nothing listening: connections are refused. */
export async function closedPort(): Promise<number> {
  const server = createNetServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return typeof address === 'object' && address ? address.port : 9;
}

/** `petrel login --token-stdin` into `configDir` as a user would; fails the test if refused. */
export async function loginWithToken(
  server: string,
  token: string,
  configDir: string,
): Promise<void> {
  const login = await runCli(['login', '--server', server, '--token-stdin'], {
    configDir,
    stdin: `${token}\n`,
  });
  if (login.code !== 0) throw new Error(`login failed (${login.code}): ${login.stderr}`);
}
