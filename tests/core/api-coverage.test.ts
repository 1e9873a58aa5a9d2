import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { chatsApi } from '../../src/core/api/chats';
import { PleromaClient } from '../../src/core/api/client';
import { credentialsOf } from '../../src/core/api/credentials';
import { instancePeers } from '../../src/core/api/peers';
import { scheduledStatusesApi } from '../../src/core/api/scheduled-statuses';
import { signUpApi } from '../../src/core/api/sign-up';
import type { FetchInit, FetchResponse } from '../../src/core/ports';

/**
 * Which of Pleroma's 284 documented routes the API client calls. Every client method is
 * really called against a recording fetch (so the list cannot drift from the code), and
 * each request is matched against operations.json.
 */

interface Operation {
  method: string;
  path: string;
  legacyAliasPath?: string;
}

const operations = JSON.parse(
  readFileSync(new URL('../fixtures/pleroma-api/operations.json', import.meta.url), 'utf8'),
) as Operation[];

/** Routes outside Pleroma's OpenAPI description that the client uses on purpose. */
const EXTRAS = new Set([
  'GET /nodeinfo/2.0.json',
  'GET /oauth/authorize',
  // RFC 8414 metadata: decides PKCE on servers that publish it (Mastodon 4.3+).
  'GET /.well-known/oauth-authorization-server',
  // Spec part 1 §7 password reset: Pleroma's `/auth/password` (a browser route, no OpenAPI).
  'POST /auth/password',
]);

function templateMatcher(path: string): RegExp {
  const pattern = path
    .replace(/\/+$/, '')
    .split(/\{[^}]+\}/)
    .map((part) => part.replace(/[.*+?^$()|[\]\\]/g, '\\$&'))
    .join('[^/]+');
  return new RegExp(`^${pattern}/?$`);
}

const matchers = operations.flatMap((op) =>
  [op.path, op.legacyAliasPath]
    .filter((p): p is string => Boolean(p))
    .map((p) => ({
      key: `${op.method.toUpperCase()} ${op.path}`,
      method: op.method.toUpperCase(),
      re: templateMatcher(p),
    })),
);

function operationFor(method: string, pathname: string): string | undefined {
  return matchers.find((m) => m.method === method && m.re.test(pathname))?.key;
}

