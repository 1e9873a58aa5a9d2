import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Command } from 'commander';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { registerLogin } from '../../src/cli/commands/login';
import { registerSession } from '../../src/cli/commands/session';
import { RootStore } from '../../src/core/model/root';
import {
  type HostileServer,
  hostileAccount,
  sendJson,
  startHostileServer,
} from '../support/hostile-server';

// In process, so the test can see which core call the command makes; stdin and stdout
// are the CLI's own writers, replaced here.
const printed: string[] = [];
vi.mock('../../src/cli/io', async (original) => ({
  ...(await original<typeof import('../../src/cli/io')>()),
  nextStdinLine: async () => 'TOKEN-cli',
  printLine: (text: string) => void printed.push(String(text)),
}));

let server: HostileServer;
let configDir: string;

beforeEach(async () => {
  printed.length = 0;
  configDir = await mkdtemp(join(tmpdir(), 'petrel-sign-in-'));
  server = await startHostileServer();
  server.handle((req, res) => {
    if (req.url?.startsWith('/api/v1/accounts/verify_credentials')) {
      if (req.headers.authorization === 'Bearer TOKEN-cli') sendJson(res, 200, hostileAccount());
      else sendJson(res, 401, { error: 'The access token is invalid' });
      return;
    }
    sendJson(res, 404, { error: 'Not found' });
  });
});

afterEach(async () => {
  vi.restoreAllMocks();
  await server.close();
  await rm(configDir, { recursive: true, force: true });
});

async function run(...args: string[]) {
  const program = new Command().exitOverride();
  registerLogin(program, () => ({ configDir }));
  registerSession(program, () => ({ configDir }));
  await program.parseAsync(['node', 'petrel', ...args]);
}

describe('the CLI signs in through the core’s one sequence', () => {
  it('`login --token-stdin` calls root.signIn (no start-up steps), and later commands resume', async () => {
    const signIn = vi.spyOn(RootStore.prototype, 'signIn');
    const resume = vi.spyOn(RootStore.prototype, 'resumeStored');
    await run('login', '--server', server.url, '--token-stdin');
    expect(signIn).toHaveBeenCalledWith({
      method: 'token',
      server: server.url,
      token: 'TOKEN-cli',
      startUp: false,
    });
    expect(printed.join('\n')).toContain('Logged in as @alice');
    // A script's login makes the one verify call and nothing of the UIs' start-up.
    expect(server.seen.map((r) => r.url)).toEqual(['/api/v1/accounts/verify_credentials']);

    await run('whoami');
    expect(resume).toHaveBeenCalled();
    expect(printed.at(-1)).toContain('alice');
  });
});
