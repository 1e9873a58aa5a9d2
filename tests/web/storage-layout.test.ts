// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import type { LoggerPort } from '../../src/core/ports';
import { localStoragePort } from '../../src/web/ports';
import {
  LAYOUT,
  SECRETS_PREFIX,
  STATE_PREFIX,
  STORAGE_KEY,
  STORAGE_VERSION,
  upgradeStoredState,
} from '../../src/web/storage-layout';
import { upgradeStorage } from '../../src/web/storage-upgrade';

/** Spec part 1 §9: "Persistence storage key default vuex-lz; storage version 1". */
describe('the web storage layout', () => {
  afterEach(() => window.localStorage.clear());
  const local = () => window.localStorage;

  it('is the spec’s key and version', () => {
    expect(STORAGE_KEY).toBe('vuex-lz');
    expect(STORAGE_VERSION).toBe(1);
    upgradeStorage(local(), LAYOUT);
    expect(JSON.parse(local().getItem('vuex-lz') ?? 'null')).toEqual({ version: 1 });
  });

  it('moves an older Petrel’s login, drafts and settings to their keys, losing nothing', () => {
    local().setItem('petrel:preferences', '{"hideNsfw":false}');
    local().setItem('petrel:drafts', '[{"text":"half a thought"}]');
    local().setItem('petrel-secret:token:https://x.example', '"secret-token"');
    local().setItem('elsewhere', 'untouched');
    upgradeStorage(local(), LAYOUT);

    const state = localStoragePort(local(), STATE_PREFIX);
    const secrets = localStoragePort(local(), SECRETS_PREFIX);
    expect(state.get('preferences')).toEqual({ hideNsfw: false });
    expect(state.get('drafts')).toEqual([{ text: 'half a thought' }]);
    expect(secrets.get('token:https://x.example')).toBe('secret-token');
    expect(local().getItem('elsewhere')).toBe('untouched');
    expect(Object.keys(local()).filter((k) => k.startsWith('petrel'))).toEqual([]);
  });

  it('keeps a value already at its new key over the older copy', () => {
    local().setItem('vuex-lz:preferences', '{"hideNsfw":true}');
    local().setItem('petrel:preferences', '{"hideNsfw":false}');
    upgradeStorage(local(), LAYOUT);
    expect(local().getItem('vuex-lz:preferences')).toBe('{"hideNsfw":true}');
  });

  it('runs once: a value written under the old prefix later is not moved again', () => {
    upgradeStorage(local(), LAYOUT);
    local().setItem('petrel:preferences', '{}');
    upgradeStorage(local(), LAYOUT);
    expect(local().getItem('petrel:preferences')).toBe('{}');
  });

  it('reads a newer version as it is, says so in the console, and does not mark it older', () => {
    const warnings: unknown[] = [];
    const logger: LoggerPort = {
      debug: () => {},
      warn: (message) => warnings.push(message),
      error: () => {},
    };
    local().setItem('vuex-lz', '{"version":2}');
    local().setItem('petrel:preferences', '{}');
    upgradeStorage(local(), LAYOUT, logger);
    expect(local().getItem('vuex-lz')).toBe('{"version":2}');
    expect(local().getItem('petrel:preferences')).toBe('{}');
    expect(String(warnings[0])).toContain('version 2');
  });

  it('at start, upgrades a page at another version and leaves one at this version alone', async () => {
    const logger: LoggerPort = { debug: () => {}, warn: () => {}, error: () => {} };
    local().setItem('petrel:preferences', '{}');
    await upgradeStoredState(logger);
    expect(local().getItem('vuex-lz:preferences')).toBe('{}');
    local().setItem('petrel:preferences', '{"late":true}');
    await upgradeStoredState(logger);
    expect(local().getItem('petrel:preferences')).toBe('{"late":true}');
  });

  it('treats a damaged version record as version 0', () => {
    local().setItem('vuex-lz', 'not json');
    local().setItem('petrel:preferences', '{}');
    upgradeStorage(local(), LAYOUT);
    expect(local().getItem('vuex-lz:preferences')).toBe('{}');
    expect(JSON.parse(local().getItem('vuex-lz') ?? 'null')).toEqual({ version: 1 });
  });
});
