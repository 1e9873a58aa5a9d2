import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { adminConfigApi } from '../../../src/core/api/admin-config';
import { PleromaClient } from '../../../src/core/api/client';
import { AdminConfigStore } from '../../../src/core/model/admin-config';
import { editorKind, parseTyped } from '../../../src/core/model/admin-config-descriptions';
import {
  IF_INSTANCE_IS_PRIVATE,
  isRestricted,
  restrictionPath,
  restrictionState,
  restrictionValue,
} from '../../../src/core/model/admin-config-restrict';
import {
  type ConfigValue,
  decodeTuples,
  encodeTuples,
  withValueBelow,
} from '../../../src/core/model/admin-config-values';
import { FakeHttp } from '../helpers/fake-http';

const fixture = JSON.parse(
  readFileSync(
    new URL('../../fixtures/soapbox/pleroma-admin-config.json', import.meta.url),
    'utf8',
  ),
) as { configs: Array<{ group: string; key: string; value: ConfigValue }> };

const C = '/api/v1/pleroma/admin/config';
const DESCRIPTIONS = [
  {
    group: ':pleroma',
    key: ':instance',
    type: 'group',
    description: 'Instance-related settings',
    children: [
      { key: ':limit', type: 'integer', description: 'Posts character limit', suggestions: [5000] },
      { key: ':name', type: 'string', description: 'Name of the instance', label: 'Name' },
      {
        key: ':poll_limits',
        type: 'map',
        description: 'A map with poll limits for local polls',
        children: [
          { key: ':max_options', type: 'integer', description: 'Maximum number of options' },
        ],
      },
    ],
  },
];

function setup(configAnswer: () => { status?: number; body: unknown } = () => ({ body: fixture })) {
  const http = new FakeHttp();
  http.on('GET', C, () => configAnswer());
  http.on('GET', `${C}/descriptions`, { body: DESCRIPTIONS });
  http.on('POST', C, (req) => ({ body: { configs: [], need_reboot: false, echo: req.body } }));
  let instanceReloads = 0;
  const client = new PleromaClient({
    fetch: http.fetch,
    baseUrl: 'https://pleroma.example',
    token: 'admin-token',
  });
  const store = new AdminConfigStore({
    api: () => adminConfigApi(client.context),
    saved: () => {
      instanceReloads++;
    },
  });
  return { http, store, reloads: () => instanceReloads };
}

const posted = (http: FakeHttp, n = 0) =>
  JSON.parse(http.calls('POST', C)[n]?.body ?? 'null') as { configs: unknown[] };

describe('admin config store', () => {
  it('loads the real config: values by path, descriptions, db config enabled', async () => {
    const { store } = setup();
    await store.load();
    expect(store.loaded).toBe(true);
    expect(store.dbConfigEnabled).toBe(true);
    expect(store.value([':pleroma', ':instance', ':limit'])).toBe(5000);
    expect(store.value([':pleroma', ':instance', ':poll_limits', ':max_options'])).toBe(20);
    expect(store.value([':pleroma', ':restrict_unauthenticated', ':timelines', ':local'])).toBe(
      IF_INSTANCE_IS_PRIVATE,
    );
    const limit = store.setting([':pleroma', ':instance', ':limit']);
    expect(limit.description).toMatchObject({
      kind: 'integer',
      label: 'Limit',
      suggestions: [5000],
    });
    expect(limit.modified).toBe(false);
  });

  it('saves the draft as the spec payload: changed subkeys as tuples; refetches after', async () => {
    const { http, store, reloads } = setup();
    await store.load();
    store.setDraft([':pleroma', ':instance', ':limit'], 42);
    store.setDraft([':pleroma', ':instance', ':poll_limits', ':max_options'], 6);
    // Setting a value back to the server's drops that edit.
    store.setDraft([':pleroma', ':instance', ':name'], 'x');
    store.setDraft([':pleroma', ':instance', ':name'], 'localhost');
    expect(store.dirty).toBe(true);
    expect(store.value([':pleroma', ':instance', ':limit'])).toBe(42);
    expect(await store.save()).toBe(true);
    expect(posted(http).configs).toEqual([
      {
        group: ':pleroma',
        key: ':instance',
        value: [
          { tuple: [':limit', 42] },
          {
            tuple: [
              ':poll_limits',
              {
                ':max_expiration': 31536000,
                ':max_option_chars': 200,
                ':max_options': 6,
                ':min_expiration': 0,
              },
            ],
          },
        ],
      },
    ]);
    expect(store.dirty).toBe(false);
    // Refetched after saving, and the instance documents reloaded (the post form's limit).
    expect(http.calls('GET', C)).toHaveLength(2);
    expect(reloads()).toBe(1);
  });

  it('resets with delete and the subkey, then refetches; modified paths come from db', async () => {
    const withDb = {
      configs: fixture.configs.map((c) => (c.key === ':instance' ? { ...c, db: [':limit'] } : c)),
      need_reboot: false,
    };
    const { http, store } = setup(() => ({ body: withDb }));
    await store.load();
    expect(store.isModified([':pleroma', ':instance', ':limit'])).toBe(true);
    expect(store.isModified([':pleroma', ':instance', ':name'])).toBe(false);
    expect(await store.reset([':pleroma', ':instance', ':limit'])).toBe(true);
    expect(posted(http).configs).toEqual([
      { group: ':pleroma', key: ':instance', delete: true, subkeys: [':limit'] },
    ]);
    expect(http.calls('GET', C)).toHaveLength(2);
  });

  it('a 400 naming configurable_from_database marks database config disabled', async () => {
    const { store } = setup(() => ({
      status: 400,
      body: { error: 'To use this endpoint you need to enable configurable_from_database.' },
    }));
    await store.load();
    expect(store.dbConfigEnabled).toBe(false);
    expect(store.loaded).toBe(false);
    expect(store.error).toBeNull();
  });

  it('another failure is an error, not a disabled database config', async () => {
    const { store } = setup(() => ({ status: 403, body: { error: 'User is not an admin.' } }));
    await store.load();
    expect(store.dbConfigEnabled).toBeNull();
    expect(store.error).toBe('User is not an admin. (HTTP 403)');
    expect(store.forbidden).toBe(true);
  });

  it('a failed save keeps the draft and says why', async () => {
    const { http, store } = setup();
    http.on('POST', C, { status: 400, body: { error: 'Invalid value' } });
    await store.load();
    store.setDraft([':pleroma', ':instance', ':limit'], 7);
    expect(await store.save()).toBe(false);
    expect(store.error).toContain('Invalid value');
    expect(store.value([':pleroma', ':instance', ':limit'])).toBe(7);
  });
});

