import { action, computed, makeObservable, observable, runInAction } from 'mobx';
import type { RelationshipsStore } from './relationships';

/** Spec part 2 §4, "User note: view, edit, apply, cancel; editing is frozen while saving". */
export type NoteEditorState = 'view' | 'editing' | 'saving';

/**
 * The personal note on one account, as the user card edits it. `draft` is what the field
 * shows while editing; it cannot change while a save runs. A failed save goes back to
 * editing with the draft kept (the relationships store shows the error notice).
 */
export class NoteEditor {
  state: NoteEditorState = 'view';
  draft = '';

  constructor(
    readonly accountId: string,
    private readonly relationships: RelationshipsStore,
  ) {
    makeObservable(this, {
      state: observable,
      draft: observable,
      note: computed,
      edit: action,
      setDraft: action,
      cancel: action,
    });
  }

  /** The saved note ('' when none, or before the relationship is in). */
  get note(): string {
    return this.relationships.get(this.accountId)?.note ?? '';
  }

  edit(): void {
    if (this.state !== 'view') return;
    this.draft = this.note;
    this.state = 'editing';
  }

  /** Ignored unless editing (frozen while saving). */
  setDraft(text: string): void {
    if (this.state === 'editing') this.draft = text;
  }

  cancel(): void {
    if (this.state !== 'editing') return;
    this.state = 'view';
    this.draft = '';
  }

  /** Save the draft; answers whether it was saved. */
  async apply(): Promise<boolean> {
    if (this.state !== 'editing') return false;
    const text = this.draft;
    runInAction(() => {
      this.state = 'saving';
    });
    const result = await this.relationships.saveNote(this.accountId, text);
    runInAction(() => {
      this.state = result.kind === 'done' ? 'view' : 'editing';
      if (result.kind === 'done') this.draft = '';
    });
    return result.kind === 'done';
  }
}
