/**
 * Storage key of the drafts, in the account's own namespace: `{ [draftId]: Draft }`. Apart
 * from the draft model so the account scope names it without loading that model (the web
 * loads drafts after its first frame).
 */
export const DRAFTS_STORAGE_KEY = 'drafts';
