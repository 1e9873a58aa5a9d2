import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type Sandbox, startSandbox } from '../../src/sandbox/index';
import { PETREL, runCli } from './run-cli';

/**
 * `petrel register` against a server that asks for a captcha (spec part 1 §5, §8): the
 * captcha is shown, a wrong answer is refused with the server's words and brings a new
 * captcha (each is single use), and the right answer to the new one registers.
 */

let sb: Sandbox;
let configDir: string;

beforeAll(async () => {
  sb = await startSandbox({ port: 0 });
});
afterAll(async () => {
  await sb.close();
});
beforeEach(() => {
  configDir = mkdtempSync(join(tmpdir(), 'petrel-captcha-'));
});
afterEach(() => {
  sb.state.quirks.select({});
  rmSync(configDir, { recursive: true, force: true });
});

/** What the person sees of a captcha: the address on standard error, in order. */
function captchaUrls(stderr: string): string[] {
  return [...stderr.matchAll(/^(?:petrel: )?((?:data:image\/svg\+xml;base64,|http)\S+)$/gm)].map(
    (m) => m[1]!,
  );
}

/** Read the answer as a person would from the image (the sandbox draws it as SVG text). */
async function answerOf(url: string): Promise<string> {
  const svg = url.startsWith('data:')
    ? Buffer.from(url.slice(url.indexOf(',') + 1), 'base64').toString('utf8')
    : await (await fetch(url)).text();
  const word = /<text[^>]*>([a-z]+)<\/text>/.exec(svg)?.[1];
  if (!word) throw new Error(`No answer in ${svg}`);
  return word;
}

/** Run `register` with answers given only once their captcha has been printed. */
async function registerInteractively(username: string) {
  const child = spawn(
    process.execPath,
    [
      PETREL,
      'register',
      '--server',
      sb.url,
      '--username',
      username,
      '--password-stdin',
      '--captcha-stdin',
      '--json',
    ],
    {
      env: { ...process.env, PETREL_CONFIG_DIR: configDir, NO_COLOR: '1' },
      stdio: ['pipe', 'pipe', 'pipe'],
    },
  );
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (d: string) => {
    stdout += d;
  });
  const seen: Array<() => void> = [];
  child.stderr.setEncoding('utf8').on('data', (d: string) => {
    stderr += d;
    for (const wake of seen.splice(0)) wake();
  });
  const exited = new Promise<number>((resolve) => child.on('close', (code) => resolve(code ?? -1)));
  /** Wait until the n-th captcha address is printed (or the process ends). */
  const nthCaptcha = async (n: number): Promise<string> => {
    const deadline = Date.now() + 20_000;
    for (;;) {
      const urls = captchaUrls(stderr);
      if (urls.length >= n) return urls[n - 1]!;
      if (child.exitCode !== null || Date.now() > deadline) {
        throw new Error(`No captcha #${n}; stderr:\n${stderr}`);
      }
      await new Promise<void>((resolve) => {
        seen.push(resolve);
        setTimeout(resolve, 500);
      });
    }
  };
  child.stdin.write('a-good-password\n');
  return {
    nthCaptcha,
    answer: (text: string) => child.stdin.write(`${text}\n`),
    done: async () => {
      const code = await exited;
      return { code, stdout, stderr };
    },
  };
}

describe('petrel register with a captcha', () => {
  it.each([
    ['native-captcha', 'native', /^data:image\/svg\+xml;base64,/],
    ['kocaptcha', 'kocaptcha', /^http:\/\/127\.0\.0\.1:\d+\/captcha\/[\w-]+\.svg$/],
  ] as const)(
    '%s: a wrong answer is refused, a new captcha follows, its answer registers',
    async (quirk, type, shape) => {
      sb.state.quirks.select({ quirks: [quirk] });
      const username = `solver_${type}`;
      const run = await registerInteractively(username);
      const first = await run.nthCaptcha(1);
      expect(first).toMatch(shape);
      const wrong = `${await answerOf(first)}x`;
      run.answer(wrong);
      const second = await run.nthCaptcha(2);
      expect(second).not.toBe(first);
      run.answer(await answerOf(second));
      const { code, stdout, stderr } = await run.done();
      expect(stderr).toContain(`This server asks for a CAPTCHA (${type})`);
      expect(stderr).toContain('Captcha. Invalid CAPTCHA.');
      expect(code).toBe(0);
      expect(JSON.parse(stdout)).toMatchObject({ state: 'signed_in', acct: username });
      const whoami = await runCli(['whoami'], { configDir });
      expect(whoami.stdout).toContain(username);
    },
  );

  it('gives up after three wrong answers with exit 5 and the server words', async () => {
    sb.state.quirks.select({ quirks: ['native-captcha'] });
    const stdin = 'a-good-password\nnope1\nnope2\nnope3\n';
    const result = await runCli(
      ['register', '--server', sb.url, '--username', 'never_in', '--password-stdin'],
      { configDir, stdin },
    );
    expect(result.code).toBe(5);
    expect(captchaUrls(result.stderr)).toHaveLength(3);
    expect(result.stderr).toContain(
      'The server did not accept the registration: Captcha. Invalid CAPTCHA.',
    );
    expect(sb.state.findUserByAcct('never_in')).toBeFalsy();
  });
});
