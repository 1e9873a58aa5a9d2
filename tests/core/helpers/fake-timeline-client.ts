import type {
  PleromaClient,
  StatusPage,
  TimelineKind,
  TimelineParams,
} from '../../../src/core/api/client';
import type { PageLinks } from '../../../src/core/api/link';
import { compareIds, newestId } from '../../../src/core/model/ids';
import { normalizeStatuses } from '../../../src/core/normalize';

/** A wire status with the least a server sends; `reblogOf` makes it a repeat. */
export function wireStatus(id: string, reblogOf?: string): Record<string, unknown> {
  return {
    id,
    content: `<p>post ${id}</p>`,
    created_at: '2026-11-21T12:00:00.000Z',
    account: { id: 'a1', username: 'alice', acct: 'alice' },
    reblog: reblogOf ? wireStatus(reblogOf) : null,
  };
}

/**
 * A normalized page of statuses with these ids (newest first, as servers send them), with
 * the cursors of a server that sends no `Link` header (ids below and above the page).
 */
export function statusPage(ids: string[], links: PageLinks = {}): StatusPage {
  const { ids: out, bundle } = normalizeStatuses(ids.map((id) => wireStatus(id)));
  return { ids: out, bundle, links, cursors: idCursors(out) };
}

/** The cursors of a page of `ids` from a server without `Link` headers. */
export function idCursors(ids: readonly string[]): StatusPage['cursors'] {
  const newest = newestId(ids);
  const oldest = [...ids].sort(compareIds)[0];
  return newest === undefined ? {} : { next: { maxId: oldest }, prev: { minId: newest } };
}

/** Ids `from` down to `to` as zero-padded strings (sortable like FlakeIDs). */
export function idRange(from: number, to: number): string[] {
  const ids: string[] = [];
  for (let i = from; i >= to; i--) ids.push(String(i).padStart(4, '0'));
  return ids;
}

type Answer = StatusPage | Error | Promise<StatusPage>;

/**
 * A client whose timeline fetches answer from a script: each call takes the next queued
 * answer (a page, an error to throw, or a pending promise). Every call is recorded.
 */
export class FakeTimelineClient {
  readonly calls: Array<{ kind: TimelineKind; params: TimelineParams }> = [];
  private readonly answers: Answer[] = [];

  answer(...answers: Answer[]): this {
    this.answers.push(...answers);
    return this;
  }

  readonly timelines = {
    fetch: async (kind: TimelineKind, params: TimelineParams = {}): Promise<StatusPage> => {
      this.calls.push({ kind, params });
      const next = this.answers.shift();
      if (next === undefined) return statusPage([]);
      if (next instanceof Error) throw next;
      return next;
    },
  };

  asClient(): PleromaClient {
    return this as unknown as PleromaClient;
  }
}

/** A promise the test resolves by hand. */
export function deferred<T>(): { promise: Promise<T>; resolve: (v: T) => void } {
  let resolve!: (v: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}
