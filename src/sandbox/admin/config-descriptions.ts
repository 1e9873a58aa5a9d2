import type { Json, JsonObject } from '../json';

/**
 * `GET /api/pleroma/admin/config/descriptions`: a faithful subset of Pleroma's
 * `config/description.exs` (texts, types and suggestions as Pleroma writes them, in the JSON
 * form its API converts them to: atoms as ":name", `{:list, :string}` as ["list", "string"],
 * a label made from every key) for the groups the dashboard's tabs edit: the instance, its
 * limits, access restrictions and front-ends.
 */

type Type = string | string[];

interface Child {
  key: string;
  type: Type;
  description: string;
  label?: string;
  suggestions?: Json[];
  children?: Child[];
}

/** Pleroma's Generator labels each key it was given none for: ":max_media_attachments" -> "Max media attachments". */
function humanize(key: string): string {
  const words = key.replace(/^:/, '').replaceAll('_', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function node(c: Child): JsonObject {
  const out: JsonObject = {
    key: c.key,
    type: c.type,
    description: c.description,
    label: c.label ?? humanize(c.key),
  };
  if (c.suggestions) out.suggestions = c.suggestions;
  if (c.children) out.children = c.children.map(node);
  return out;
}

const int = (key: string, description: string, suggestion: number, label?: string): Child => ({
  key,
  type: 'integer',
  description,
  suggestions: [suggestion],
  ...(label ? { label } : {}),
});
const bool = (key: string, description: string, label?: string): Child => ({
  key,
  type: 'boolean',
  description,
  ...(label ? { label } : {}),
});
const str = (key: string, description: string, suggestions: Json[], label?: string): Child => ({
  key,
  type: 'string',
  description,
  suggestions,
  ...(label ? { label } : {}),
});

const INSTANCE: Child[] = [
  str(':name', 'Name of the instance', ['Pleroma']),
  str(
    ':email',
    'Email used to reach an Administrator/Moderator of the instance',
    ['email@example.com'],
    'Admin Email Address',
  ),
  str(
    ':notify_email',
    'Envelope FROM address for mail sent via Pleroma',
    ['notify@example.com'],
    'Sender Email Address',
  ),
  str(
    ':description',
    "The instance's description. It can be seen in nodeinfo and `/api/v1/instance`",
    ['Very cool instance'],
  ),
  str(
    ':short_description',
    'Shorter version of instance description. It can be seen on `/api/v1/instance`',
    ['Cool instance'],
  ),
  str(':contact_username', 'Instance owner username', ['admin']),
  int(':limit', 'Posts character limit (CW/Subject included in the counter)', 5000),
  int(':remote_limit', 'Hard character limit beyond which remote posts will be dropped', 100000),
  int(':description_limit', 'The character limit for image descriptions', 5000),
  int(':max_media_attachments', 'Maximum number of post media attachments', 1000000),
  int(
    ':upload_limit',
    'File size limit of uploads (except for avatar, background, banner)',
    16000000,
  ),
  int(':avatar_upload_limit', "File size limit of user's profile avatars", 2000000),
  int(':background_upload_limit', "File size limit of user's profile backgrounds", 4000000),
  int(':banner_upload_limit', "File size limit of user's profile banners", 4000000),
  int(
    ':max_pinned_statuses',
    'The maximum number of pinned statuses. 0 will disable the feature.',
    3,
  ),
  int(':user_bio_length', 'A user bio maximum length. Default: 5000.', 5000),
  int(':user_name_length', 'A user name maximum length. Default: 100.', 100),
  int(
    ':max_account_fields',
    'The maximum number of custom fields in the user profile. Default: 10.',
    10,
  ),
  int(
    ':max_remote_account_fields',
    'The maximum number of custom fields in the remote user profile. Default: 20.',
    20,
  ),
  int(':account_field_name_length', 'An account field name maximum length. Default: 512.', 512),
  int(':account_field_value_length', 'An account field value maximum length. Default: 2048.', 2048),
  int(':max_report_comment_size', 'The maximum size of the report comment. Default: 1000.', 1000),
  bool(
    ':registrations_open',
    'Enable registrations for anyone. Invitations require this setting to be disabled.',
  ),
  bool(
    ':invites_enabled',
    'Enable user invitations for admins (depends on `registrations_open` being disabled)',
  ),
  bool(':account_activation_required', 'Require users to confirm their emails before signing in'),
  bool(
    ':account_approval_required',
    'Require users to be manually approved by an admin before signing in',
  ),
  bool(':federating', 'Enable federation with other instances'),
  bool(
    ':public',
    'Makes the client API in authenticated mode-only except for user-profiles. Useful for disabling the Local Timeline and The Whole Known Network.  Note: when setting to `false`, please also check `:restrict_unauthenticated` setting.',
  ),
  {
    key: ':limit_to_local_content',
    type: ['dropdown', 'atom'],
    description:
      'Limit unauthenticated users to search for local statutes and users only. Default: `:unauthenticated`.',
    suggestions: [':unauthenticated', ':all', false],
  },
  {
    key: ':allowed_post_formats',
    type: ['list', 'string'],
    description: 'MIME-type list of formats allowed to be posted (transformed into HTML)',
    suggestions: ['text/plain', 'text/html', 'text/markdown', 'text/bbcode'],
  },
  {
    key: ':poll_limits',
    type: 'map',
    description: 'A map with poll limits for local polls',
    suggestions: [
      { max_options: 20, max_option_chars: 200, min_expiration: 0, max_expiration: 31536000 },
    ],
    children: [
      int(':max_options', 'Maximum number of options', 20),
      int(':max_option_chars', 'Maximum number of characters per option', 200),
      int(':min_expiration', 'Minimum expiration time (in seconds)', 0),
      int(':max_expiration', 'Maximum expiration time (in seconds)', 3600),
    ],
  },
];

const restrictPair = (
  what: string,
  description: string,
  a: [string, string],
  b: [string, string],
): Child => ({ key: what, type: 'map', description, children: [bool(...a), bool(...b)] });

const RESTRICT: Child[] = [
  restrictPair(
    ':timelines',
    'Settings for public and federated timelines.',
    [':local', 'Disallow view public timeline.'],
    [':federated', 'Disallow view federated timeline.'],
  ),
  restrictPair(
    ':profiles',
    'Settings for user profiles.',
    [':local', 'Disallow view local user profiles.'],
    [':remote', 'Disallow view remote user profiles.'],
  ),
  restrictPair(
    ':activities',
    'Settings for statuses.',
    [':local', 'Disallow view local statuses.'],
    [':remote', 'Disallow view remote statuses.'],
  ),
];

const FRONTEND_OPTIONS: Child[] = [
  str(
    'name',
    'Name of the installed frontend. Valid config must include both `Name` and `Reference` values.',
    ['pleroma-fe'],
  ),
  str(
    'ref',
    'Reference of the installed frontend to be used. Valid config must include both `Name` and `Reference` values.',
    ['develop'],
    'Reference',
  ),
];

const FRONTENDS: Child[] = [
  {
    key: ':primary',
    type: 'map',
    description: 'Primary frontend, the one that is served for all pages by default',
    children: FRONTEND_OPTIONS,
  },
  { key: ':admin', type: 'map', description: 'Admin frontend', children: FRONTEND_OPTIONS },
];

function group(key: string, description: string, children: Child[], label?: string): JsonObject {
  return {
    group: ':pleroma',
    key,
    type: 'group',
    description,
    label: label ?? humanize(key),
    children: children.map(node),
  };
}

export const CONFIG_DESCRIPTIONS: readonly JsonObject[] = [
  group(':instance', 'Instance-related settings', INSTANCE),
  group(
    ':restrict_unauthenticated',
    'Disallow viewing timelines, user profiles and statuses for unauthenticated users.',
    RESTRICT,
    'Restrict Unauthenticated',
  ),
  group(':frontends', 'Installed frontends management', FRONTENDS),
];