/** A server that answers every call with a plausible empty-ish body for its shape. */
function recordingClient() {
  const requests: Array<{ method: string; pathname: string }> = [];
  const status = {
    id: '1',
    content: '',
    account: { id: 'a', acct: 'a', username: 'a' },
  };
  const bodyFor = (pathname: string, method: string): unknown => {
    if (pathname === '/api/v1/apps') return { client_id: 'c', client_secret: 's' };
    if (pathname === '/oauth/token' || pathname === '/oauth/mfa/challenge')
      return { access_token: 't' };
    if (pathname === '/api/v1/accounts') return { access_token: 't' };
    if (pathname.endsWith('/context')) return { ancestors: [], descendants: [] };
    if (pathname === '/api/v2/search') return { accounts: [], statuses: [], hashtags: [] };
    if (/^\/api\/v1\/polls\/[^/]+\/votes$/.test(pathname)) return { id: '1', options: [] };
    if (pathname.endsWith('/history')) return [];
    if (/^\/api\/v1\/scheduled_statuses\/[^/]+$/.test(pathname))
      return { id: '1', scheduled_at: '2030-01-01T00:00:00Z', params: {} };
    if (/^\/api\/v1\/statuses\/[^/]+\/[a-z]+$/.test(pathname) && !pathname.endsWith('_by'))
      return status;
    if (/^\/api\/v1\/pleroma\/statuses\/[^/]+\/reactions\/[^/]+$/.test(pathname)) return status;
    if (pathname === '/api/v1/reports') return { id: '1' };
    const chat = { id: 'c', account: status.account, unread: 0 };
    if (/^\/api\/v1\/pleroma\/chats\/[^/]+\/messages(\/[^/]+)?$/.test(pathname))
      return method === 'GET' ? [] : { id: 'm', chat_id: 'c', account_id: 'a' };
    if (/^\/api\/v1\/pleroma\/chats(\/.*)?$/.test(pathname))
      return pathname.endsWith('chats') ? [chat] : chat;
    if (/^\/api\/v1\/pleroma\/admin\/announcements(\/[^/]+)?$/.test(pathname))
      return pathname.endsWith('announcements') && method === 'GET' ? [] : { id: '1' };
    if (/^\/api\/v1\/(lists|polls)\/[^/]+$/.test(pathname))
      return { id: '1', title: 't', options: [] };
    if (pathname === '/api/v1/lists') return method === 'POST' ? { id: '1', title: 't' } : [];
    if (/^\/api\/v1\/follow_requests\/[^/]+\/(authorize|reject)$/.test(pathname))
      return { id: 'a' };
    if (pathname === '/api/v1/markers') return {};
    if (/^\/api\/v1\/statuses(\/[^/]+)?$/.test(pathname)) return status;
    if (
      /^\/api\/v1\/accounts\/(verify_credentials|lookup|[^/]+)$/.test(pathname) &&
      !pathname.endsWith('relationships') &&
      !pathname.endsWith('search')
    ) {
      return status.account;
    }
    if (
      /^\/api\/v1\/accounts\/[^/]+\/(mute|unmute|follow|unfollow|block|unblock|note|remove_from_followers)$/.test(
        pathname,
      ) ||
      /^\/api\/v1\/pleroma\/accounts\/[^/]+\/(subscribe|unsubscribe)$/.test(pathname)
    )
      return { id: '1' };
    if (pathname === '/api/v1/instance' || pathname === '/nodeinfo/2.0.json') return { uri: 'x' };
    return [];
  };
  const fetch = async (input: string, init?: FetchInit): Promise<FetchResponse> => {
    const url = new URL(input);
    requests.push({ method: (init?.method ?? 'GET').toUpperCase(), pathname: url.pathname });
    const body = JSON.stringify(bodyFor(url.pathname, (init?.method ?? 'GET').toUpperCase()));
    return { status: 200, ok: true, headers: { get: () => null }, text: async () => body };
  };
  const client = new PleromaClient({ fetch, baseUrl: 'https://pleroma.example', token: 't' });
  return { client, requests };
}

