/** Public surface of the platform-free core. */
export * from './api/capabilities';
export * from './api/client';
export { encodeQuery, HttpClient } from './api/http';
export { type PageLinks, parseLinkHeader } from './api/link';
export type * from './domain/types';
export * from './errors';
export * from './model/account-list';
export { AccountScope, type ScopeAccount } from './model/account-scope';
export * from './model/compose';
export * from './model/conversation';
export * from './model/conversation-registry';
// The draft model (model/drafts) is imported by its path, not from here: the web loads it
// after its first frame, and reaching it through this barrel re-split the web's first chunks.
export { EntityStore } from './model/entities';
export { compareIds, newestId } from './model/ids';
export { InstanceStore } from './model/instance';
export * from './model/interactions';
export * from './model/login-errors';
export * from './model/markers';
export * from './model/media-viewer';
export * from './model/mentions';
export * from './model/mutes';
export { type Notice, type NoticeLevel, NoticeStore } from './model/notices';
export * from './model/notification-desktop';
export * from './model/notification-filter';
export * from './model/notification-text';
export * from './model/notifications';
export * from './model/pager';
export * from './model/post/create-compose';
export * from './model/post/edit-history';
export * from './model/post/poll-draft';
export * from './model/post/post-preview';
export * from './model/post/post-rules';
export * from './model/post/scheduling';
export * from './model/post/start-edit';
export * from './model/preferences';
export * from './model/profile';
export { createRootStore, type RootOptions, RootStore } from './model/root';
export { namespacedStorage } from './model/scoped-storage';
export * from './model/search';
export * from './model/session';
export type { SignInRequest, SignInResult } from './model/sign-in';
export * from './model/status-display';
export * from './model/timeline';
export * from './model/timeline-source';
export * from './model/timelines';
export {
  normalizeAccount,
  normalizeHashtagWithHistory,
  normalizeInstance,
  normalizeInstanceEmoji,
  normalizeList,
  normalizeMarkers,
  normalizeNotification,
  normalizeReactionWithAccounts,
  normalizeRelationship,
  normalizeStatus,
  normalizeStatuses,
} from './normalize';
export * from './ports';
export * from './realtime/realtime';
export * from './realtime/streaming-socket';
export { FakeClock } from './schedule/fake-clock';
export { type ScheduledJob, Scheduler } from './schedule/scheduler';
export { toApiJson } from './serialize/api-json';
