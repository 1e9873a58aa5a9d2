import { startSandbox } from './index';

// The CLI loads the sandbox as one lazy piece; `petrel demo` starts it directly.
export { startSandbox };

/**
 * `petrel sandbox [--port N] [--host H]`: runs the sandbox until SIGINT/SIGTERM.
 * Prints exactly one line to stdout so scripts can read the address.
 */
export async function runSandboxCommand(opts: { port: number; host: string }): Promise<void> {
  // The test hooks open only with a secret the starting process chose (none: closed).
  const hookSecret = process.env.PETREL_SANDBOX_HOOK_SECRET;
  const sandbox = await startSandbox({ port: opts.port, host: opts.host, quiet: true, hookSecret });
  process.stdout.write(`Sandbox listening on ${sandbox.url}\n`);
  await new Promise<void>((resolve) => {
    const stop = (): void => {
      process.off('SIGINT', stop);
      process.off('SIGTERM', stop);
      sandbox.close().then(resolve, resolve);
    };
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  });
  process.exitCode = 0;
}
