import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type Sandbox, startSandbox } from '../../src/sandbox/index';
import { Pty, tuiEnv } from '../support/pty-run';
import { hasScript } from '../support/pty-screen';
import { loginWithToken } from './run-cli';

/**
 * The bundled `petrel tui` in a pty against the sandbox (issue 15): alice, the admin, opens
 * the administration view with `g !`, resolves the newest open report with `r`, and the
 * sandbox keeps it resolved.
 */

const TEST_TIMEOUT_MS = 90_000;

let work: string;
let sandbox: Sandbox;
let configDir: string;
const runs: Pty[] = [];

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'petrel-tui-admin-'));
  sandbox = await startSandbox({ port: 0 });
  configDir = join(work, 'config');
  await loginWithToken(sandbox.url, sandbox.state.tokenFor('alice'), configDir);
});

afterEach(() => {
  for (const run of runs.splice(0)) run.stop();
});

afterAll(async () => {
  await sandbox?.close();
  if (work) await rm(work, { recursive: true, force: true });
});

describe.skipIf(!hasScript)(
  'the administration view in the terminal UI, against the sandbox',
  () => {
    it(
      'g ! opens the reports queue; r resolves the report under the cursor on the server',
      async () => {
        const report = sandbox.seed.moderation.openReports[0]!;
        const pty = new Pty(['tui'], tuiEnv(configDir, join(work, 'cache')));
        runs.push(pty);
        await pty.waitFor('? help');
        await pty.type('g');
        await pty.type('!');
        await pty.waitFor('grace reported hank@loud.example');
        expect(pty.screen()).toContain('[Reports]');
        await pty.type('r');
        await pty.waitFor(`Report ${report} is now Resolved.`);
        expect(sandbox.state.reports.get(report)?.state).toBe('resolved');
        const answer = await fetch(`${sandbox.url}/api/v1/pleroma/admin/reports/${report}`, {
          headers: { authorization: `Bearer ${sandbox.state.tokenFor('alice')}` },
        });
        expect(((await answer.json()) as { state: string }).state).toBe('resolved');
      },
      TEST_TIMEOUT_MS,
    );
  },
);
