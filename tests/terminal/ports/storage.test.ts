import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { resolveConfigDir } from '../../../src/terminal/ports/config-dir';
import { createConfStorage, createCredentialStorage } from '../../../src/terminal/ports/storage';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'petrel-storage-'));
  dirs.push(dir);
  return dir;
}

const modeOf = (path: string) => statSync(path).mode & 0o777;
const isPosix = process.platform !== 'win32';

describe('createCredentialStorage', () => {
  it.runIf(isPosix)('writes tokens to a file only the owner can read', () => {
    const secrets = createCredentialStorage({ configDir: tempDir() });
    secrets.set('tokens', { 'alice@pleroma.example': 'secret-token' });
    expect(secrets.path.endsWith('credentials.json')).toBe(true);
    expect(modeOf(secrets.path)).toBe(0o600);
  });

  it.runIf(isPosix)('creates a missing config directory private to the owner', () => {
    const dir = join(tempDir(), 'nested', 'petrel');
    createCredentialStorage({ configDir: dir }).set('tokens', {});
    expect(modeOf(dir)).toBe(0o700);
  });

  it.runIf(isPosix)('tightens a credentials file left readable by others', () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'credentials.json'), '{"tokens":{}}', { mode: 0o644 });
    const secrets = createCredentialStorage({ configDir: dir });
    expect(modeOf(secrets.path)).toBe(0o600);
  });

  it('keeps tokens across instances, as across two runs of petrel', () => {
    const dir = tempDir();
    createCredentialStorage({ configDir: dir }).set('tokens', { 'a@b': 't1' });
    expect(createCredentialStorage({ configDir: dir }).get('tokens')).toEqual({ 'a@b': 't1' });
  });
});

describe('createConfStorage', () => {
  it('round-trips values across instances and deletes them', () => {
    const dir = tempDir();
    const first = createConfStorage({ configDir: dir });
    first.set('session.current', 'alice@pleroma.example');
    first.set('session.accounts', [{ key: 'alice@pleroma.example', acct: 'alice' }]);
    const second = createConfStorage({ configDir: dir });
    expect(second.get('session.current')).toBe('alice@pleroma.example');
    expect(second.get('session.accounts')).toEqual([
      { key: 'alice@pleroma.example', acct: 'alice' },
    ]);
    second.delete('session.current');
    expect(first.get('session.current')).toBeUndefined();
  });

  it('treats dotted keys as plain names, like localStorage', () => {
    const storage = createConfStorage({ configDir: tempDir() });
    storage.set('session.current', 'x');
    storage.set('https://pleroma.example', { theme: 'dark' });
    expect(storage.get('session')).toBeUndefined();
    expect(storage.get('https://pleroma.example')).toEqual({ theme: 'dark' });
  });

  it('stores undefined as "no value" instead of failing', () => {
    const storage = createConfStorage({ configDir: tempDir() });
    storage.set('draft', 'hello');
    storage.set('draft', undefined);
    expect(storage.get('draft')).toBeUndefined();
  });

  it('keeps settings and credentials in separate files', () => {
    const dir = tempDir();
    const config = createConfStorage({ configDir: dir });
    const secrets = createCredentialStorage({ configDir: dir });
    secrets.set('tokens', { a: 't' });
    expect(config.get('tokens')).toBeUndefined();
    expect(config.path).not.toBe(secrets.path);
  });

  it('names the broken file when the settings are not valid JSON', () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'config.json'), '{ broken');
    expect(() => createConfStorage({ configDir: dir })).toThrow(/config\.json/);
  });
});

describe('resolveConfigDir', () => {
  it('prefers the explicit directory, then PETREL_CONFIG_DIR, then the platform default', () => {
    expect(resolveConfigDir('/x', { PETREL_CONFIG_DIR: '/y' }, 'linux')).toBe('/x');
    expect(resolveConfigDir(undefined, { PETREL_CONFIG_DIR: '/y' }, 'linux')).toBe('/y');
    expect(resolveConfigDir(undefined, { XDG_CONFIG_HOME: '/cfg' }, 'linux')).toBe('/cfg/petrel');
    expect(resolveConfigDir(undefined, {}, 'darwin')).toMatch(/Library\/Preferences\/petrel$/);
  });
});
