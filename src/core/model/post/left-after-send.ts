import type { ComposeStore } from '../compose';

/** What a post form held when its post was sent. */
export interface SentPart {
  readonly text: string;
  readonly spoilerText: string;
  readonly mediaIds: readonly string[] | undefined;
}

/**
 * Never lose a word: after a successful send the form clears only what was sent. Text typed
 * while the post was on its way stays as the start of the next post (the sent text is taken
 * off its front; when the sent text itself was changed, everything typed stays); so does a
 * changed content warning, and so do files attached meanwhile.
 */
export function leftAfterSend(
  now: { text: string; spoilerText: string; mediaIds: readonly string[] },
  sent: SentPart,
): { text: string; spoilerText: string; mediaIds: string[] } {
  return {
    text: now.text.startsWith(sent.text)
      ? now.text.slice(sent.text.length).replace(/^\s+/, '')
      : now.text,
    spoilerText: now.spoilerText === sent.spoilerText ? '' : now.spoilerText,
    mediaIds: now.mediaIds.filter((id) => !sent.mediaIds?.includes(id)),
  };
}

/** Clear a form after its post was sent, keeping what was added meanwhile. */
export function clearSent(form: ComposeStore, sent: SentPart): void {
  const media = form.media;
  const left = leftAfterSend(
    { text: form.text, spoilerText: form.spoilerText, mediaIds: media?.mediaIds ?? [] },
    sent,
  );
  const files = media?.attachments.filter((a) => left.mediaIds.includes(a.id)) ?? [];
  const sensitive = media?.sensitive ?? false;
  form.reset();
  if (left.text !== '') form.setText(left.text);
  if (left.spoilerText !== '') form.setSpoilerText(left.spoilerText);
  if (files.length > 0) media?.restore({ attachments: files, sensitive });
}