describe('API client route coverage', () => {
  it('calls only documented routes and reports how many of the 284 it covers', async () => {
    const { client, requests } = recordingClient();
    const app = { clientId: 'c', clientSecret: 's', redirectUri: 'urn:ietf:wg:oauth:2.0:oob' };
    // One call per client method; a method missing here fails the test below.
    const calls: Record<string, () => unknown> = {
      'apps.create': () => client.apps.create('Petrel'),
      'oauth.token': () => client.oauth.token(app, { grantType: 'client_credentials' }),
      'oauth.revoke': () => client.oauth.revoke(app, 't'),
      'oauth.authorizeUrl': () => {
        const url = new URL(client.oauth.authorizeUrl({ client_id: app.clientId }));
        requests.push({ method: 'GET', pathname: url.pathname });
      },
      'oauth.serverMetadata': () => client.oauth.serverMetadata(),
      'oauth.mfaChallenge': () =>
        client.oauth.mfaChallenge(app, { mfaToken: 'm', code: '1', type: 'totp' }),
      'signUp.captcha': () => signUpApi(client).captcha(),
      'signUp.register': () =>
        signUpApi(client).register({ username: 'u', fullname: 'U', password: 'p', confirm: 'p' }),
      'signUp.requestPasswordReset': () => signUpApi(client).requestPasswordReset('a@b.example'),
      'accounts.verifyCredentials': () => client.accounts.verifyCredentials(),
      'accounts.fetch': () => client.accounts.fetch('1'),
      'credentials.own': () => credentialsOf(client).own(),
      'credentials.update': async () => {
        await credentialsOf(client).update({
          displayName: 'A',
          settingsStore: { 'pleroma-fe': {} },
        });
        const avatar = { name: 'a.png', size: 1, type: 'image/png', blob: new Blob(['x']) };
        await credentialsOf(client).update({ avatar });
      },
      'credentials.notificationSettings': () =>
        credentialsOf(client).notificationSettings({ blockFromStrangers: true }),
      'accounts.lookup': () => client.accounts.lookup('bob'),
      'accounts.followers': () => client.accounts.followers('1'),
      'accounts.following': () => client.accounts.following('1'),
      'accounts.relationships': () => client.accounts.relationships(['1']),
      'accounts.search': () => client.accounts.search('bob'),
      'accounts.mutes': () => client.accounts.mutes(),
      'accounts.mute': () => client.accounts.mute('1', { expiresIn: 60 }),
      'accounts.unmute': () => client.accounts.unmute('1'),
      'accounts.follow': () => client.accounts.follow('1', { reblogs: false }),
      'accounts.unfollow': () => client.accounts.unfollow('1'),
      'accounts.block': () => client.accounts.block('1'),
      'accounts.unblock': () => client.accounts.unblock('1'),
      'accounts.subscribe': () => client.accounts.subscribe('1'),
      'accounts.unsubscribe': () => client.accounts.unsubscribe('1'),
      'accounts.removeFromFollowers': () => client.accounts.removeFromFollowers('1'),
      'accounts.note': () => client.accounts.note('1', 'hi'),
      'accounts.blocks': () => client.accounts.blocks(),
      'accounts.domainBlocks': () => client.accounts.domainBlocks(),
      'accounts.blockDomain': () => client.accounts.blockDomain('spam.example'),
      'accounts.unblockDomain': () => client.accounts.unblockDomain('spam.example'),
      'search.v2': () => client.search.v2({ q: 'x' }),
      'polls.fetch': () => client.polls.fetch('1'),
      'polls.vote': () => client.polls.vote('1', [0]),
      'reports.create': () =>
        client.reports.create({ accountId: '1', statusIds: [], comment: '', forward: false }),
      'statuses.toggle': async () => {
        for (const verb of [
          'favourite',
          'unfavourite',
          'reblog',
          'unreblog',
          'bookmark',
          'unbookmark',
          'pin',
          'unpin',
          'mute',
          'unmute',
        ] as const)
          await client.statuses.toggle('1', verb);
      },
      'statuses.react': async () => {
        await client.statuses.react('1', 'x');
        await client.statuses.react('1', 'x', true);
      },
      'announcements.list': () => client.announcements.list(),
      'announcements.dismiss': () => client.announcements.dismiss('1'),
      'announcements.adminList': () => client.announcements.adminList(),
      'announcements.create': () => client.announcements.create({ content: 'hi' }),
      'announcements.update': () => client.announcements.update('1', { endsAt: null }),
      'announcements.remove': () => client.announcements.remove('1'),
      'lists.all': () => client.lists.all(),
      'lists.fetch': () => client.lists.fetch('1'),
      'lists.create': () => client.lists.create('t'),
      'lists.rename': () => client.lists.rename('1', 't'),
      'lists.remove': () => client.lists.remove('1'),
      'lists.members': () => client.lists.members('1'),
      'lists.addMembers': () => client.lists.addMembers('1', ['a']),
      'lists.removeMembers': () => client.lists.removeMembers('1', ['a']),
      'lists.ofAccount': () => client.lists.ofAccount('a'),
      'chats.list': () => chatsApi(client).list(),
      'chats.get': () => chatsApi(client).get('c'),
      'chats.withAccount': () => chatsApi(client).withAccount('a'),
      'chats.messages': () => chatsApi(client).messages('c', { maxId: 'm' }),
      'chats.post': () => chatsApi(client).post('c', { content: 'hi', idempotencyKey: 'k' }),
      'chats.read': () => chatsApi(client).read('c', 'm'),
      'chats.deleteMessage': () => chatsApi(client).deleteMessage('c', 'm'),
      'followRequests.list': () => client.followRequests.list(),
      'followRequests.authorize': () => client.followRequests.authorize('a'),
      'followRequests.reject': () => client.followRequests.reject('a'),
      'suggestions.suggestions': () => client.suggestions.suggestions(),
      'markers.fetch': () => client.markers.fetch(),
      'markers.save': () => client.markers.save({ home: '1' }),
      'instance.fetch': () => client.instance.fetch(),
      'instance.nodeinfo': () => client.instance.nodeinfo(),
      'instance.customEmojis': () => client.instance.customEmojis(),
      'instance.loginMethod': () => client.instance.loginMethod(),
      'timelines.fetch': async () => {
        for (const kind of [
          { type: 'home' },
          { type: 'public' },
          { type: 'tag', tag: 'x' },
          { type: 'list', id: '1' },
          { type: 'direct' },
          { type: 'favourites' },
          { type: 'bookmarks' },
          { type: 'account', id: '1' },
          { type: 'account_favourites', id: '1' },
        ] as const) {
          await client.timelines.fetch(kind);
        }
      },
      'statuses.create': () => client.statuses.create({ status: 'hi' }),
      'statuses.fetch': () => client.statuses.fetch('1'),
      'statuses.remove': () => client.statuses.remove('1'),
      'statuses.preview': () => client.statuses.preview({ status: 'hi' }),
      'statuses.source': () => client.statuses.source('1'),
      'statuses.edit': () => client.statuses.edit('1', { status: 'hi' }),
      'statuses.history': () => client.statuses.history('1'),
      'scheduledStatuses.create': () =>
        scheduledStatusesApi(client).create({ status: 'hi' }, '2030-01-01T00:00:00Z'),
      'scheduledStatuses.list': () => scheduledStatusesApi(client).list(),
      'scheduledStatuses.reschedule': () =>
        scheduledStatusesApi(client).reschedule('1', '2030-01-01T00:00:00Z'),
      'scheduledStatuses.cancel': () => scheduledStatusesApi(client).cancel('1'),
      'statuses.favouritedBy': () => client.statuses.favouritedBy('1'),
      'statuses.rebloggedBy': () => client.statuses.rebloggedBy('1'),
      'statuses.reactions': () => client.statuses.reactions('1'),
      'statuses.context': () => client.statuses.context('1'),
      'notifications.fetch': () => client.notifications.fetch(),
      'notifications.markRead': () => client.notifications.markRead({ maxId: '1' }),
    };
    const methods: string[] = [];
    for (const [namespace, value] of Object.entries(client)) {
      if (!value || typeof value !== 'object' || namespace === 'http' || namespace === 'logger')
        continue;
      for (const [name, fn] of Object.entries(value as Record<string, unknown>)) {
        if (typeof fn === 'function') methods.push(`${namespace}.${name}`);
      }
    }
    expect(
      methods.filter((m) => !(m in calls)),
      'client methods not exercised here',
    ).toEqual([]);
    for (const method of methods) await calls[method]!();
    // Calls made on first use, outside the client's methods (not in the web's first load).
    await instancePeers(client);

    const undocumented: string[] = [];
    const covered = new Set<string>();
    for (const { method, pathname } of requests) {
      const key = operationFor(method, pathname);
      if (key) covered.add(key);
      else if (!EXTRAS.has(`${method} ${pathname}`)) undocumented.push(`${method} ${pathname}`);
    }
    expect(undocumented, 'requests that match no Pleroma route').toEqual([]);
    console.log(`API client covers ${covered.size}/${operations.length} Pleroma routes`);
    expect(covered.size).toBeGreaterThanOrEqual(35);
  });
});
