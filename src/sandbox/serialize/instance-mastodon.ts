import type { JsonObject } from '../json';
import type { SandboxState } from '../state';
import {
  counts,
  INSTANCE_DESCRIPTION,
  INSTANCE_TITLE,
  POLL_LIMITS,
  streamingUrl,
  UPLOAD_LIMITS,
  VAPID_KEY,
} from './instance';

/**
 * The `mastodon-instance` quirk: /api/v1/instance and nodeinfo as Mastodon (and snac, and
 * GoToSocial) write them, with no `pleroma` block and no feature list, so a client's
 * capability detection sees the flavour's software. Shaped like
 * fixtures/snac2/instance_v1.json; the `mastodon` flavour adds Mastodon 4's Web Push key
 * (`configuration.vapid.public_key`, which Mastodon serves in /api/v2/instance).
 */
export function serializeMastodonInstance(state: SandboxState): JsonObject {
  const c = counts(state);
  const software = state.quirks.software();
  return {
    uri: state.host,
    title: INSTANCE_TITLE,
    short_description: INSTANCE_DESCRIPTION,
    description: INSTANCE_DESCRIPTION,
    email: 'admin@sandbox.invalid',
    version: software.apiVersion,
    urls: { streaming_api: streamingUrl(state) },
    stats: { user_count: c.users, status_count: c.localPosts, domain_count: c.domains },
    thumbnail: `${state.baseUrl}/instance/thumbnail.png`,
    languages: ['en'],
    registrations: true,
    approval_required: false,
    invites_enabled: false,
    configuration: {
      accounts: { max_featured_tags: 10 },
      statuses: {
        max_characters: state.adminConfig.textLimit(),
        max_media_attachments: 4,
        characters_reserved_per_url: 23,
      },
      media_attachments: {
        image_size_limit: UPLOAD_LIMITS.general,
        video_size_limit: UPLOAD_LIMITS.general,
      },
      polls: {
        max_options: POLL_LIMITS.max_options,
        max_characters_per_option: POLL_LIMITS.max_option_chars,
        min_expiration: 300,
        max_expiration: POLL_LIMITS.max_expiration,
      },
      ...(software.name === 'mastodon' ? { vapid: { public_key: VAPID_KEY } } : {}),
    },
    contact_account: null,
    rules: [],
  };
}

export function serializeMastodonNodeinfo(state: SandboxState, version: '2.0' | '2.1'): JsonObject {
  const c = counts(state);
  const software = state.quirks.software();
  return {
    version,
    software: { name: software.name, version: software.version },
    protocols: ['activitypub'],
    services: { outbound: [], inbound: [] },
    usage: {
      users: { total: c.users, activeMonth: c.users, activeHalfyear: c.users },
      localPosts: c.localPosts,
    },
    openRegistrations: true,
    metadata: { nodeName: INSTANCE_TITLE, nodeDescription: INSTANCE_DESCRIPTION },
  };
}
