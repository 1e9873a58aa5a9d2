import type { ComposeStore } from '../compose';
import { readMediaDraft } from '../compose-media-draft';
import type { ComposeSnapshot } from '../draft-record';

/** A post form as plain data: every field a draft keeps (see DraftStore). */
export function snapshotOf(form: ComposeStore): ComposeSnapshot {
  return {
    text: form.text,
    spoilerText: form.spoilerText,
    visibility: form.visibility,
    inReplyToId: form.inReplyToId,
    ...(form.quoteId ? { quoteId: form.quoteId } : {}),
    ...(form.editingId ? { editId: form.editingId } : {}),
    ...(form.contentType ? { contentType: form.contentType } : {}),
    ...(form.pollOpen
      ? {
          poll: {
            options: [...form.poll.options],
            expiresIn: form.poll.expiresIn,
            multiple: form.poll.multiple,
          },
        }
      : {}),
    ...(form.scheduledAt ? { scheduledAt: form.scheduledAt } : {}),
    ...filesOf(form),
  };
}

/** The files as a draft keeps them (the attachments carry their ids and descriptions). */
function filesOf(form: ComposeStore): Pick<ComposeSnapshot, 'media' | 'sensitive'> {
  const files = form.media?.snapshot() ?? form.pendingFiles;
  if (!files || (files.attachments.length === 0 && !files.sensitive)) return {};
  return { media: files.attachments, sensitive: files.sensitive };
}

/** Put a kept draft back into a form (called inside the form's `restore` action). */
export function restoreInto(form: ComposeStore, draft: ComposeSnapshot): void {
  form.text = draft.text;
  form.spoilerText = draft.spoilerText;
  form.visibility = draft.visibility;
  form.inReplyToId = draft.inReplyToId;
  form.quoteId = draft.quoteId ?? null;
  form.editingId = draft.editId ?? null;
  form.contentType = draft.contentType ?? form.contentType;
  form.scheduledAt = draft.scheduledAt ?? null;
  form.pollOpen = Boolean(draft.poll) && !form.editingId;
  form.poll.reset();
  if (draft.poll) {
    draft.poll.options.forEach((option, index) => {
      if (index < form.poll.options.length) form.poll.setOption(index, option);
      else form.poll.addOption(option);
    });
    form.poll.setMultiple(draft.poll.multiple);
    form.poll.setExpiresIn(draft.poll.expiresIn);
  }
  form.pendingFiles = draft.media
    ? readMediaDraft({ attachments: draft.media, sensitive: draft.sensitive })
    : undefined;
  form.media?.restore(form.pendingFiles);
}
