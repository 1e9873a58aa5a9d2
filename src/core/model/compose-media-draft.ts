/**
 * What a post form's files are as plain data: the draft keeps them (ids, descriptions, the
 * sensitive flag) and stored drafts are read back through `readMediaDraft`. Kept apart from
 * the upload machinery (compose-media.ts), which a form loads only when files are used.
 */
import { arr, isObject, num, obj, str } from '../normalize/read';

/** The spec's attachment types, by MIME type. */
export type AttachmentKind = 'image' | 'video' | 'audio' | 'flash' | 'html' | 'unknown';

export function attachmentKindOf(mimeType: string): AttachmentKind {
  const mime = mimeType.toLowerCase().split(';')[0]!.trim();
  if (mime === 'application/x-shockwave-flash') return 'flash';
  if (mime === 'text/html') return 'html';
  const major = mime.split('/')[0];
  if (major === 'image' || major === 'video' || major === 'audio') return major;
  return 'unknown';
}

/** An uploaded file of the draft, as plain data (a draft keeps these). */
export interface ComposeAttachment {
  readonly id: string;
  readonly name: string;
  readonly size: number;
  /** Its type is `attachmentKindOf(mimeType)`. */
  readonly mimeType: string;
  readonly url: string;
  readonly previewUrl: string;
  /** What the user typed. */
  readonly description: string;
  /** What the server holds: a different `description` is saved before posting. */
  readonly savedDescription: string;
}

/** What a draft keeps of the files: ids and descriptions, plus enough to show them. */
export interface ComposeMediaDraft {
  readonly attachments: readonly ComposeAttachment[];
  readonly sensitive: boolean;
}

/** A stored draft's files read back from storage; anything unreadable is dropped. */
export function readMediaDraft(value: unknown): ComposeMediaDraft | undefined {
  if (!isObject(value)) return undefined;
  const attachments: ComposeAttachment[] = [];
  for (const item of arr(value.attachments)) {
    const a = obj(item);
    const mimeType = str(a.mimeType);
    if (str(a.id))
      attachments.push({
        id: str(a.id),
        name: str(a.name),
        size: num(a.size),
        mimeType,
        url: str(a.url),
        previewUrl: str(a.previewUrl),
        description: str(a.description),
        savedDescription: str(a.savedDescription),
      });
  }
  return { attachments, sensitive: value.sensitive === true };
}
