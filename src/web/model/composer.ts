/**
 * The post form's state and its one action, `submit` (spec part 2 §5 "Posting"): blank
 * text with no files is refused, text plus content warning may not exceed the instance
 * text limit, a retried post reuses its idempotency key, the draft survives a failed post
 * and is cleared (keeping the visibility) after a successful one.
 *
 * Platform-free (no DOM, no React): src/core has no post-form store yet; it can move to
 * src/core/model unchanged.
 */
import { action, computed, makeObservable, observable, runInAction } from 'mobx';
import type { PleromaClient } from '../../core/api/client';
import { describeError } from '../../core/errors';
import type { EntityStore } from '../../core/model/entities';
import type { ClockPort } from '../../core/ports';

/** The scopes the form offers (spec: public, unlisted, private, direct). */
export type PostVisibility = 'public' | 'unlisted' | 'private' | 'direct';
export const POST_VISIBILITIES: readonly PostVisibility[] = [
  'public',
  'unlisted',
  'private',
  'direct',
];

export type ComposerError =
  /** `post_status.empty_status_error`. */
  | { kind: 'empty' }
  /** The server's or transport's words, shown as "Error: …". */
  | { kind: 'server'; detail: string };

export interface ComposerDeps {
  client: () => PleromaClient;
  entities: EntityStore;
  clock: ClockPort;
  /** The instance text limit; 0 or less means unlimited. */
  textLimit: () => number;
  /** A status was posted and its entities stored. */
  onPosted: (statusId: string) => void;
}

/** Characters as the server counts them: code points, so an emoji counts once. */
export function countChars(text: string): number {
  let count = 0;
  for (const _ of text) count += 1;
  return count;
}

export class ComposerStore {
  text = '';
  spoilerText = '';
  visibility: PostVisibility = 'public';
  posting = false;
  error: ComposerError | null = null;
  /** Kept while the draft is unchanged, so a retry after a lost answer cannot post twice. */
  private idempotencyKey: string | null = null;

  constructor(private readonly deps: ComposerDeps) {
    makeObservable(this, {
      text: observable,
      spoilerText: observable,
      visibility: observable,
      posting: observable,
      error: observable,
      length: computed,
      remaining: computed,
      overLimit: computed,
      canSubmit: computed,
      setText: action,
      setSpoilerText: action,
      setVisibility: action,
      dismissError: action,
      reset: action,
    });
  }

  /** Text plus content warning, as the limit counts them. */
  get length(): number {
    return countChars(this.text) + countChars(this.spoilerText);
  }

  get limit(): number {
    return this.deps.textLimit();
  }

  /** Characters left; negative when over. */
  get remaining(): number {
    return this.limit - this.length;
  }

  get overLimit(): boolean {
    return this.limit > 0 && this.remaining < 0;
  }

  get canSubmit(): boolean {
    return !this.posting && !this.overLimit;
  }

  setText(text: string): void {
    this.text = text;
    this.idempotencyKey = null;
  }

  setSpoilerText(text: string): void {
    this.spoilerText = text;
    this.idempotencyKey = null;
  }

  setVisibility(visibility: PostVisibility): void {
    this.visibility = visibility;
    this.idempotencyKey = null;
  }

  dismissError(): void {
    this.error = null;
  }

  /** Clears the draft; the chosen visibility stays (spec). */
  reset(): void {
    this.text = '';
    this.spoilerText = '';
    this.error = null;
    this.idempotencyKey = null;
  }

  /** Posts the draft. Resolves true on success; errors land in `error`. */
  async submit(): Promise<boolean> {
    if (!this.canSubmit) return false;
    if (this.text.trim() === '') {
      runInAction(() => {
        this.error = { kind: 'empty' };
      });
      return false;
    }
    const key = this.idempotencyKey ?? this.newKey();
    runInAction(() => {
      this.idempotencyKey = key;
      this.posting = true;
      this.error = null;
    });
    try {
      const { status, bundle } = await this.deps.client().statuses.create({
        status: this.text,
        spoilerText: this.spoilerText.trim() === '' ? undefined : this.spoilerText,
        visibility: this.visibility,
        idempotencyKey: key,
      });
      runInAction(() => {
        this.deps.entities.ingest(bundle);
        this.posting = false;
        this.reset();
      });
      this.deps.onPosted(status.id);
      return true;
    } catch (error) {
      runInAction(() => {
        this.posting = false;
        this.error = { kind: 'server', detail: describeError(error) };
      });
      return false;
    }
  }

  private newKey(): string {
    // Spec: a timestamp string; a random tail keeps two tabs posting in the same ms apart.
    return `${this.deps.clock.now()}-${Math.random().toString(36).slice(2, 10)}`;
  }
}
