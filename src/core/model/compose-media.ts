import { action, computed, makeObservable, observable, runInAction } from 'mobx';
import type { PleromaClient } from '../api/client';
import { mediaResource } from '../api/media';
import type { Attachment } from '../domain/types';
import { ApiError } from '../errors';
import type { ClockPort, TimerHandle } from '../ports';
import { silentLogger } from '../ports';
import {
  type AttachmentKind,
  attachmentKindOf,
  type ComposeAttachment,
  type ComposeMediaDraft,
  readMediaDraft,
} from './compose-media-draft';

export { type AttachmentKind, attachmentKindOf, type ComposeAttachment, type ComposeMediaDraft };

/**
 * The post form's files (spec part 2 §5 "Uploads", §4 "Media upload"), shared by every face:
 *
 * - several files may be chosen; each is uploaded separately, at once;
 * - a paste uploads the first pasted file, a drop all dropped ones;
 * - no more files than the instance's file limit (the control is disabled at it);
 * - a file over the instance upload limit is refused before sending (`file_too_big`);
 * - descriptions are kept per file id and saved (`PUT /api/v1/media/{id}`) before posting;
 * - the attachment type is read from the MIME type.
 *
 * Platform-free: a face hands over `PickedFile`s (a browser `File`, or a Blob Node read).
 */

/** A file a user chose: its bytes, name, size and MIME type (a browser `File` fits). */
export interface PickedFile {
  readonly name: string;
  readonly size: number;
  readonly type: string;
  readonly blob: Blob;
}

/** Why an upload did not happen; faces word it with `upload.error.*`. */
export type UploadError =
  /** Refused before sending: `File too big [size / allowed size]`. */
  | { readonly kind: 'file_too_big'; readonly size: number; readonly allowed: number }
  /** The server gave a reason: `Upload failed: {detail}`. */
  | { readonly kind: 'server'; readonly detail: string }
  /** Anything else: `Try again later`. */
  | { readonly kind: 'default' };

/** Spec: the drop indicator hides 500 ms after the drag ends. */
export const DROP_INDICATOR_HIDE_MS = 500;

export type DropIndicator = 'hide' | 'show' | 'fade';

export interface ComposeMediaDeps {
  client: () => PleromaClient;
  clock: ClockPort;
  /** The instance upload limit in bytes; 0 or less when the instance names none. */
  uploadLimit: () => number;
  /** The instance's most files per post; null when it names none. */
  fileLimit: () => number | null;
  /** Called whenever the files change (the draft is then a different post). */
  onChange?: () => void;
}

export class ComposeMediaStore {
  attachments: ComposeAttachment[] = [];
  /** Spec: "uploading while uploadCount is above 0". */
  uploadCount = 0;
  sensitive = false;
  error: UploadError | null = null;
  dropIndicator: DropIndicator = 'hide';
  /** The last upload's error itself (a script tells a network error from a refusal). */
  failure: unknown = null;
  private dropTimer: TimerHandle | null = null;

  constructor(private readonly deps: ComposeMediaDeps) {
    makeObservable(this, {
      attachments: observable.ref,
      uploadCount: observable,
      sensitive: observable,
      error: observable.ref,
      dropIndicator: observable,
      uploading: computed,
      canAttach: computed,
      mediaIds: computed,
      setSensitive: action,
      describe: action,
      remove: action,
      dismissError: action,
      dragOver: action,
      dragEnd: action,
      restore: action,
      reset: action,
    });
  }

  get uploading(): boolean {
    return this.uploadCount > 0;
  }

  /** Whether another file fits under the file limit (the upload control is disabled if not). */
  get canAttach(): boolean {
    const limit = this.deps.fileLimit();
    return limit === null || this.attachments.length + this.uploadCount < limit;
  }

  get mediaIds(): string[] {
    return this.attachments.map((a) => a.id);
  }

  /** The refusal a file gets before any request, if any. */
  check(file: Pick<PickedFile, 'size'>): UploadError | null {
    const allowed = this.deps.uploadLimit();
    if (allowed > 0 && file.size > allowed)
      return { kind: 'file_too_big', size: file.size, allowed };
    return null;
  }

  /** Files chosen with the picker (or dropped): each uploaded separately, up to the limit. */
  async upload(files: readonly PickedFile[], description = ''): Promise<void> {
    await Promise.all(files.map((file) => this.uploadFile(file, description)));
  }

  /** A paste uploads the first pasted file only (spec). */
  async paste(files: readonly PickedFile[]): Promise<void> {
    const first = files[0];
    if (first) await this.uploadFile(first, '');
  }