describe('tuple values', () => {
  it('decode and encode keyword lists', () => {
    const captcha = fixture.configs.find((c) => c.key === 'Pleroma.Captcha')!.value;
    const decoded = decodeTuples(captcha);
    expect(decoded).toEqual({
      ':enabled': true,
      ':seconds_valid': 300,
      ':method': 'Pleroma.Captcha.Native',
    });
    expect(encodeTuples(decoded as { [k: string]: ConfigValue })).toEqual(captcha);
  });

  it('write below a path keeping each level encoded as it was', () => {
    const value: ConfigValue = [{ tuple: [':a', { x: 1 }] }];
    expect(withValueBelow(value, [':a', 'x'], 2)).toEqual([{ tuple: [':a', { x: 2 }] }]);
    expect(withValueBelow(value, [':b'], true)).toEqual([
      { tuple: [':a', { x: 1 }] },
      { tuple: [':b', true] },
    ]);
  });
});

describe('typed editors', () => {
  it('map Pleroma types to inputs', () => {
    expect(editorKind('integer')).toBe('integer');
    expect(editorKind(['dropdown', 'atom'])).toBe('choice');
    expect(editorKind(['list', 'string'])).toBe('list');
    expect(editorKind('map')).toBe('group');
    expect(editorKind(['list', 'tuple'])).toBe('json');
  });

  it('read typed text by the description', () => {
    const desc = (kind: 'integer' | 'boolean' | 'list' | 'json') => ({
      path: [],
      kind,
      type: kind,
      label: '',
      description: '',
      suggestions: [],
      children: [],
    });
    expect(parseTyped('42', desc('integer'))).toBe(42);
    expect(() => parseTyped('4.5', desc('integer'))).toThrow('not a whole number');
    expect(parseTyped('no', desc('boolean'))).toBe(false);
    expect(parseTyped('a, b', desc('list'))).toEqual(['a', 'b']);
    expect(parseTyped('{"a":1}', undefined)).toEqual({ a: 1 });
    expect(parseTyped('plain', undefined)).toBe('plain');
  });
});

describe('access restriction tri-state', () => {
  it('indeterminate follows the instance, the others force', () => {
    expect(restrictionState(IF_INSTANCE_IS_PRIVATE)).toBe('follow');
    expect(restrictionState(true)).toBe('disallow');
    expect(restrictionState(false)).toBe('allow');
    expect(restrictionValue('follow')).toBe(IF_INSTANCE_IS_PRIVATE);
    expect(isRestricted('follow', false)).toBe(true);
    expect(isRestricted('follow', true)).toBe(false);
    expect(isRestricted('allow', false)).toBe(false);
    expect(restrictionPath(':profiles', ':remote')).toEqual([
      ':pleroma',
      ':restrict_unauthenticated',
      ':profiles',
      ':remote',
    ]);
  });

  it('is saved as the map value of its kind', async () => {
    const { http, store } = setup();
    await store.load();
    store.setDraft(restrictionPath(':timelines', ':federated'), restrictionValue('disallow'));
    await store.save();
    expect(posted(http).configs).toEqual([
      {
        group: ':pleroma',
        key: ':restrict_unauthenticated',
        value: [
          { tuple: [':timelines', { ':federated': true, ':local': IF_INSTANCE_IS_PRIVATE }] },
        ],
      },
    ]);
  });
});

describe('front-ends', () => {
  it('pleroma-fe offers master and develop; a failed install says the version and reason', async () => {
    const http = new FakeHttp();
    http.on('GET', '/api/v1/pleroma/admin/frontends', {
      body: [
        { name: 'pleroma-fe', ref: 'develop', installed: true, installed_refs: ['develop'] },
        { name: 'kenoma', ref: 'master', installed: false },
      ],
    });
    http.on('POST', '/api/v1/pleroma/admin/frontends/install', {
      status: 400,
      body: { error: 'Could not download or unzip the frontend' },
    });
    const client = new PleromaClient({ fetch: http.fetch, baseUrl: 'https://pleroma.example' });
    const store = new AdminConfigStore({ api: () => adminConfigApi(client.context) });
    await store.frontends.load();
    expect(store.frontends.items.map((f) => [f.name, f.refs])).toEqual([
      ['pleroma-fe', ['master', 'develop']],
      ['kenoma', ['master']],
    ]);
    const outcome = await store.frontends.install({ name: 'kenoma', ref: 'master' });
    expect(outcome).toEqual({
      ok: false,
      version: 'kenoma/master',
      reason: 'Could not download or unzip the frontend',
    });
  });
});
