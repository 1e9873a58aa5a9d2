import { describe, expect, it } from 'vitest';
import { asArray, asRecord, getJson, type JsonRecord, send, useSandbox } from './helpers';

const records = (v: unknown): JsonRecord[] => asArray(v as never).map((x) => asRecord(x));

describe('sandbox settings, reports and admin', () => {
  const sandbox = useSandbox();
  const token = (u: string): string => sandbox().state.tokenFor(u);

  it('registers an account that can sign in at once, only with an app token', async () => {
    const newbie = {
      username: 'newbie',
      email: 'newbie@sandbox.invalid',
      password: 'pw',
      agreement: true,
      locale: 'en_US',
    };
    // Pleroma: no token, or a user's, is 403 "Invalid credentials" (nothing is created).
    for (const carried of [undefined, token('alice')]) {
      const refused = await send(sandbox(), 'POST', '/api/v1/accounts', newbie, carried);
      expect(refused.status).toBe(403);
      expect(asRecord(refused.body).error).toBe('Invalid credentials');
    }
    const appToken = sandbox().state.appToken();
    const res = await send(sandbox(), 'POST', '/api/v1/accounts', newbie, appToken);
    expect(res.status).toBe(200);
    const me = await getJson(
      sandbox(),
      '/api/v1/accounts/verify_credentials',
      String(asRecord(res.body).access_token),
    );
    expect(asRecord(me.body).username).toBe('newbie');
    const taken = await send(
      sandbox(),
      'POST',
      '/api/v1/accounts',
      { username: 'alice', password: 'x', agreement: true },
      appToken,
    );
    expect(taken.status).toBe(400);
    expect(JSON.parse(String(asRecord(taken.body).error))).toEqual({
      ap_id: ['has already been taken'],
    });
  });

  it('changes a password only with the current one', async () => {
    const change = (password: string) =>
      send(
        sandbox(),
        'POST',
        '/api/pleroma/change_password',
        { password, new_password: 'sandbox2', new_password_confirmation: 'sandbox2' },
        token('grace'),
      );
    expect((await change('wrong')).status).toBe(403);
    expect((await change('sandbox')).body).toEqual({ status: 'success' });
  });

  it('reports reach staff as pleroma:report and can be resolved', async () => {
    const { users, statuses } = sandbox().seed;
    const filed = await send(
      sandbox(),
      'POST',
      '/api/v1/reports',
      { account_id: users.bob, status_ids: [statuses.unlisted], comment: 'test report' },
      token('erin@social.example'),
    );
    expect(filed.status).toBe(200);
    const id = String(asRecord(filed.body).id);
    const notes = records(
      (
        await getJson(
          sandbox(),
          '/api/v1/notifications?include_types[]=pleroma:report',
          token('alice'),
        )
      ).body,
    );
    expect(notes.some((n) => asRecord(n.report).id === id)).toBe(true);
    const list = asRecord(
      (await getJson(sandbox(), '/api/v1/pleroma/admin/reports', token('bob'))).body,
    );
    expect(records(list.reports).map((r) => r.id)).toContain(id);
    expect((await getJson(sandbox(), '/api/v1/pleroma/admin/reports', token('carol'))).status).toBe(
      403,
    );
    const patched = await send(
      sandbox(),
      'PATCH',
      '/api/v1/pleroma/admin/reports',
      { reports: [{ id, state: 'resolved' }] },
      token('alice'),
    );
    expect(patched.status).toBe(204);
    const one = asRecord(
      (await getJson(sandbox(), `/api/pleroma/admin/reports/${id}`, token('alice'))).body,
    );
    expect(one.state).toBe('resolved');
  });

  it('admin: deactivate, tag and grant roles', async () => {
    const deact = await send(
      sandbox(),
      'PATCH',
      '/api/v1/pleroma/admin/users/deactivate',
      { nicknames: ['ticker'] },
      token('alice'),
    );
    expect(records(asRecord(deact.body).users)[0]!.is_active).toBe(false);
    expect((await getJson(sandbox(), '/api/v1/accounts/ticker')).status).toBe(404);
    await send(
      sandbox(),
      'PATCH',
      '/api/v1/pleroma/admin/users/activate',
      { nicknames: ['ticker'] },
      token('alice'),
    );
    await send(
      sandbox(),
      'PUT',
      '/api/v1/pleroma/admin/users/tag',
      { nicknames: ['grace'], tags: ['force-unlisted'] },
      token('alice'),
    );
    const grace = asRecord((await getJson(sandbox(), '/api/v1/accounts/grace')).body);
    expect(asRecord(grace.pleroma).tags).toEqual(['force-unlisted']);
    const granted = await send(
      sandbox(),
      'POST',
      '/api/v1/pleroma/admin/users/grace/permission_group/moderator',
      null,
      token('alice'),
    );
    expect(granted.body).toEqual({ is_moderator: true });
    expect(
      (
        await send(
          sandbox(),
          'POST',
          '/api/v1/pleroma/admin/users/grace/permission_group/admin',
          null,
          token('bob'),
        )
      ).status,
    ).toBe(403);
  });

  it('disable_mfa turns off two-factor sign-in, for holders of users_manage_credentials', async () => {
    const dana = sandbox().state.findUserByAcct('dana')!;
    dana.mfa = { totpSecret: 'JBSWY3DPEHPK3PXP', backupCodes: ['one'] };
    const disable = (as: string) =>
      send(
        sandbox(),
        'PUT',
        '/api/v1/pleroma/admin/users/disable_mfa',
        { nickname: 'dana' },
        token(as),
      );
    expect((await disable('carol')).status).toBe(403);
    expect(dana.mfa).not.toBeNull();
    const done = await disable('alice');
    expect(done.body).toBe('dana');
    expect(dana.mfa).toBeNull();
    const nodeinfo = asRecord((await getJson(sandbox(), '/nodeinfo/2.1.json')).body);
    expect(asRecord(asRecord(nodeinfo.metadata).federation).mrf_policies).toContain('TagPolicy');
  });

  it('push subscriptions and domain blocks round-trip', async () => {
    const sub = asRecord(
      (
        await send(
          sandbox(),
          'POST',
          '/api/v1/push/subscription',
          {
            subscription: { endpoint: 'https://push.invalid/x', keys: { p256dh: 'k', auth: 'a' } },
            data: { alerts: { follow: false } },
          },
          token('alice'),
        )
      ).body,
    );
    expect(sub).toMatchObject({ endpoint: 'https://push.invalid/x' });
    expect(asRecord(sub.alerts).follow).toBe(false);
    expect(typeof sub.id).toBe('string');
    await send(
      sandbox(),
      'POST',
      '/api/v1/domain_blocks',
      { domain: 'spam.example' },
      token('alice'),
    );
    expect((await getJson(sandbox(), '/api/v1/domain_blocks', token('alice'))).body).toEqual([
      'spam.example',
    ]);
  });
});