  /** A drop uploads every dropped file, and the indicator fades out. */
  async drop(files: readonly PickedFile[]): Promise<void> {
    this.dragEnd();
    await this.upload(files);
  }

  dragOver(): void {
    if (this.dropTimer !== null) this.deps.clock.clearTimeout(this.dropTimer);
    this.dropTimer = null;
    this.dropIndicator = 'show';
  }

  /** The drag left or dropped: fade, and hide after 500 ms. */
  dragEnd(): void {
    if (this.dropIndicator === 'hide') return;
    this.dropIndicator = 'fade';
    if (this.dropTimer !== null) this.deps.clock.clearTimeout(this.dropTimer);
    this.dropTimer = this.deps.clock.setTimeout(
      action(() => {
        this.dropTimer = null;
        this.dropIndicator = 'hide';
      }),
      DROP_INDICATOR_HIDE_MS,
    );
  }

  setSensitive(sensitive: boolean): void {
    this.sensitive = sensitive;
    this.deps.onChange?.();
  }

  describe(id: string, description: string): void {
    this.attachments = this.attachments.map((a) => (a.id === id ? { ...a, description } : a));
    this.deps.onChange?.();
  }

  remove(id: string): void {
    this.attachments = this.attachments.filter((a) => a.id !== id);
    this.deps.onChange?.();
  }

  dismissError(): void {
    this.error = null;
  }

  /**
   * Save every changed description before posting (spec). Resolves false at the first
   * failure: the caller stops posting and shows `post_status.media_description_error`.
   */
  async saveDescriptions(): Promise<boolean> {
    for (const attachment of this.attachments) {
      if (attachment.description === attachment.savedDescription) continue;
      try {
        await this.api().describe(attachment.id, attachment.description);
      } catch {
        return false;
      }
      runInAction(() => {
        this.attachments = this.attachments.map((a) =>
          a.id === attachment.id ? { ...a, savedDescription: attachment.description } : a,
        );
      });
    }
    return true;
  }

  /** Plain data for a stored draft. */
  snapshot(): ComposeMediaDraft {
    return { attachments: this.attachments, sensitive: this.sensitive };
  }

  /** Continue a draft's files: a `ComposeMediaDraft`, or what storage gave back. */
  restore(stored: unknown): void {
    const draft = readMediaDraft(stored);
    this.attachments = draft ? [...draft.attachments] : [];
    this.sensitive = draft?.sensitive ?? false;
    this.error = null;
  }

  reset(): void {
    this.restore(undefined);
  }

  /** The media calls, on the client's HTTP edge (only this store makes them). */
  private api() {
    const client = this.deps.client();
    return mediaResource({
      http: client.http,
      serverHost: client.serverHost,
      logger: silentLogger,
    });
  }

  /** One file: checked, uploaded, added. Resolves the server's attachment, or undefined. */
  async uploadFile(file: PickedFile, description = ''): Promise<Attachment | undefined> {
    const refusal = this.check(file);
    if (refusal || !this.canAttach) {
      // Over the file limit the control is disabled; a drop past it is ignored quietly.
      if (refusal) runInAction(() => (this.error = refusal));
      return undefined;
    }
    runInAction(() => {
      this.uploadCount += 1;
      this.error = null;
    });
    try {
      const uploaded = await this.api().upload({
        file: file.blob,
        name: file.name,
        description: description || undefined,
      });
      runInAction(() => {
        this.attachments = [...this.attachments, fromUpload(uploaded, file)];
      });
      this.deps.onChange?.();
      return uploaded;
    } catch (error) {
      runInAction(() => {
        this.error = uploadErrorOf(error);
        this.failure = error;
      });
      return undefined;
    } finally {
      runInAction(() => (this.uploadCount -= 1));
    }
  }
}

function fromUpload(uploaded: Attachment, file: PickedFile): ComposeAttachment {
  const mimeType = uploaded.mimeType || file.type;
  return {
    id: uploaded.id,
    name: file.name,
    size: file.size,
    mimeType,
    url: uploaded.url,
    previewUrl: uploaded.previewUrl,
    description: uploaded.description,
    savedDescription: uploaded.description,
  };
}

/** The server's own words when it gave any (`Upload failed: …`), else the default. */
export function uploadErrorOf(error: unknown): UploadError {
  if (error instanceof ApiError && error.serverMessage) {
    return { kind: 'server', detail: error.serverMessage };
  }
  return { kind: 'default' };
}
