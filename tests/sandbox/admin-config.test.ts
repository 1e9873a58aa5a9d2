import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { asArray, asRecord, getJson, type JsonRecord, send, useSandbox } from './helpers';

const fixture = JSON.parse(
  readFileSync(new URL('../fixtures/soapbox/pleroma-admin-config.json', import.meta.url), 'utf8'),
) as { configs: JsonRecord[] };

const records = (v: unknown): JsonRecord[] => asArray(v as never).map((x) => asRecord(x));
const tupleValue = (value: unknown, key: string): unknown =>
  (value as Array<{ tuple: [string, unknown] }>).find((t) => t.tuple[0] === key)?.tuple[1];

describe('sandbox admin config', () => {
  const sandbox = useSandbox();
  const token = (u: string): string => sandbox().state.tokenFor(u);
  const C = '/api/pleroma/admin/config';

  it('answers the real Pleroma config, admins only', async () => {
    const res = await getJson(sandbox(), C, token('alice'));
    expect(res.status).toBe(200);
    const configs = records(asRecord(res.body).configs);
    expect(configs.map((c) => `${c.group} ${c.key}`)).toEqual(
      fixture.configs.map((c) => `${c.group} ${c.key}`),
    );
    const instance = configs.find((c) => c.key === ':instance')!;
    expect(tupleValue(instance.value, ':limit')).toBe(5000);
    expect(asRecord(res.body).need_reboot).toBe(false);
    // A moderator and a member are refused, as Pleroma does.
    expect((await getJson(sandbox(), C, token('bob'))).status).toBe(403);
    const member = await getJson(sandbox(), C, token('grace'));
    expect(member.status).toBe(403);
    expect(asRecord(member.body).error).toBe('User is not a staff member.');
    expect((await getJson(sandbox(), `${C}/descriptions`, token('grace'))).status).toBe(403);
  });

  it('saves tuple-encoded values, follows the text limit, resets with subkeys', async () => {
    const save = await send(
      sandbox(),
      'POST',
      C,
      {
        configs: [
          {
            group: ':pleroma',
            key: ':instance',
            value: [{ tuple: [':limit', 42] }, { tuple: [':description_limit', 300] }],
          },
        ],
      },
      token('alice'),
    );
    expect(save.status).toBe(200);
    const saved = records(asRecord(save.body).configs)[0]!;
    expect(saved.db).toEqual([':limit', ':description_limit']);
    expect(tupleValue(saved.value, ':limit')).toBe(42);
    // The rest of :instance keeps its value.
    expect(tupleValue(saved.value, ':max_account_fields')).toBe(10);

    const instance = asRecord((await getJson(sandbox(), '/api/v1/instance')).body);
    expect(instance.max_toot_chars).toBe(42);
    expect(instance.description_limit).toBe(300);
    const tooLong = await send(
      sandbox(),
      'POST',
      '/api/v1/statuses',
      { status: 'x'.repeat(43) },
      token('alice'),
    );
    expect(tooLong.status).toBe(422);
    const fits = await send(
      sandbox(),
      'POST',
      '/api/v1/statuses',
      { status: 'x'.repeat(42) },
      token('alice'),
    );
    expect(fits.status).toBe(200);

    const onlyDb = records(
      asRecord((await getJson(sandbox(), `${C}?only_db=true`, token('alice'))).body).configs,
    );
    expect(onlyDb.map((c) => c.key)).toEqual([':instance']);

    const reset = await send(
      sandbox(),
      'POST',
      C,
      { configs: [{ group: ':pleroma', key: ':instance', delete: true, subkeys: [':limit'] }] },
      token('alice'),
    );
    const after = records(asRecord(reset.body).configs)[0]!;
    expect(after.db).toEqual([':description_limit']);
    expect(tupleValue(after.value, ':limit')).toBe(5000);
    expect(asRecord((await getJson(sandbox(), '/api/v1/instance')).body).max_toot_chars).toBe(5000);
    await send(
      sandbox(),
      'POST',
      C,
      { configs: [{ group: ':pleroma', key: ':instance', delete: true }] },
      token('alice'),
    );
    const none = records(
      asRecord((await getJson(sandbox(), `${C}?only_db=true`, token('alice'))).body).configs,
    );
    expect(none).toEqual([]);
  });

  it('restrict_unauthenticated keeps anonymous readers off the timelines it disallows', async () => {
    const anonymous = async (local: boolean) =>
      (await getJson(sandbox(), `/api/v1/timelines/public?local=${local}`)).status;
    expect([await anonymous(false), await anonymous(true)]).toEqual([200, 200]);
    const save = (federated: unknown) =>
      send(
        sandbox(),
        'POST',
        C,
        {
          configs: [
            {
              group: ':pleroma',
              key: ':restrict_unauthenticated',
              value: [{ tuple: [':timelines', [{ tuple: [':federated', federated] }]] }],
            },
          ],
        },
        token('alice'),
      );
    expect((await save(true)).status).toBe(200);
    expect([await anonymous(false), await anonymous(true)]).toEqual([403, 200]);
    expect((await getJson(sandbox(), '/api/v1/timelines/public', token('grace'))).status).toBe(200);
    const instance = asRecord((await getJson(sandbox(), '/api/v1/instance')).body);
    expect(JSON.stringify(instance)).toContain('"timelines":{"federated":true,"local":false}');
    await save(':if_instance_is_private');
    expect(await anonymous(false)).toBe(200);
  });

  it('describes the groups the dashboard edits', async () => {
    const res = await getJson(sandbox(), `${C}/descriptions`, token('alice'));
    const groups = records(res.body);
    expect(groups.map((g) => g.key)).toEqual([
      ':instance',
      ':restrict_unauthenticated',
      ':frontends',
    ]);
    const limit = records(groups[0]!.children).find((c) => c.key === ':limit')!;
    expect(limit).toMatchObject({ type: 'integer', label: 'Limit', suggestions: [5000] });
    const timelines = records(groups[1]!.children)[0]!;
    expect(records(timelines.children).map((c) => c.key)).toEqual([':local', ':federated']);
  });

  it('lists and installs front-ends', async () => {
    const list = records(
      (await getJson(sandbox(), '/api/pleroma/admin/frontends', token('alice'))).body,
    );
    const fe = list.find((f) => f.name === 'pleroma-fe')!;
    expect(fe).toMatchObject({ installed: true, installed_refs: ['develop'], ref: 'develop' });
    const install = await send(
      sandbox(),
      'POST',
      '/api/pleroma/admin/frontends/install',
      { name: 'pleroma-fe', ref: 'master' },
      token('alice'),
    );
    expect(install.status).toBe(200);
    expect(records(install.body).find((f) => f.name === 'pleroma-fe')!.installed_refs).toEqual([
      'develop',
      'master',
    ]);
    const petrel = await send(
      sandbox(),
      'POST',
      '/api/pleroma/admin/frontends/install',
      { name: 'petrel', ref: '0.1.0', build_url: 'https://example.org/petrel.zip', build_dir: '.' },
      token('alice'),
    );
    expect(records(petrel.body).find((f) => f.name === 'petrel')).toMatchObject({
      installed: true,
      installed_refs: ['0.1.0'],
    });
    const broken = await send(
      sandbox(),
      'POST',
      '/api/pleroma/admin/frontends/install',
      { name: 'petrel', ref: '0.2.0', build_url: 'ftp://nowhere' },
      token('alice'),
    );
    expect(broken.status).toBe(400);
    expect(asRecord(broken.body).error).toMatch(/Could not download/);
    expect(
      (
        await send(
          sandbox(),
          'POST',
          '/api/pleroma/admin/frontends/install',
          { name: 'kenoma' },
          token('bob'),
        )
      ).status,
    ).toBe(403);
  });

  it('answers 400 naming configurable_from_database with the no-db-config quirk', async () => {
    sandbox().state.quirks.select({ quirks: ['no-db-config'] });
    try {
      const res = await getJson(sandbox(), C, token('alice'));
      expect(res.status).toBe(400);
      expect(String(asRecord(res.body).error)).toContain('configurable_from_database');
      // Front-ends do not depend on it.
      expect(
        (await getJson(sandbox(), '/api/pleroma/admin/frontends', token('alice'))).status,
      ).toBe(200);
    } finally {
      sandbox().state.quirks.select({});
    }
  });
});
