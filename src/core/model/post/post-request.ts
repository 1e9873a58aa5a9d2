import type { ComposeStore } from '../compose';
import type { ComposeMediaStore } from '../compose-media';
import type { PostKind } from './send-post';

/** What a post form sends: the mode decides the call; a poll only when open and filled. */
export function postRequest(form: ComposeStore, key: string, media: ComposeMediaStore | null) {
  return {
    kind: postKind(form),
    editingId: form.editingId,
    scheduledAt: form.scheduledAt,
    status: {
      status: form.text,
      spoilerText: form.spoilerText.trim() === '' ? undefined : form.spoilerText,
      visibility: form.visibility,
      inReplyToId: form.inReplyToId ?? undefined,
      quoteId: form.quoteId ?? undefined,
      contentType: form.contentType ?? undefined,
      poll: form.pollOpen && form.mode !== 'edit' ? form.poll.toNewPoll() : undefined,
      mediaIds: media?.mediaIds,
      sensitive: media?.sensitive,
      idempotencyKey: key,
    },
  };
}

function postKind(form: ComposeStore): PostKind {
  if (form.editingId) return 'edit';
  return form.scheduledAt ? 'scheduled' : 'status';
}
