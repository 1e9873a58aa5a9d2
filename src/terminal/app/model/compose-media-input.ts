import { action, makeObservable, observable, runInAction } from 'mobx';
import type { ComposeStore } from '../../../core/model/compose';
import {
  completePath,
  isLocalFileProblem,
  localFileProblemText,
  readLocalFile,
} from '../../ports/local-file';
import { type EditState, editWithChord, insertText } from './text-edit';

/**
 * The compose pane's attachment line: a path typed with shell-like completion, Enter
 * uploads it (through the post form's media store: the instance limits apply before any
 * byte is sent); then the same line takes the new file's description, Enter keeps it (it is
 * saved before posting, spec).
 */
export class ComposeMediaInput {
  line: EditState = { value: '', cursor: 0 };
  /** The attachment whose description the line edits, or null while it takes a path. */
  describing: string | null = null;
  candidates: readonly string[] = [];
  /** A local problem (missing file) in words; upload errors live in the media store. */
  problem: string | null = null;

  constructor(private readonly compose: ComposeStore) {
    makeObservable(this, {
      line: observable.ref,
      describing: observable,
      candidates: observable.ref,
      problem: observable,
      edit: action,
    });
  }

  /** A key typed in the line; true when it was used. */
  edit(input: string, chord: string | undefined, isText: boolean): boolean {
    if (chord === 'return' || chord === 'enter') {
      void this.submit();
      return true;
    }
    const next =
      (chord ? editWithChord(this.line, chord, { multiline: false, width: 1000 }) : undefined) ??
      (isText ? insertText(this.line, input, false) : undefined);
    if (!next) return false;
    this.line = next;
    this.problem = null;
    if (this.describing === null) this.candidates = [];
    return true;
  }

  /** Tab on a path: complete it as far as it is unambiguous; false when nothing to do. */
  async complete(): Promise<boolean> {
    if (this.describing !== null || this.line.value === '') return false;
    const { completed, candidates } = await completePath(this.line.value);
    runInAction(() => {
      this.line = { value: completed, cursor: completed.length };
      this.candidates = candidates.length > 1 ? candidates : [];
    });
    return true;
  }

  private async submit(): Promise<void> {
    const value = this.line.value.trim();
    if (this.describing !== null) {
      const id = this.describing;
      this.compose.media?.describe(id, value);
      runInAction(() => {
        this.describing = null;
        this.line = { value: '', cursor: 0 };
      });
      return;
    }
    if (value === '') return;
    const file = await readLocalFile(value);
    if (isLocalFileProblem(file)) {
      runInAction(() => (this.problem = localFileProblemText(file)));
      return;
    }
    const media = await this.compose.loadMedia();
    const uploaded = await media.uploadFile(file);
    runInAction(() => {
      this.candidates = [];
      if (!uploaded) return;
      this.describing = uploaded.id;
      this.line = { value: '', cursor: 0 };
    });
  }
}
