import type { StoragePort } from '../ports';
import { COMPOSE_VISIBILITIES, type ComposeStore, type ComposeVisibility } from './compose';

/** What of a post form outlives the process: its words, warning, scope and reply target. */
export interface ComposeDraft {
  readonly text: string;
  readonly spoilerText: string;
  readonly visibility: ComposeVisibility;
  readonly inReplyToId: string | null;
  /**
   * The uploaded files' ids and descriptions and the sensitive flag (a `ComposeMediaDraft`),
   * as stored: the media store reads it (`readMediaDraft`) when it loads.
   */
  readonly media?: unknown;
}

/** Storage key: `{ [accountKey]: ComposeDraft }`, so one account never sees another's draft. */
export const DRAFTS_STORAGE_KEY = 'drafts';

export interface DraftStoreDeps {
  storage: StoragePort;
  /** `accountId@host` of the signed-in account, or null before sign-in. */
  accountKey: () => string | null;
}

/**
 * The unsent post of each account, kept in storage so a lost terminal (SSH dropped, window
 * closed) or a quit does not throw typed text away. The post form last opened registers
 * itself and stays registered after its screen unmounts (the UI unmounts everything on its
 * way out, before the save); a posted or discarded form holds nothing typed, so saving it
 * forgets the stored draft. `saveOpen` writes synchronously: the process may end right after.
 */
export class DraftStore {
  private open: ComposeStore | null = null;

  constructor(private readonly deps: DraftStoreDeps) {}

  /** The post form now opened: the one `saveOpen` keeps. */
  track(compose: ComposeStore): void {
    this.open = compose;
  }

  /**
   * Store the open form's draft (or forget the stored one when the form holds nothing
   * typed). Synchronous and never throws: it runs while the process is ending.
   */
  saveOpen(): void {
    const compose = this.open;
    if (!compose) return;
    try {
      if (compose.isDirty) this.write(compose.draft());
      else this.write(undefined);
    } catch {
      // A full disk or a broken config file must not stop the process from ending.
    }
  }

  /** The stored draft of the signed-in account, removed from storage (the form now holds it). */
  take(): ComposeDraft | undefined {
    const key = this.deps.accountKey();
    if (!key) return undefined;
    const draft = readDraft(this.all()[key]);
    if (draft) this.write(undefined);
    return draft;
  }

  private all(): Record<string, unknown> {
    const value = this.deps.storage.get<unknown>(DRAFTS_STORAGE_KEY);
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  }

  private write(draft: ComposeDraft | undefined): void {
    const key = this.deps.accountKey();
    if (!key) return;
    const all = this.all();
    if (draft === undefined && !(key in all)) return;
    const next = { ...all };
    if (draft) next[key] = draft;
    else delete next[key];
    if (Object.keys(next).length > 0) this.deps.storage.set(DRAFTS_STORAGE_KEY, next);
    else this.deps.storage.delete(DRAFTS_STORAGE_KEY);
  }
}

/** A stored draft, checked field by field: the config file may have been edited by hand. */
function readDraft(value: unknown): ComposeDraft | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const v = value as Record<string, unknown>;
  if (typeof v.text !== 'string') return undefined;
  const visibility = (COMPOSE_VISIBILITIES as readonly unknown[]).includes(v.visibility)
    ? (v.visibility as ComposeVisibility)
    : 'public';
  return {
    text: v.text,
    spoilerText: typeof v.spoilerText === 'string' ? v.spoilerText : '',
    visibility,
    inReplyToId: typeof v.inReplyToId === 'string' ? v.inReplyToId : null,
    media: v.media,
  };
}
