import { anonymousTimelineRefused } from '../admin/config-store';
import type { JsonObject } from '../json';
import { MAX_STATUS_CHARS } from '../limits';
import { VAPID_KEY } from '../push/vapid';
import type { SandboxState } from '../state';

/** What the sandbox claims to be. Clients detect features from these strings. */
export const SOFTWARE_VERSION = '2.6.0';
export const MASTODON_VERSION = `2.7.2 (compatible; Pleroma ${SOFTWARE_VERSION})`;

export const FEATURES = [
  'pleroma_api',
  'mastodon_api',
  'mastodon_api_streaming',
  'polls',
  'v2_suggestions',
  'pleroma_explicit_addressing',
  'shareable_emoji_packs',
  'multifetch',
  'pleroma:api/v1/notifications:include_types_filter',
  'editing',
  'quote_posting',
  'media_proxy',
  'relay',
  'pleroma_emoji_reactions',
  'exposable_reactions',
  'pleroma_chat_messages',
  'profile_directory',
  'pleroma:get:main/ostatus',
  'pleroma:bookmark_folders',
  // The shoutbox (`config :pleroma, :shout, enabled: true`): Phoenix channel chat:public.
  'shout',
];

/** The sandbox's Web Push public key (its private half signs the pushes: push/). */
export { VAPID_KEY };

export const POLL_LIMITS = {
  max_expiration: 31536000,
  max_option_chars: 200,
  max_options: 20,
  min_expiration: 0,
};
export const UPLOAD_LIMITS = {
  avatar: 2000000,
  background: 4000000,
  banner: 4000000,
  general: 16000000,
};
export const FIELDS_LIMITS = {
  max_fields: 10,
  max_remote_fields: 20,
  name_length: 512,
  value_length: 2048,
};
export const POST_FORMATS = ['text/plain', 'text/html', 'text/markdown', 'text/bbcode'];
export const INSTANCE_TITLE = 'Petrel Sandbox';
/** Quirk `birthday-required`: how old a new account must be. */
export const BIRTHDAY_MIN_AGE = 18;
export const INSTANCE_DESCRIPTION =
  'A local Pleroma-compatible test double for Petrel. Nothing here leaves this machine.';

const MRF_SIMPLE = {
  accept: [],
  avatar_removal: [],
  banner_removal: [],
  federated_timeline_removal: [],
  followers_only: [],
  media_nsfw: ['nsfw.example'],
  media_removal: [],
  reject: ['spam.example'],
  reject_deletes: [],
  report_removal: [],
};

/** The WebSocket base; with `no-streaming`, a wss:// one where nothing speaks TLS. */
export function streamingUrl(state: SandboxState): string {
  return state.baseUrl.replace(/^http/, state.quirks.has('no-streaming') ? 'wss' : 'ws');
}

export function counts(state: SandboxState): {
  users: number;
  localPosts: number;
  domains: number;
} {
  let users = 0;
  const domains = new Set<string>();
  for (const u of state.users.values()) {
    if (u.domain) domains.add(u.domain);
    else users++;
  }
  let localPosts = 0;
  for (const s of state.statuses.values()) {
    if (!s.reblogOfId && state.users.get(s.accountId)?.domain === null) localPosts++;
  }
  return { users, localPosts, domains: domains.size };
}

