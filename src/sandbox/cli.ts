import { startSandbox } from './index';
import { FLAVOURS, parseSelection, QUIRKS } from './quirks';

// The CLI loads the sandbox as one lazy piece; `petrel demo` starts it directly.
export { startSandbox };

/** The names `--flavour` and `--quirk` accept (the CLI checks them for a usage error). */
export const FLAVOUR_NAMES: readonly string[] = Object.keys(FLAVOURS);
export const QUIRK_NAMES: readonly string[] = Object.keys(QUIRKS);

/**
 * `petrel sandbox [--port N] [--host H] [--flavour F] [--quirk Q]...`: runs the sandbox until
 * SIGINT/SIGTERM. Prints exactly one line to stdout so scripts can read the address.
 */
export async function runSandboxCommand(opts: {
  port: number;
  host: string;
  flavour?: string;
  quirk?: readonly string[];
}): Promise<void> {
  // The test hooks open only with a secret the starting process chose (none: closed).
  const hookSecret = process.env.PETREL_SANDBOX_HOOK_SECRET;
  const selection = parseSelection(opts.flavour, opts.quirk ?? []);
  const sandbox = await startSandbox({
    port: opts.port,
    host: opts.host,
    quiet: true,
    hookSecret,
    ...selection,
  });
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
