import { action, makeObservable, observable, runInAction } from 'mobx';
import type { ComposeMediaStore } from '../../../core/model/compose-media';
import {
  attachSticker,
  type StickerBytes,
  type StickerCatalogue,
} from '../../../core/model/stickers';
import {
  completePath,
  isLocalFileProblem,
  localFileProblemText,
  readLocalFile,
} from '../../ports/local-file';
import { type EditState, editWithChord, insertText } from './text-edit';

/** Where the line's files go: the post form (a `ComposeStore` fits), or a chat's one file. */
export interface MediaTarget {
  readonly media: ComposeMediaStore | null;
  loadMedia(): Promise<ComposeMediaStore>;
}

/**
 * The compose pane's attachment line: a path typed with shell-like completion, Enter
 * uploads it (through the post form's media store: the instance limits apply before any
 * byte is sent); then the same line takes the new file's description, Enter keeps it (it is
 * saved before posting, spec).
 *
 * Stickers (Pleroma-FE's sticker picker): a line starting with `:` names one as
 * `:pack/name`; the completion key lists the packs, then a pack's stickers, as it lists
 * folders and files; Enter fetches the image and uploads it like any file.
 *
 * A chat's line (`single`): one file per message (spec part 1 §5), so a new file replaces
 * the one attached before, and there is no description step.
 */
export class ComposeMediaInput {
  line: EditState = { value: '', cursor: 0 };
  /** The attachment whose description the line edits, or null while it takes a path. */
  describing: string | null = null;
  candidates: readonly string[] = [];
  /** A local problem (missing file) in words; upload errors live in the media store. */
  problem: string | null = null;

  /** The `:pack/name` prefix of a sticker on the attach line. */
  static readonly STICKER_PREFIX = ':';

  constructor(
    private readonly compose: MediaTarget,
    private readonly stickers: { catalogue: StickerCatalogue; bytes: StickerBytes } | null = null,
    private readonly single = false,
  ) {
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
    const { completed, candidates } = this.line.value.startsWith(ComposeMediaInput.STICKER_PREFIX)
      ? await this.completeSticker(this.line.value.slice(1))
      : await completePath(this.line.value);
    runInAction(() => {
      this.line = { value: completed, cursor: completed.length };
      this.candidates = candidates.length > 1 ? candidates : [];
    });
    return true;
  }

  /** Enter: upload the named file (or keep the description). */
  async submit(): Promise<void> {
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
    if (value.startsWith(ComposeMediaInput.STICKER_PREFIX))
      return this.submitSticker(value.slice(1));
    const file = await readLocalFile(value);
    if (isLocalFileProblem(file)) {
      runInAction(() => (this.problem = localFileProblemText(file)));
      return;
    }
    const media = await this.compose.loadMedia();
    const uploaded = await this.uploadInto(media, () => media.uploadFile(file));
    runInAction(() => {
      this.candidates = [];
      if (!uploaded) return;
      if (!this.single) this.describing = uploaded.id;
      this.line = { value: '', cursor: 0 };
    });
  }

  /** A chat's new file takes the place of the earlier one, once it is uploaded. */
  private async uploadInto(
    media: ComposeMediaStore,
    upload: () => Promise<{ id: string } | undefined>,
  ): Promise<{ id: string } | undefined> {
    const earlier = media.attachments;
    const uploaded = await upload();
    if (uploaded && this.single) for (const a of earlier) media.remove(a.id);
    return uploaded;
  }

  /** `pack/` first (like folders), then the pack's stickers; as `completePath` answers. */
  private async completeSticker(
    typed: string,
  ): Promise<{ completed: string; candidates: string[] }> {
    const catalogue = this.stickers?.catalogue;
    if (catalogue) await catalogue.load();
    const slash = typed.indexOf('/');
    const names =
      slash < 0
        ? (catalogue?.packs ?? []).map((p) => `${p.name}/`)
        : (catalogue?.packs.find((p) => p.name === typed.slice(0, slash))?.stickers ?? []).map(
            (s) => s.name,
          );
    const stem = slash < 0 ? typed : typed.slice(slash + 1);
    const matching = names.filter((n) => n.startsWith(stem));
    const shared = commonPrefix(matching) ?? stem;
    const head = slash < 0 ? '' : typed.slice(0, slash + 1);
    return {
      completed: `${ComposeMediaInput.STICKER_PREFIX}${head}${shared}`,
      candidates: matching,
    };
  }

  private async submitSticker(ref: string): Promise<void> {
    const catalogue = this.stickers?.catalogue;
    if (catalogue) await catalogue.load();
    const found = catalogue?.find(ref);
    if (!found || !this.stickers) {
      runInAction(() => (this.problem = `No such sticker: ${ref}`));
      return;
    }
    const media = await this.compose.loadMedia();
    const bytes = this.stickers.bytes;
    const uploaded = await this.uploadInto(media, () => attachSticker(media, found.sticker, bytes));
    runInAction(() => {
      this.candidates = [];
      if (!uploaded) return;
      if (!this.single) this.describing = uploaded.id;
      this.line = { value: '', cursor: 0 };
    });
  }
}

function commonPrefix(names: readonly string[]): string | null {
  const first = names[0];
  if (first === undefined) return null;
  let end = first.length;
  for (const n of names) {
    while (end > 0 && !n.startsWith(first.slice(0, end))) end -= 1;
  }
  return first.slice(0, end);
}
