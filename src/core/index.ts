/** Public surface of the platform-free core. */
export * from './api/client';
export { encodeQuery, HttpClient } from './api/http';
export { type PageLinks, parseLinkHeader } from './api/link';
export type * from './domain/types';
export * from './errors';
export { EntityStore } from './model/entities';
export { compareIds, newestId } from './model/ids';
export { InstanceStore } from './model/instance';
export { type Notice, type NoticeLevel, NoticeStore } from './model/notices';
export { createRootStore, type RootOptions, RootStore } from './model/root';
export * from './model/session';
export * from './model/timeline';
export * from './model/timelines';
export {
  normalizeAccount,
  normalizeInstance,
  normalizeNotification,
  normalizeStatus,
  normalizeStatuses,
} from './normalize';
export * from './ports';
export * from './realtime/realtime';
export * from './realtime/streaming-socket';
export { FakeClock } from './schedule/fake-clock';
export { type ScheduledJob, Scheduler } from './schedule/scheduler';
export { toApiJson } from './serialize/api-json';
