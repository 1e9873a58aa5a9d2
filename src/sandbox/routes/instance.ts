import { CUSTOM_EMOJI, emojiPath } from '../emoji';
import { json, type Reply, type RequestContext } from '../http';
import type { RouteDef } from '../router';
import { serializeInstance, serializeNodeinfo } from '../serialize/instance';
import {
  serializeMastodonInstance,
  serializeMastodonNodeinfo,
} from '../serialize/instance-mastodon';

function nodeinfo(ctx: RequestContext): Reply {
  const v = (ctx.pathParams.version ?? '').replace(/\.json$/, '');
  if (v !== '2.0' && v !== '2.1') return json({ error: 'Not found' }, 404);
  const body = ctx.state.quirks.has('mastodon-instance')
    ? serializeMastodonNodeinfo(ctx.state, v)
    : serializeNodeinfo(ctx.state, v);
  return json(body, 200, {
    'content-type': `application/json; profile="http://nodeinfo.diaspora.software/ns/schema/${v}#"; charset=utf-8`,
  });
}

/** The servers this one knows: the domains of the remote accounts it has seen, sorted. */
function peers(ctx: RequestContext): Reply {
  const domains = new Set<string>();
  for (const user of ctx.state.users.values()) if (user.domain) domains.add(user.domain);
  return json([...domains].sort());
}

function wellKnownNodeinfo(ctx: RequestContext): Reply {
  const base = ctx.state.baseUrl;
  return json({
    links: [
      { href: `${base}/nodeinfo/2.0.json`, rel: 'http://nodeinfo.diaspora.software/ns/schema/2.0' },
      { href: `${base}/nodeinfo/2.1.json`, rel: 'http://nodeinfo.diaspora.software/ns/schema/2.1' },
    ],
  });
}

function customEmojis(ctx: RequestContext): Reply {
  return json(
    CUSTOM_EMOJI.map((e) => {
      const url = `${ctx.state.baseUrl}${emojiPath(e)}`;
      return {
        category: `pack:${e.pack}`,
        shortcode: e.shortcode,
        static_url: url,
        tags: [`pack:${e.pack}`],
        url,
        visible_in_picker: true,
      };
    }),
  );
}

/** Pleroma-FE's own config keys, so a client reading them finds the same defaults. */
function frontendConfigurations(ctx: RequestContext): Reply {
  return json({
    pleroma_fe: {
      alwaysShowSubjectInput: true,
      background: '/images/city.png',
      collapseMessageWithSubject: false,
      disableChat: false,
      greentext: false,
      hideFilteredStatuses: false,
      hideMutedPosts: false,
      hidePostStats: false,
      hideSitename: false,
      hideUserStats: false,
      loginMethod: ctx.state.quirks.has('token-login') ? 'token' : 'password',
      logo: '/static/logo.svg',
      logoMargin: '.1em',
      logoMask: true,
      minimalScopesMode: false,
      noAttachmentLinks: false,
      nsfwCensorImage: '',
      postContentType: 'text/plain',
      redirectRootLogin: '/main/friends',
      redirectRootNoLogin: '/main/all',
      scopeCopy: true,
      showFeaturesPanel: true,
      showInstanceSpecificPanel: true,
      sidebarRight: false,
      subjectLineBehavior: 'email',
      theme: 'pleroma-dark',
      webPushNotifications: false,
    },
  });
}

function pleromaEmoji(ctx: RequestContext): Reply {
  const out: Record<string, { image_url: string; tags: string[] }> = {};
  for (const e of CUSTOM_EMOJI)
    out[e.shortcode] = {
      image_url: `${ctx.state.baseUrl}${emojiPath(e)}`,
      tags: [`pack:${e.pack}`],
    };
  return json(out);
}

export const instanceRoutes: RouteDef[] = [
  {
    method: 'GET',
    path: '/api/v1/instance',
    access: 'public',
    handler: (ctx) =>
      json(
        ctx.state.quirks.has('mastodon-instance')
          ? serializeMastodonInstance(ctx.state)
          : serializeInstance(ctx.state),
      ),
  },
  { method: 'GET', path: '/nodeinfo/{version}', access: 'public', handler: nodeinfo },
  {
    method: 'GET',
    path: '/.well-known/nodeinfo',
    access: 'public',
    handler: wellKnownNodeinfo,
    extra: 'nodeinfo discovery document (served by Pleroma outside its API spec)',
  },
  { method: 'GET', path: '/api/v1/custom_emojis', access: 'public', handler: customEmojis },
  {
    method: 'GET',
    path: '/api/pleroma/frontend_configurations',
    access: 'public',
    handler: frontendConfigurations,
  },
  { method: 'GET', path: '/api/v1/pleroma/emoji', access: 'public', handler: pleromaEmoji },
  // Pleroma serves the same map here too; Pleroma-FE reads this one (spec part 2 §7).
  {
    method: 'GET',
    path: '/api/pleroma/emoji.json',
    access: 'public',
    handler: pleromaEmoji,
    extra: 'the emoji map Pleroma-FE reads (spec part 2 §7), beside /api/v1/pleroma/emoji',
  },
  {
    method: 'GET',
    path: '/api/v1/instance/peers',
    access: 'public',
    handler: peers,
  },
  { method: 'GET', path: '/api/v1/instance/rules', access: 'public', handler: () => json([]) },
];
