import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Sandbox, startSandbox } from '../../src/sandbox/index';
import { loginWithToken, runCli } from './run-cli';

/**
 * The CLI's dates in the app's language (issue 14): `--lang`, else the `lang` setting, else
 * LC_ALL / LC_MESSAGES / LANG; never the system's locale. Times are local, as typed.
 */
let sandbox: Sandbox;
let work: string;
const dirs: Record<string, string> = {};
/** No language from the environment unless a test gives one. */
const QUIET_ENV = { LANG: 'C', LC_ALL: '', LC_MESSAGES: '' };
const as = (user: string, args: string[], env: Record<string, string> = {}, stdin?: string) =>
  runCli(args, { configDir: dirs[user]!, env: { ...QUIET_ENV, ...env }, stdin });

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0 });
  work = await mkdtemp(join(tmpdir(), 'petrel-dates-'));
  for (const user of ['alice', 'carol']) {
    dirs[user] = join(work, user);
    await loginWithToken(sandbox.url, sandbox.state.tokenFor(user), dirs[user]);
  }
});

afterAll(async () => {
  await sandbox?.close();
  if (work) await rm(work, { recursive: true, force: true });
});

describe('CLI dates in the app language', () => {
  it('a scheduled time in English, then --lang de, the lang setting (fr), and LANG (es)', async () => {
    const posted = await as('carol', ['post', 'Frühjahrsputz', '--at', '2030-03-04 12:05']);
    expect(posted.stderr).toBe('');
    expect(posted.code).toBe(0);
    expect(posted.stdout).toContain('Mar 4, 2030, 12:05');

    const german = await as('carol', ['scheduled', '--lang', 'de']);
    expect(german.code).toBe(0);
    expect(german.stdout).toContain('4. März 2030, 12:05');
    expect(german.stdout).not.toContain('Mar 4');

    const spanish = await as('carol', ['scheduled'], { LANG: 'es_ES.UTF-8' });
    expect(spanish.stdout).toMatch(/4 mar 2030,? 12:05/);

    expect((await as('carol', ['config', 'set', 'lang', 'fr'])).code).toBe(0);
    const french = await as('carol', ['scheduled'], { LANG: 'es_ES.UTF-8' });
    expect(french.stdout).toMatch(/4 mars 2030,? 12:05/);
    // --lang wins over the setting for this run only.
    expect((await as('carol', ['scheduled', '--lang', 'de'])).stdout).toContain('4. März 2030');
    expect((await as('carol', ['config', 'set', 'lang', 'en'])).code).toBe(0);
    expect((await as('carol', ['scheduled'])).stdout).toContain('Mar 4, 2030, 12:05');
  });

  it("an all-day announcement's dates and a chat message's time in German", async () => {
    const made = await as(
      'alice',
      ['announcements', 'post', '-', '--start', '2030-03-04', '--all-day'],
      {},
      'Umzug des Servers\n',
    );
    expect(made.stderr).toBe('');
    const listed = await as('alice', ['announcements', '--all', '--lang', 'de']);
    expect(listed.code).toBe(0);
    const line = listed.stdout.split('\n').find((_line, i, all) => all[i + 1]?.includes('Umzug'));
    expect(line).toContain('4. März 2030 – …');
    expect(line).not.toMatch(/2030,? \d\d:\d\d/);

    // A chat message's time (sent just now): today's date, German style.
    const sent = await as('carol', ['chat', 'alice', 'Guten Morgen']);
    expect(sent.code).toBe(0);
    const chat = await as('carol', ['chat', 'alice', '--lang', 'de']);
    expect(chat.code).toBe(0);
    const today = new Intl.DateTimeFormat('de', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
    });
    const said = chat.stdout.split('\n').find((l) => l.includes('Guten Morgen'));
    expect(said).toContain(`${today.format(new Date())}, `);
  });
});
