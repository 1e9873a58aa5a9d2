/**
 * Starts the sandbox and the `petrel web` server (on the built bundle) in-process, and
 * hands their addresses to the tests through the environment:
 * PETREL_WEB_URL, PETREL_SANDBOX_URL, PETREL_BOB_TOKEN and PETREL_ALICE_TOKEN (to post as them) and
 * PETREL_SANDBOX_HOOK_SECRET (the sandbox's test hooks answer only with it).
 * Returns the teardown.
 */
import { fileURLToPath } from 'node:url';
import { startWebServer } from '../src/cli/web-host/serve';
import { startSandbox } from '../src/sandbox/index';

export default async function globalSetup(): Promise<() => Promise<void>> {
  // PETREL_WEB_DIST: test another build than dist/web (e.g. while dist/web is rebuilt).
  const distDir =
    process.env.PETREL_WEB_DIST ?? fileURLToPath(new URL('../dist/web', import.meta.url));
  const sandbox = await startSandbox({ port: 0 });
  const web = await startWebServer({ port: 0, apiServer: sandbox.url, distDir });
  process.env.PETREL_WEB_URL = web.url;
  process.env.PETREL_SANDBOX_URL = sandbox.url;
  process.env.PETREL_BOB_TOKEN = sandbox.state.tokenFor('bob');
  process.env.PETREL_ALICE_TOKEN = sandbox.state.tokenFor('alice');
  process.env.PETREL_SANDBOX_HOOK_SECRET = sandbox.hookSecret;
  return async () => {
    await web.close();
    await sandbox.close();
  };
}
