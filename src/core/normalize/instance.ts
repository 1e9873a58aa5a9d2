import type { Instance } from '../domain/types';
import { bool, isObject, num, obj, str, strings, strOrNull } from './read';

/** Spec part 1 §9 and part 2 §9 defaults, used when the server is silent. */
export const DEFAULT_TEXT_LIMIT = 5000;
export const DEFAULT_POLL_LIMITS = {
  maxOptions: 4,
  maxOptionChars: 255,
  minExpiration: 60,
  maxExpiration: 86400,
};

/** `/api/v1/instance` (v1 shape, Pleroma or Mastodon or snac) → domain instance. */
export function normalizeInstance(raw: unknown): Instance | undefined {
  if (!isObject(raw)) return undefined;
  const pleroma = obj(raw.pleroma);
  const metadata = obj(pleroma.metadata);
  const polls = obj(raw.poll_limits);
  const configuration = obj(raw.configuration);
  const statusesConfig = obj(configuration.statuses);
  const version = str(raw.version);
  const features = strings(metadata.features);
  const federation = obj(metadata.federation);
  return {
    uri: str(raw.uri, str(raw.domain)),
    title: str(raw.title),
    description: str(raw.description, str(raw.short_description)),
    version,
    email: str(raw.email, str(obj(raw.contact).email)),
    textLimit: num(raw.max_toot_chars, num(statusesConfig.max_characters, DEFAULT_TEXT_LIMIT)),
    streamingUrl: strOrNull(obj(raw.urls).streaming_api),
    registrationsOpen: bool(raw.registrations),
    approvalRequired: bool(raw.approval_required),
    accountActivationRequired: bool(
      metadata.account_activation_required,
      bool(raw.account_activation_required),
    ),
    birthdayRequired: bool(metadata.birthday_required),
    birthdayMinAge: num(metadata.birthday_min_age, 0),
    invitesEnabled: bool(raw.invites_enabled),
    pollLimits: {
      maxOptions: num(polls.max_options, DEFAULT_POLL_LIMITS.maxOptions),
      maxOptionChars: num(polls.max_option_chars, DEFAULT_POLL_LIMITS.maxOptionChars),
      minExpiration: num(polls.min_expiration, DEFAULT_POLL_LIMITS.minExpiration),
      maxExpiration: num(polls.max_expiration, DEFAULT_POLL_LIMITS.maxExpiration),
    },
    uploadLimit: num(
      raw.upload_limit,
      num(obj(configuration.media_attachments).image_size_limit, 0),
    ),
    features,
    thumbnail: strOrNull(raw.thumbnail),
    isPleroma: /pleroma|akkoma/i.test(version) || isObject(raw.pleroma),
    private: bool(metadata.private),
    federating: bool(federation.enabled, true),
    // Pleroma's place, else Mastodon 4's (`configuration.vapid.public_key`).
    vapidKey: str(pleroma.vapid_public_key, str(obj(configuration.vapid).public_key)),
  };
}
