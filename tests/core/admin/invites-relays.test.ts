import { describe, expect, it } from 'vitest';
import { moderationApi } from '../../../src/core/api/admin-moderation';
import {
  AdminInvitesStore,
  AdminRelaysStore,
  inviteOptions,
} from '../../../src/core/model/admin-invites';
import { kit } from '../reading/support';

const A = '/api/v1/pleroma/admin';

function deskKit() {
  const k = kit();
  return { k, deps: { api: () => moderationApi(k.client), notices: k.notices } };
}

describe('the invites store (the web Invites tab, the terminal and the CLI)', () => {
  it('lists, creates with max uses and expiry (the token kept), revokes, reading the list again', async () => {
    const { k, deps } = deskKit();
    const invites: Record<string, unknown>[] = [
      { id: 1, token: 'old', used: false, uses: 1, max_use: null, expires_at: null },
    ];
    k.http
      .on('GET', `${A}/users/invites`, () => ({ body: { invites } }))
      .on('POST', `${A}/users/invite_token`, (req) => {
        const sent = JSON.parse(req.body ?? '{}') as { max_use?: number; expires_at?: string };
        const made = {
          id: 2,
          token: 'fresh',
          used: false,
          uses: 0,
          max_use: sent.max_use ?? null,
          expires_at: sent.expires_at ?? null,
        };
        invites.push(made);
        return { body: made };
      })
      .on('POST', `${A}/users/revoke_invite`, (req) => {
        const { token } = JSON.parse(req.body ?? '{}') as { token: string };
        const found = invites.find((i) => i.token === token)!;
        found.used = true;
        return { body: found };
      });
    const store = new AdminInvitesStore(deps);
    await store.load();
    expect(store.items).toMatchObject([{ token: 'old', maxUse: null, uses: 1 }]);

    expect(await store.create({ maxUse: 3, expiresAt: '2031-02-14' })).toBe(true);
    expect(store.created).toBe('fresh');
    expect(JSON.parse(k.http.calls('POST', `${A}/users/invite_token`)[0]!.body!)).toEqual({
      max_use: 3,
      expires_at: '2031-02-14',
    });
    expect(store.items.map((i) => i.token)).toEqual(['old', 'fresh']);
    expect(store.items[1]).toMatchObject({ maxUse: 3, expiresAt: '2031-02-14', used: false });

    expect(await store.revoke('fresh')).toBe(true);
    expect(store.items[1]!.used).toBe(true);
    expect(store.busy).toBeNull();
  });

  it('a 403 names users_manage_invites; a refused create says so and keeps the list', async () => {
    const { k, deps } = deskKit();
    k.http
      .on('GET', `${A}/users/invites`, { status: 403, body: { error: "User isn't privileged." } })
      .on('POST', `${A}/users/invite_token`, { status: 400, body: { error: 'Invalid date' } });
    const store = new AdminInvitesStore(deps);
    await store.load();
    expect(store.forbidden).toBe('users_manage_invites');
    expect(await store.create({ expiresAt: '2031-02-14' })).toBe(false);
    expect(store.created).toBeNull();
    expect(k.notices.notices.at(-1)?.level).toBe('error');
  });

  it('checks the form: max uses a whole number above 0, the expiry a date; empty means none', () => {
    expect(inviteOptions('', '')).toEqual({});
    expect(inviteOptions(' 5 ', '2031-02-14')).toEqual({ maxUse: 5, expiresAt: '2031-02-14' });
    expect(inviteOptions('0', '')).toEqual({ problem: 'max_use' });
    expect(inviteOptions('2.5', '')).toEqual({ problem: 'max_use' });
    expect(inviteOptions('', '14/02/2031')).toEqual({ problem: 'expiry' });
  });
});

describe('the relays store', () => {
  it('follows by address (trimmed), lists whether each follows back, unfollows', async () => {
    const { k, deps } = deskKit();
    const relays = new Map<string, boolean>([['https://old.example/actor', true]]);
    const url = (body: string | undefined) =>
      (JSON.parse(body ?? '{}') as { relay_url: string }).relay_url;
    k.http
      .on('GET', `${A}/relay`, () => ({
        body: {
          relays: [...relays].map(([actor, back]) => ({ actor, followed_back: back })),
        },
      }))
      .on('POST', `${A}/relay`, (req) => {
        relays.set(url(req.body), false);
        return { body: JSON.stringify(url(req.body)) }; // Pleroma answers the address as JSON
      })
      .on('DELETE', `${A}/relay`, (req) => {
        relays.delete(url(req.body));
        return { body: JSON.stringify(url(req.body)) }; // Pleroma answers the address as JSON
      });
    const store = new AdminRelaysStore(deps);
    await store.load();
    expect(store.items).toEqual([{ actor: 'https://old.example/actor', followedBack: true }]);
    const followed = await store.follow('  https://new.example/actor ');
    expect(k.notices.notices).toEqual([]);
    expect(followed).toBe(true);
    expect(store.items.map((r) => r.actor)).toEqual([
      'https://old.example/actor',
      'https://new.example/actor',
    ]);
    expect(await store.unfollow('https://old.example/actor')).toBe(true);
    expect(store.items).toEqual([{ actor: 'https://new.example/actor', followedBack: false }]);
  });

  it('a moderator is refused: the 403 names the admin role', async () => {
    const { k, deps } = deskKit();
    k.http.on('GET', `${A}/relay`, { status: 403, body: { error: "User isn't privileged." } });
    const store = new AdminRelaysStore(deps);
    await store.load();
    expect(store.forbidden).toBe('admin');
    expect(store.state).toBe('failed');
  });
});