/** GET /api/v1/instance, shaped like fixtures/soapbox/pleroma-instance.json. */
export function serializeInstance(state: SandboxState): JsonObject {
  const c = counts(state);
  const streaming = streamingUrl(state);
  const restricted = state.quirks.restrictsAnonymousTimelines();
  return {
    approval_required: state.quirks.has('account-approval-required'),
    avatar_upload_limit: UPLOAD_LIMITS.avatar,
    background_image: `${state.baseUrl}/images/city.png`,
    background_upload_limit: UPLOAD_LIMITS.background,
    banner_upload_limit: UPLOAD_LIMITS.banner,
    chat_limit: MAX_STATUS_CHARS,
    configuration: {
      media_attachments: {
        image_size_limit: UPLOAD_LIMITS.general,
        video_size_limit: UPLOAD_LIMITS.general,
      },
      polls: {
        max_characters_per_option: POLL_LIMITS.max_option_chars,
        max_expiration: POLL_LIMITS.max_expiration,
        max_options: POLL_LIMITS.max_options,
        min_expiration: POLL_LIMITS.min_expiration,
      },
      statuses: {
        characters_reserved_per_url: 0,
        max_characters: state.adminConfig.textLimit(),
        max_media_attachments: 1000,
      },
    },
    contact_account: null,
    description: INSTANCE_DESCRIPTION,
    description_limit: state.adminConfig.instanceNumber('description_limit', 5000),
    email: 'admin@sandbox.invalid',
    languages: ['en'],
    max_toot_chars: state.adminConfig.textLimit(),
    pleroma: {
      metadata: {
        account_activation_required: state.quirks.has('account-activation-required'),
        birthday_min_age: state.quirks.has('birthday-required') ? BIRTHDAY_MIN_AGE : 0,
        birthday_required: state.quirks.has('birthday-required'),
        features: state.quirks.features(FEATURES),
        federation: {
          enabled: !state.quirks.has('not-federating'),
          exclusions: false,
          mrf_hashtag: { federated_timeline_removal: [], reject: [], sensitive: ['nsfw'] },
          mrf_policies: ['SimplePolicy', 'HashtagPolicy', 'ObjectAgePolicy', 'TagPolicy'],
          mrf_simple: MRF_SIMPLE,
          mrf_simple_info: { reject: { 'spam.example': { reason: 'spam' } } },
          quarantined_instances: [],
          quarantined_instances_info: { quarantined_instances: {} },
        },
        fields_limits: FIELDS_LIMITS,
        post_formats: POST_FORMATS,
        privileged_staff: false,
        restrict_unauthenticated: {
          activities: { local: false, remote: false },
          profiles: { local: false, remote: false },
          timelines: {
            federated: restricted || anonymousTimelineRefused(state, ':federated'),
            local: restricted || anonymousTimelineRefused(state, ':local'),
          },
        },
      },
      oauth_consumer_strategies: [],
      stats: { mau: c.users },
      vapid_public_key: VAPID_KEY,
    },
    poll_limits: POLL_LIMITS,
    registrations: !state.quirks.has('registrations-closed'),
    rules: [],
    shout_limit: MAX_STATUS_CHARS,
    stats: { domain_count: c.domains, status_count: c.localPosts, user_count: c.users },
    thumbnail: `${state.baseUrl}/instance/thumbnail.png`,
    title: INSTANCE_TITLE,
    upload_limit: UPLOAD_LIMITS.general,
    uri: state.baseUrl,
    urls: { streaming_api: streaming },
    version: MASTODON_VERSION,
  };
}

/** GET /nodeinfo/2.0.json (and 2.1), shaped like fixtures/derived/initial_results__nodeinfo_2.0.json. */
export function serializeNodeinfo(state: SandboxState, version: '2.0' | '2.1'): JsonObject {
  const c = counts(state);
  const staff = [...state.users.values()]
    .filter((u) => u.domain === null && (u.role === 'admin' || u.role === 'moderator'))
    .map((u) => state.userUrl(u));
  return {
    metadata: {
      accountActivationRequired: state.quirks.has('account-activation-required'),
      features: state.quirks.features(FEATURES),
      federation: {
        enabled: !state.quirks.has('not-federating'),
        exclusions: false,
        mrf_policies: ['SimplePolicy', 'TagPolicy'],
        mrf_simple: MRF_SIMPLE,
        quarantined_instances: [],
      },
      fieldsLimits: { maxFields: 10, maxRemoteFields: 20, nameLength: 512, valueLength: 2048 },
      invitesEnabled: false,
      mailerEnabled: !state.quirks.has('no-mailer'),
      nodeDescription: INSTANCE_DESCRIPTION,
      nodeName: INSTANCE_TITLE,
      pollLimits: POLL_LIMITS,
      postFormats: POST_FORMATS,
      private: state.quirks.has('private-instance'),
      restrictedNicknames: [
        '.well-known',
        'about',
        'api',
        'main',
        'notice',
        'objects',
        'users',
        'web',
      ],
      skipThreadContainment: true,
      staffAccounts: staff,
      // On, so the who-to-follow panel has something to show (Pleroma's default is off).
      suggestions: { enabled: true },
      uploadLimits: UPLOAD_LIMITS,
    },
    openRegistrations: true,
    protocols: ['activitypub'],
    services: { inbound: [], outbound: [] },
    software: {
      name: 'pleroma',
      version: SOFTWARE_VERSION,
      ...(version === '2.1' ? { repository: 'https://git.pleroma.social/pleroma/pleroma' } : {}),
    },
    usage: {
      localPosts: c.localPosts,
      users: { activeHalfyear: c.users, activeMonth: c.users, total: c.users },
    },
    version,
  };
}
