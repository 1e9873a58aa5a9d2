import { action, makeObservable, observable, runInAction } from 'mobx';
import type { NewStatus, PleromaClient } from '../../api/client';
import type { Status } from '../../domain/types';
import { describeError } from '../../errors';
import type { ClockPort, TimerHandle } from '../../ports';

/** Spec part 2 §9: the preview follows typing after 500 ms of quiet. */
export const PREVIEW_DEBOUNCE_MS = 500;

export type PreviewError =
  /** `post_status.preview_empty`: a totally empty post has nothing to show. */
  { readonly kind: 'preview_empty' } | { readonly kind: 'server'; readonly detail: string };

export interface PreviewDeps {
  client: () => PleromaClient;
  clock: ClockPort;
  /** The post as it would be sent now. */
  draft: () => NewStatus;
}

/**
 * The post form's preview (spec part 2 §2, §7): the server renders the draft with
 * `preview: true` (never stored, no media, no poll), debounced while typing. An answer for an
 * older draft than the last one asked for is dropped.
 */
export class PostPreview {
  status: Status | null = null;
  error: PreviewError | null = null;
  loading = false;
  private timer: TimerHandle | undefined;
  private generation = 0;

  constructor(private readonly deps: PreviewDeps) {
    makeObservable(this, {
      status: observable.ref,
      error: observable.ref,
      loading: observable,
      clear: action,
    });
  }

  /** Ask again once typing pauses for PREVIEW_DEBOUNCE_MS. */
  schedule(): void {
    if (this.timer !== undefined) this.deps.clock.clearTimeout(this.timer);
    this.timer = this.deps.clock.setTimeout(() => {
      this.timer = undefined;
      void this.refresh();
    }, PREVIEW_DEBOUNCE_MS);
  }

  /** Render the draft now. */
  async refresh(): Promise<void> {
    const generation = ++this.generation;
    const draft = this.deps.draft();
    if (draft.status.trim() === '' && (draft.spoilerText ?? '').trim() === '') {
      runInAction(() => {
        this.status = null;
        this.loading = false;
        this.error = { kind: 'preview_empty' };
      });
      return;
    }
    runInAction(() => {
      this.loading = true;
    });
    try {
      const { status } = await this.deps.client().statuses.preview(draft);
      if (generation !== this.generation) return;
      runInAction(() => {
        this.status = status;
        this.error = null;
        this.loading = false;
      });
    } catch (error) {
      if (generation !== this.generation) return;
      runInAction(() => {
        this.error = { kind: 'server', detail: describeError(error) };
        this.loading = false;
      });
    }
  }

  /** Closing the preview forgets it and any answer still on its way. */
  clear(): void {
    if (this.timer !== undefined) this.deps.clock.clearTimeout(this.timer);
    this.timer = undefined;
    this.generation += 1;
    this.status = null;
    this.error = null;
    this.loading = false;
  }
}
