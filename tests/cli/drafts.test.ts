import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Sandbox, startSandbox } from '../../src/sandbox/index';
import { loginWithToken, runCli } from './run-cli';

/**
 * `petrel post` whose send fails (the sandbox answers 500, or drops the connection) keeps
 * the words as a draft; `petrel drafts` lists it in a later process, `resume` sends it,
 * `discard` throws it away.
 */

let sandbox: Sandbox;
let work: string;
let configDir: string;

interface DraftJson {
  id: string;
  context: string;
  status: string;
  spoiler_text: string;
  visibility: string;
  error: string | null;
}

/** The next posts fail (`times` of them: the client retries a dropped idempotent post). */
async function failNextPost(status: number, times = 1): Promise<void> {
  const res = await fetch(`${sandbox.url}/__sandbox/faults`, {
    method: 'POST',
    headers: { ...sandbox.hookHeaders, 'content-type': 'application/json' },
    body: JSON.stringify({ method: 'POST', path: '/api/v1/statuses', status, body: 'boom', times }),
  });
  expect(res.status).toBe(201);
}

async function listed(): Promise<DraftJson[]> {
  const result = await runCli(['drafts', '--json'], { configDir });
  expect(result.stderr).toBe('');
  expect(result.code).toBe(0);
  return JSON.parse(result.stdout) as DraftJson[];
}

function postedTexts(): string[] {
  const alice = sandbox.state.findUserByAcct('alice');
  return [...sandbox.state.statuses.values()]
    .filter((s) => s.accountId === alice?.id)
    .map((s) => s.source);
}

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0 });
  work = await mkdtemp(join(tmpdir(), 'petrel-cli-drafts-'));
  configDir = join(work, 'config');
  await loginWithToken(sandbox.url, sandbox.state.tokenFor('alice'), configDir);
});

afterAll(async () => {
  await sandbox?.close();
  if (work) await rm(work, { recursive: true, force: true });
});

describe('petrel post keeps what it could not send; petrel drafts resumes or discards it', () => {
  it('a 500 and a dropped connection each keep a draft, listed by a later process', async () => {
    await failNextPost(500);
    const failed = await runCli(
      ['post', 'Words the server lost', '--cw', 'kept', '--visibility', 'unlisted'],
      { configDir },
    );
    expect(failed.code).toBe(5);
    const id = /kept as draft (\w+): `petrel drafts resume \1` sends it again/.exec(
      failed.stderr,
    )?.[1];
    expect(id, failed.stderr).toBeDefined();

    await failNextPost(0, 10);
    const dropped = await runCli(['post', 'Words on a dropped line'], { configDir });
    expect(dropped.code).toBe(4);
    expect(dropped.stderr).toMatch(/kept as draft \w+/);
    await fetch(`${sandbox.url}/__sandbox/faults`, {
      method: 'DELETE',
      headers: sandbox.hookHeaders,
    });

    const drafts = await listed();
    expect(drafts).toHaveLength(2);
    const first = drafts.find((d) => d.id === id);
    expect(first).toMatchObject({
      context: 'new',
      status: 'Words the server lost',
      spoiler_text: 'kept',
      visibility: 'unlisted',
    });
    expect(first?.error).toMatch(/500/);
    expect(postedTexts()).not.toContain('Words the server lost');

    const human = await runCli(['drafts'], { configDir });
    expect(human.code).toBe(0);
    expect(human.stdout).toContain(`${id}  new  `);
    expect(human.stdout).toContain('Words on a dropped line');
    expect(human.stdout).toMatch(/not sent: /);
  });

  it('resume sends the draft and forgets it; discard drops one; unknown ids are usage errors', async () => {
    const [newest, older] = await listed();
    const resumed = await runCli(['drafts', 'resume', older!.id, '--json'], { configDir });
    expect(resumed.stderr).toBe('');
    expect(resumed.code).toBe(0);
    const status = JSON.parse(resumed.stdout) as { spoiler_text: string; visibility: string };
    expect(status).toMatchObject({ spoiler_text: 'kept', visibility: 'unlisted' });
    expect(postedTexts()).toContain('Words the server lost');
    expect((await listed()).map((d) => d.id)).toEqual([newest!.id]);

    // A resume that fails again keeps the draft, with the new error.
    await failNextPost(503);
    const again = await runCli(['drafts', 'resume', newest!.id], { configDir });
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(/The draft is kept/);
    expect((await listed())[0]?.error).toMatch(/503/);

    const discarded = await runCli(['drafts', 'discard', newest!.id], { configDir });
    expect(discarded.code).toBe(0);
    expect(discarded.stdout).toContain(`Discarded draft ${newest!.id}`);
    const empty = await runCli(['drafts'], { configDir });
    expect(empty.stdout).toBe('No unsent drafts\n');

    for (const args of [
      ['drafts', 'resume', 'nope'],
      ['drafts', 'discard'],
      ['drafts', 'send', 'x'],
    ]) {
      const refused = await runCli(args, { configDir });
      expect(refused.code, args.join(' ')).toBe(2);
    }
  });
});
