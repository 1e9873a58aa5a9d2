import { observer } from 'mobx-react-lite';
import { lazy, type RefObject, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { createAutocomplete } from '../../../core/model/autocomplete';
import type { ComposeStore } from '../../../core/model/compose';
import { type EmojiEntry, emojiCatalogueOf } from '../../../core/model/emoji-catalogue';
import type { RootStore } from '../../../core/model/root';
import { attachSticker, type Sticker, stickerCatalogueOf } from '../../../core/model/stickers';
import { uploadErrorText } from '../../../shared/format/upload-error';
import { composeTools } from '../../../shared/i18n/en/compose-tools';
import type { Translate } from '../../../shared/i18n/locale-types';
import type { AppServices } from '../../app/services';
import { MediaAttachments } from './MediaAttachments';
import { pickedFiles, useTextAreaEvents } from './use-textarea-events';
import './post-tools.css';

const EmojiPicker = lazy(() => import('./EmojiPicker'));

/**
 * What the post form offers beyond text, in its own chunk (not needed for the first
 * timeline frame): the upload button (disabled at the file limit), the uploaded files with
 * their descriptions and the sensitive flag, upload errors in the spec's words, the drop
 * indicator, the emoji picker, and `:`/`@` suggestions for the text area.
 */
const PostMediaTools = observer(function PostMediaTools({
  composer,
  textArea,
  idPrefix,
  services,
  t,
}: {
  composer: ComposeStore;
  textArea: RefObject<HTMLTextAreaElement | null>;
  idPrefix: string;
  /** Given by the form: this chunk imports no app module the first page also loads. */
  services: AppServices;
  t: Translate;
}) {
  const { model, i18n } = services;
  const root: RootStore = model.root;
  // The tools' English words come with the tools (see compose-tools.ts).
  useState(() => i18n.addResourceBundle('en', 'web', { compose_tools: composeTools }, true));
  const catalogue = emojiCatalogueOf(root);
  const stickers = stickerCatalogueOf(root);
  const [autocomplete] = useState(() =>
    createAutocomplete(root, catalogue, () => composer.emojiPickerOpen),
  );
  useEffect(() => () => autocomplete.dispose(), [autocomplete]);
  const fileInput = useRef<HTMLInputElement>(null);
  const loadEmoji = useCallback(() => void catalogue.load(i18n.language), [catalogue, i18n]);
  useTextAreaEvents(textArea, composer, autocomplete, loadEmoji);
  // A restored draft's files show at once.
  useEffect(() => {
    if (composer.attachmentCount > 0) void composer.loadMedia();
  }, [composer, composer.attachmentCount]);
  useEffect(() => () => composer.setEmojiPickerOpen(false), [composer]);

  const media = composer.media;
  const pickerOpen = composer.emojiPickerOpen;
  const insert = (emoji: EmojiEntry) => {
    const el = textArea.current;
    const text = composer.text;
    const at = el?.selectionStart ?? text.length;
    const piece = emoji.imageUrl ? `${emoji.replacement} ` : emoji.replacement;
    composer.setText(text.slice(0, at) + piece + text.slice(at));
    requestAnimationFrame(() => el?.setSelectionRange(at + piece.length, at + piece.length));
  };
  // Pleroma-FE: a sticker is fetched and uploaded as an attachment; the picker closes so
  // the file shows in the form's media list.
  const pickSticker = (sticker: Sticker) => {
    composer.setEmojiPickerOpen(false);
    void composer.loadMedia().then((m) => attachSticker(m, sticker, stickerBytes));
  };

  return (
    <div className="post-tools">
      {media && media.dropIndicator !== 'hide' ? (
        <div className={`post-drop post-drop-${media.dropIndicator}`}>
          {t('compose_tools.drop')}
        </div>
      ) : null}
      {autocomplete.shown.length > 0 ? (
        <div className="post-suggestions" data-testid="post-suggestions">
          {autocomplete.shown.map((s, i) => (
            <button
              type="button"
              key={s.replacement}
              aria-pressed={i === autocomplete.highlighted}
              // The press took the focus from the text area: the suggestions stay 200 ms for
              // this click (spec), which puts the focus back after the inserted word.
              onClick={() => {
                const done = autocomplete.accept(i);
                if (!done) return;
                composer.setText(done.text);
                const el = textArea.current;
                el?.focus();
                requestAnimationFrame(() => el?.setSelectionRange(done.caret, done.caret));
              }}
            >
              {s.imageUrl ? <img src={s.imageUrl} alt="" /> : null}
              <span>{s.displayText}</span> <small>{s.detailText}</small>
            </button>
          ))}
        </div>
      ) : null}
      {media ? (
        <MediaAttachments language={i18n.language} media={media} idPrefix={idPrefix} t={t} />
      ) : null}
      {media?.error ? (
        // The error banner's look; its own markup, so this chunk shares no module with the
        // first page's (each shared one becomes one more request there).
        <div className="error-banner" role="alert" data-testid="upload-error">
          <span className="error-banner-text">
            {uploadErrorText(media.error, t, i18n.language)}
          </span>
          <button
            type="button"
            className="error-banner-dismiss"
            onClick={() => media.dismissError()}
            aria-label={t('general.dismiss')}
          >
            ×
          </button>
        </div>
      ) : null}
      <div className="post-tools-bar">
        <input
          ref={fileInput}
          id={`${idPrefix}-files`}
          type="file"
          multiple
          hidden
          onChange={(e) => {
            const files = pickedFiles(e.target.files);
            e.target.value = '';
            void composer.loadMedia().then((m) => m.upload(files));
          }}
        />
        <button
          type="button"
          className="button"
          disabled={composer.posting || (media ? !media.canAttach : false)}
          onClick={() => fileInput.current?.click()}
        >
          {media?.uploading ? t('compose_tools.uploading') : t('compose_tools.attach')}
        </button>
        {media && media.attachments.length > 0 ? (
          <label className="post-sensitive">
            <input
              type="checkbox"
              checked={media.sensitive}
              onChange={(e) => media.setSensitive(e.target.checked)}
            />
            {t('compose_tools.sensitive')}
          </label>
        ) : null}
        <button
          type="button"
          className="button"
          aria-expanded={pickerOpen}
          aria-label={t('compose_tools.emoji')}
          onClick={() => {
            loadEmoji();
            composer.setEmojiPickerOpen(!pickerOpen);
          }}
        >
          🙂
        </button>
      </div>
      {pickerOpen ? (
        <Suspense fallback={null}>
          <EmojiPicker
            catalogue={catalogue}
            onPick={insert}
            stickers={stickers}
            onSticker={pickSticker}
            stickersBusy={composer.posting || (media ? !media.canAttach : false)}
            clock={root.ports.clock}
            t={t}
            language={i18n.language}
          />
        </Suspense>
      ) : null}
    </div>
  );
});

/** A sticker's image, from the server's origin (the web host proxies `/static/`). */
async function stickerBytes(url: string): Promise<Blob> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return response.blob();
}

export default PostMediaTools;
