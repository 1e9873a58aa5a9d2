/**
 * What a post form's files are as plain data: the draft keeps them (ids, descriptions, the
 * sensitive flag) and stored drafts are read back through `readMediaDraft`. Kept apart from
 * the upload machinery (compose-media.ts), which a form loads only when files are used.
 */

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
  readonly mimeType: string;
  readonly kind: AttachmentKind;
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
  if (!value || typeof value !== 'object') return undefined;
  const v = value as Record<string, unknown>;
  const list = Array.isArray(v.attachments) ? v.attachments : [];
  const attachments: ComposeAttachment[] = [];
  for (const item of list) {
    if (!item || typeof item !== 'object') continue;
    const a = item as Record<string, unknown>;
    const text = (key: string) => (typeof a[key] === 'string' ? (a[key] as string) : '');
    if (!text('id')) continue;
    const mimeType = text('mimeType');
    attachments.push({
      id: text('id'),
      name: text('name'),
      size: typeof a.size === 'number' ? a.size : 0,
      mimeType,
      kind: attachmentKindOf(mimeType),
      url: text('url'),
      previewUrl: text('previewUrl'),
      description: text('description'),
      savedDescription: text('savedDescription'),
    });
  }
  return { attachments, sensitive: v.sensitive === true };
}
