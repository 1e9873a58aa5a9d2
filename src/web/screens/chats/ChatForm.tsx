import { observer } from 'mobx-react-lite';
import { type FormEvent, type KeyboardEvent, useRef, useState } from 'react';
import { mediaResource } from '../../../core/api/media';
import type { Attachment } from '../../../core/domain/types';
import { ApiError, describeError } from '../../../core/errors';
import type { ChatViewStore } from '../../../core/model/chat-view';
import { postFormWords } from '../../../shared/i18n/en/common-post-form';
import { useRoot, useT } from '../../app/hooks';
import { useFeatureWords } from '../../i18n/feature-words';

/** Spec part 1 §9: the chat form grows with its text up to 160 px. */
export const CHAT_FORM_MAX_HEIGHT_PX = 160;

type Upload =
  | { kind: 'none' }
  | { kind: 'uploading'; name: string }
  | { kind: 'done'; name: string; attachment: Attachment }
  | { kind: 'failed'; detail: string };

/**
 * The chat's send form (spec part 1 §5): text and at most one file, uploaded through the
 * media upload as soon as it is picked; Enter sends, Shift+Enter starts a new line. An empty
 * message is refused with "Cannot post empty message". Disabled while the chat could not be
 * loaded (`view` null). Sending hands the message to the account's queue, which shows it at
 * once and keeps it (browser storage) until the server has it.
 */
export const ChatForm = observer(function ChatForm({ view }: { view: ChatViewStore | null }) {
  const t = useT();
  useFeatureWords(postFormWords);
  const root = useRoot();
  const [text, setText] = useState('');
  const [upload, setUpload] = useState<Upload>({ kind: 'none' });
  const [refusal, setRefusal] = useState<string | null>(null);
  const box = useRef<HTMLTextAreaElement>(null);
  const files = useRef<HTMLInputElement>(null);
  const disabled = !view?.canSend;

  const grow = () => {
    const el = box.current;
    if (!el) return;
    el.style.height = 'auto';
    el.style.height = `${Math.min(el.scrollHeight, CHAT_FORM_MAX_HEIGHT_PX)}px`;
  };
  const pick = async (list: FileList | null) => {
    const file = list?.[0];
    if (!file) return;
    if ((list?.length ?? 0) > 1) setRefusal(t('chat_screen.one_file'));
    setUpload({ kind: 'uploading', name: file.name });
    try {
      const attachment = await mediaResource(root.scope.client.context).upload({
        file,
        name: file.name,
      });
      setUpload({ kind: 'done', name: file.name, attachment });
    } catch (error) {
      const detail =
        error instanceof ApiError && error.serverMessage
          ? error.serverMessage
          : describeError(error);
      setUpload({ kind: 'failed', detail });
    }
  };
  const send = (event?: FormEvent) => {
    event?.preventDefault();
    if (!view || disabled || upload.kind === 'uploading') return;
    const mediaIds = upload.kind === 'done' ? [upload.attachment.id] : [];
    const refused = view.send(text, mediaIds);
    if (refused === 'empty') {
      setRefusal(t('chats.empty_message_error'));
      return;
    }
    if (refused === 'too_many_files') {
      setRefusal(t('chat_screen.one_file'));
      return;
    }
    setRefusal(null);
    setText('');
    setUpload({ kind: 'none' });
    if (files.current) files.current.value = '';
    requestAnimationFrame(grow);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) send(event);
  };
  return (
    <form className="chat-form" onSubmit={send}>
      {refusal ? (
        <p className="error-text" role="alert">
          {refusal}
        </p>
      ) : null}
      {upload.kind === 'failed' ? (
        <p className="error-text" role="alert">
          {t('upload.error.message', { detail: upload.detail })}
        </p>
      ) : null}
      {upload.kind === 'uploading' || upload.kind === 'done' ? (
        <p className="chat-upload faint">
          {upload.kind === 'uploading' ? `${t('chat_screen.uploading')} ` : null}
          {upload.name}{' '}
          {upload.kind === 'done' ? (
            <button
              type="button"
              className="button-link"
              aria-label={t('chat_screen.remove_file', { name: upload.name })}
              onClick={() => {
                setUpload({ kind: 'none' });
                if (files.current) files.current.value = '';
              }}
            >
              ×
            </button>
          ) : null}
        </p>
      ) : null}
      <div className="chat-form-row">
        <label className="button chat-attach" aria-disabled={disabled}>
          <span className="visually-hidden">{t('chat_screen.attach')}</span>
          <span aria-hidden="true">📎</span>
          <input
            ref={files}
            type="file"
            className="visually-hidden"
            disabled={disabled || upload.kind === 'uploading'}
            onChange={(event) => void pick(event.target.files)}
          />
        </label>
        <textarea
          ref={box}
          rows={1}
          value={text}
          disabled={disabled}
          style={{ maxHeight: CHAT_FORM_MAX_HEIGHT_PX }}
          aria-label={t('chat_screen.placeholder')}
          placeholder={t('chat_screen.placeholder')}
          onChange={(event) => {
            setText(event.target.value);
            if (refusal) setRefusal(null);
            grow();
          }}
          onKeyDown={onKeyDown}
        />
        <button
          type="submit"
          className="button button-primary"
          disabled={disabled || upload.kind === 'uploading'}
        >
          {t('chat_screen.send')}
        </button>
      </div>
    </form>
  );
});
