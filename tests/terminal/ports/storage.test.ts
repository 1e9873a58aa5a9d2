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

async function ready<T extends { prepareWrites(): Promise<void> }>(storage: T): Promise<T> {
  await storage.prepareWrites();
  return storage;
}

const modeOf = (path: string) => statSync(path).mode & 0o777;
const isPosix = process.platform !== 'win32';

describe('createCredentialStorage', () => {
  it.runIf(isPosix)('writes tokens to a file only the owner can read', async () => {
    const secrets = await ready(createCredentialStorage({ configDir: tempDir() }));
    secrets.set('tokens', { 'alice@pleroma.example': 'secret-token' });
    expect(secrets.path.endsWith('credentials.json')).toBe(true);
    expect(modeOf(secrets.path)).toBe(0o600);
  });

  it.runIf(isPosix)('creates a missing config directory private to the owner', async () => {
    const dir = join(tempDir(), 'nested', 'petrel');
    (await ready(createCredentialStorage({ configDir: dir }))).set('tokens', {});
    expect(modeOf(dir)).toBe(0o700);
  });

  it.runIf(isPosix)('tightens a credentials file left readable by others', async () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'credentials.json'), '{"tokens":{}}', { mode: 0o644 });
    const secrets = await ready(createCredentialStorage({ configDir: dir }));
    expect(modeOf(secrets.path)).toBe(0o600);
  });

  it('keeps tokens across instances, as across two runs of petrel', async () => {
    const dir = tempDir();
    (await ready(createCredentialStorage({ configDir: dir }))).set('tokens', { 'a@b': 't1' });
    expect((await ready(createCredentialStorage({ configDir: dir }))).get('tokens')).toEqual({
      'a@b': 't1',
    });
  });
});

describe('createConfStorage', () => {
  it('round-trips values across instances and deletes them', async () => {
    const dir = tempDir();
    const first = await ready(createConfStorage({ configDir: dir }));
    first.set('session.current', 'alice@pleroma.example');
    first.set('session.accounts', [{ key: 'alice@pleroma.example', acct: 'alice' }]);
    const second = await ready(createConfStorage({ configDir: dir }));
    expect(second.get('session.current')).toBe('alice@pleroma.example');
    expect(second.get('session.accounts')).toEqual([
      { key: 'alice@pleroma.example', acct: 'alice' },
    ]);
    second.delete('session.current');
    expect(first.get('session.current')).toBeUndefined();
  });

  it('treats dotted keys as plain names, like localStorage', async () => {
    const storage = await ready(createConfStorage({ configDir: tempDir() }));
    storage.set('session.current', 'x');
    storage.set('https://pleroma.example', { theme: 'dark' });
    expect(storage.get('session')).toBeUndefined();
    expect(storage.get('https://pleroma.example')).toEqual({ theme: 'dark' });
  });

  it('stores undefined as "no value" instead of failing', async () => {
    const storage = await ready(createConfStorage({ configDir: tempDir() }));
    storage.set('draft', 'hello');
    storage.set('draft', undefined);
    expect(storage.get('draft')).toBeUndefined();
  });

  it('keeps settings and credentials in separate files', async () => {
    const dir = tempDir();
    const config = await ready(createConfStorage({ configDir: dir }));
    const secrets = await ready(createCredentialStorage({ configDir: dir }));
    secrets.set('tokens', { a: 't' });
    expect(config.get('tokens')).toBeUndefined();
    expect(config.path).not.toBe(secrets.path);
  });

  it('names the broken file when the settings are not valid JSON', async () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'config.json'), '{ broken');
    const storage = createConfStorage({ configDir: dir });
    expect(() => storage.get('session.current')).toThrow(/config\.json/);
    await expect(storage.prepareWrites()).rejects.toThrow(/config\.json/);
  });

  it('reads without loading the writer, and refuses writes before prepareWrites()', async () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'config.json'), JSON.stringify({ 'session.current': 'a@b' }));
    const storage = createConfStorage({ configDir: dir });
    expect(storage.get('session.current')).toBe('a@b');
    expect(storage.get('missing')).toBeUndefined();
    expect(() => storage.set('x', 1)).toThrow(/prepareWrites/);
    await storage.prepareWrites();
    storage.set('x', 1);
    expect(createConfStorage({ configDir: dir }).get('x')).toBe(1);
  });
});

describe('storing what the file already holds', () => {
  it('leaves the file as it is (a restored login is stored again at every start)', async () => {
    const dir = tempDir();
    const settings = await ready(createConfStorage({ configDir: dir }));
    settings.set('accounts', [{ key: 'alice@pleroma.example', server: 'https://pleroma.example' }]);
    settings.set('current', 'alice@pleroma.example');
    const before = statSync(settings.path);
    settings.set('accounts', [{ key: 'alice@pleroma.example', server: 'https://pleroma.example' }]);
    settings.set('current', 'alice@pleroma.example');
    settings.delete('never-stored');
    const after = statSync(settings.path);
    // An atomic write renames a new file into place: the same inode means no write.
    expect(after.ino).toBe(before.ino);
    expect(after.mtimeMs).toBe(before.mtimeMs);
    settings.set('current', 'bob@pleroma.example');
    expect(statSync(settings.path).ino).not.toBe(before.ino);
    expect((await ready(createConfStorage({ configDir: dir }))).get('current')).toBe(
      'bob@pleroma.example',
    );
  });
});

describe('resolveConfigDir', () => {
  it('prefers the explicit directory, then PETREL_CONFIG_DIR, then the platform default', async () => {
    expect(resolveConfigDir('/x', { PETREL_CONFIG_DIR: '/y' }, 'linux')).toBe('/x');
    expect(resolveConfigDir(undefined, { PETREL_CONFIG_DIR: '/y' }, 'linux')).toBe('/y');
    expect(resolveConfigDir(undefined, { XDG_CONFIG_HOME: '/cfg' }, 'linux')).toBe('/cfg/petrel');
    expect(resolveConfigDir(undefined, {}, 'darwin')).toMatch(/Library\/Preferences\/petrel$/);
  });
});
