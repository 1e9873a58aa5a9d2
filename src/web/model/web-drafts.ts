/**
 * The web post form's drafts (loaded after the first frame: the draft model is not part of
 * the initial bundle). The form follows the signed-in account: its words are written to that
 * account's drafts as they are typed, and a kept draft can be continued in it.
 */
import { reaction } from 'mobx';
import type { ComposeStore } from '../../core/model/compose';
import { type Draft, type DraftBinding, type DraftStore, draftsOf } from '../../core/model/drafts';
import type { RootStore } from '../../core/model/root';

export class WebDrafts {
  private binding: DraftBinding | null = null;
  private readonly stop: () => void;

  constructor(
    private readonly root: RootStore,
    private readonly composer: ComposeStore,
  ) {
    this.stop = reaction(
      () => root.scope,
      () => this.bind(),
      { fireImmediately: true, name: 'web:draft-binding' },
    );
  }

  /** The signed-in account's drafts. */
  get store(): DraftStore {
    return draftsOf(this.root.scope);
  }

  /** The kept draft the post form writes now (null until it wrote one). */
  get formDraftId(): string | null {
    return this.binding?.id ?? null;
  }

  /** The kept drafts other than the one the form is writing, newest first. */
  others(): Draft[] {
    const own = this.formDraftId;
    return this.store.list().filter((draft) => draft.id !== own);
  }

  /**
   * Continue a kept draft in the post form. What the form held is written first (it is a
   * draft of its own), so nothing typed is lost.
   */
  resume(draft: Draft): void {
    this.binding?.dispose();
    this.binding = null;
    this.composer.restore(draft);
    this.bind(draft.id);
  }

  /** Write the form's pending words now (the tab is being hidden or closed). */
  saveNow(): void {
    this.binding?.flush();
  }

  dispose(): void {
    this.stop();
    this.binding?.dispose();
    this.binding = null;
  }

  private bind(draftId?: string): void {
    this.binding?.dispose();
    this.binding = this.store.attach(this.composer, draftId);
  }
}
