import type { ComposeVisibility } from './compose';

/**
 * The post form's scopes (compose.ts's COMPOSE_VISIBILITIES, checked by the type): not
 * imported, so the web loads the draft model without pulling the post form into its chunk.
 */
const VISIBILITIES = [
  'public',
  'unlisted',
  'private',
  'direct',
] as const satisfies readonly ComposeVisibility[];

/**
 * The plain-data shape of a draft: what a post form holds, as JSON that outlives the process.
 * Fields the post form does not have yet are optional, so the form's owners (poll, media,
 * quote, content type, schedule) fill them in `ComposeStore.snapshot()` without changing this.
 */

/** An attachment already uploaded: its id and the description typed for it. */
export interface DraftMedia {
  readonly id: string;
  readonly description: string;
}

export interface DraftPoll {
  readonly options: readonly string[];
  /** Seconds, as `poll[expires_in]` sends it. */
  readonly expiresIn: number;
  readonly multiple: boolean;
}

/** What a post form holds (its `snapshot()`), and what `restore()` puts back. */
export interface ComposeSnapshot {
  readonly text: string;
  readonly spoilerText: string;
  readonly visibility: ComposeVisibility;
  readonly inReplyToId: string | null;
  readonly quoteId?: string | null;
  /** The status being edited (an edit draft). */
  readonly editId?: string | null;
  readonly contentType?: string;
  readonly media?: readonly DraftMedia[];
  readonly sensitive?: boolean;
  readonly poll?: DraftPoll | null;
  /** ISO time of a scheduled post. */
  readonly scheduledAt?: string | null;
}

/** Which post a draft belongs to: at most one form per context resumes it. */
export type DraftContext =
  | { readonly kind: 'new' }
  | { readonly kind: 'reply' | 'quote' | 'edit'; readonly statusId: string };

/** A kept draft: the snapshot plus its identity and the last send error. */
export interface Draft extends ComposeSnapshot {
  /** Short and stable: `petrel drafts resume ID`. */
  readonly id: string;
  readonly context: DraftContext;
  /** When it was last written (ms since the epoch). */
  readonly updatedAt: number;
  /** Bumped on every write: a form that finds another number knows someone else wrote. */
  readonly revision: number;
  /** Why the last send failed, in the server's or transport's words; null when never sent. */
  readonly error: string | null;
}

/** The context a snapshot is for: an edit, else a quote, else a reply, else a new post. */
export function contextOf(snapshot: ComposeSnapshot): DraftContext {
  if (snapshot.editId) return { kind: 'edit', statusId: snapshot.editId };
  if (snapshot.quoteId) return { kind: 'quote', statusId: snapshot.quoteId };
  if (snapshot.inReplyToId) return { kind: 'reply', statusId: snapshot.inReplyToId };
  return { kind: 'new' };
}

export function sameContext(a: DraftContext, b: DraftContext): boolean {
  if (a.kind === 'new' || b.kind === 'new') return a.kind === b.kind;
  return a.kind === b.kind && a.statusId === b.statusId;
}

/** Just the snapshot fields of a draft (what a form restores). */
export function snapshotOf(draft: Draft): ComposeSnapshot {
  const { id: _id, context: _c, updatedAt: _u, revision: _r, error: _e, ...snapshot } = draft;
  return snapshot;
}

const str = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);
const strOrNull = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);

/**
 * A stored draft, checked field by field: the config file may have been edited by hand, or
 * written by an older Petrel (one draft per account, without id, context or time).
 */
export function readDraftRecord(id: string, value: unknown): Draft | undefined {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return undefined;
  const v = value as Record<string, unknown>;
  if (typeof v.text !== 'string') return undefined;
  const visibility = (VISIBILITIES as readonly unknown[]).includes(v.visibility)
    ? (v.visibility as ComposeVisibility)
    : 'public';
  const snapshot: ComposeSnapshot = {
    text: v.text,
    spoilerText: str(v.spoilerText) ?? '',
    visibility,
    inReplyToId: strOrNull(v.inReplyToId),
    ...optionalFields(v),
  };
  return {
    ...snapshot,
    id,
    context: contextOf(snapshot),
    updatedAt: typeof v.updatedAt === 'number' ? v.updatedAt : 0,
    revision: typeof v.revision === 'number' ? v.revision : 0,
    error: str(v.error) ?? null,
  };
}

function optionalFields(v: Record<string, unknown>): Partial<ComposeSnapshot> {
  const out: { -readonly [K in keyof ComposeSnapshot]?: ComposeSnapshot[K] } = {};
  if (strOrNull(v.quoteId)) out.quoteId = strOrNull(v.quoteId);
  if (strOrNull(v.editId)) out.editId = strOrNull(v.editId);
  if (str(v.contentType)) out.contentType = str(v.contentType);
  if (typeof v.sensitive === 'boolean') out.sensitive = v.sensitive;
  if (strOrNull(v.scheduledAt)) out.scheduledAt = strOrNull(v.scheduledAt);
  if (Array.isArray(v.media)) {
    out.media = v.media.flatMap((m: unknown) => {
      const r = m && typeof m === 'object' ? (m as Record<string, unknown>) : {};
      if (typeof r.id !== 'string') return [];
      // The media store's fields (name, size, type, urls) ride along, to show the files.
      const shown = Object.fromEntries(
        Object.entries(r).filter(([, x]) => typeof x === 'string' || typeof x === 'number'),
      );
      return [{ ...shown, id: r.id, description: str(r.description) ?? '' }];
    });
  }
  const poll = v.poll && typeof v.poll === 'object' ? (v.poll as Record<string, unknown>) : null;
  if (poll && Array.isArray(poll.options)) {
    out.poll = {
      options: poll.options.filter((o): o is string => typeof o === 'string'),
      expiresIn: typeof poll.expiresIn === 'number' ? poll.expiresIn : 600,
      multiple: poll.multiple === true,
    };
  }
  return out;
}
