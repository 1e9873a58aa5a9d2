export { normalizeAccount, normalizeEmoji } from './account';
export { normalizeInstance } from './instance';
export { normalizeNotification } from './notification';
export { normalizeAttachment, normalizePoll, normalizeStatus, normalizeStatuses } from './status';
