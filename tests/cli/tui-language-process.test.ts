import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Pty, tuiEnv } from '../support/pty-run';
import { hasScript } from '../support/pty-screen';

/**
 * The bundled `petrel tui` speaks the terminal's language: LANG (unless LC_ALL or LC_MESSAGES
 * say otherwise) picks the locale file from dist/locales, and `--lang` overrides both. The
 * login form is the first screen of a fresh config directory.
 */

const TEST_TIMEOUT_MS = 60_000;
let work: string;
const runs: Pty[] = [];

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'petrel-tui-language-'));
});

afterEach(async () => {
  await Promise.all(runs.splice(0).map((run) => run.stop()));
});

afterAll(async () => {
  if (work) await rm(work, { recursive: true, force: true });
});

function env(vars: Record<string, string>): NodeJS.ProcessEnv {
  const base = tuiEnv(join(work, 'config'), join(work, 'cache'));
  delete base.LC_ALL;
  delete base.LC_MESSAGES;
  delete base.LANGUAGE;
  return { ...base, ...vars };
}

describe.skipIf(!hasScript)('the terminal UI in the terminal’s language', () => {
  it(
    'shows the login form in German under LANG=de_DE.UTF-8',
    async () => {
      const pty = new Pty(['tui'], env({ LANG: 'de_DE.UTF-8' }));
      runs.push(pty);
      await pty.waitFor('Bei einem Pleroma- oder Mastodon-Server anmelden');
      expect(pty.screen()).toContain('Strg+C: beenden');
      expect(pty.screen()).not.toContain('Log in to a Pleroma');
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'lets LC_ALL=C win over LANG, and --lang win over both',
    async () => {
      const english = new Pty(['tui'], env({ LANG: 'de_DE.UTF-8', LC_ALL: 'C' }));
      runs.push(english);
      await english.waitFor('Log in to a Pleroma or Mastodon server');
      await english.stop();
      const chosen = new Pty(['--lang', 'de', 'tui'], env({ LANG: 'en_US.UTF-8' }));
      runs.push(chosen);
      await chosen.waitFor('Bei einem Pleroma- oder Mastodon-Server anmelden');
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'under LANG=ar_EG.UTF-8 draws the login form in Arabic, in the order a terminal reads it (issue 14)',
    async () => {
      const pty = new Pty(['tui'], env({ LANG: 'ar_EG.UTF-8' }));
      runs.push(pty);
      // A terminal draws left to right: the Arabic words arrive reversed, the names kept.
      const drawn = [...'تسجيل الدخول'].reverse().join('');
      await pty.waitFor(drawn);
      expect(pty.screen()).toContain('Mastodon');
      expect(pty.screen()).not.toContain('تسجيل الدخول');
      expect(pty.screen()).not.toContain('Log in to a Pleroma');
    },
    TEST_TIMEOUT_MS,
  );
});
