import { observer } from 'mobx-react-lite';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import type { ShoutboxStore } from '../../../core/model/shoutbox';
import { useT } from '../../app/hooks';
import { Spinner } from '../../components/common/Spinner';

/**
 * The board's messages, the send form and its errors: the `/shout-panel` screen's body and
 * the floating panel's. The caller joins the channel.
 */
export const ShoutBody = observer(function ShoutBody({ store }: { store: ShoutboxStore }) {
  const t = useT();
  const [text, setText] = useState('');
  const list = useRef<HTMLOListElement>(null);
  const count = store.messages.length;
  useEffect(() => {
    // Newest at the bottom, as a chat: keep it in view.
    if (count > 0) list.current?.lastElementChild?.scrollIntoView?.({ block: 'nearest' });
  }, [count]);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (store.sending) return;
    const sent = text;
    if (await store.send(sent)) setText((now) => (now === sent ? '' : now));
  };
  const error = store.sendError;
  return (
    <>
      {store.state !== 'joined' ? (
        <p className="faint" role="status">
          <Spinner /> {t('shoutbox.connecting')}
        </p>
      ) : null}
      {store.loaded && count === 0 ? <p className="faint">{t('shoutbox.empty')}</p> : null}
      <ol className="shout-messages" ref={list} aria-live="polite">
        {store.messages.map((message, i) => (
          <li className="shout-message" key={message.id || `i${i}`}>
            {message.author.avatar ? (
              <img className="avatar" src={message.author.avatar} alt="" width={24} height={24} />
            ) : (
              <span className="avatar avatar-empty" />
            )}
            <span className="shout-author">{message.author.username}</span>
            <span className="shout-text">{message.text}</span>
          </li>
        ))}
      </ol>
      <form className="shout-form" onSubmit={submit}>
        <input
          type="text"
          value={text}
          aria-label={t('shoutbox.placeholder')}
          placeholder={t('shoutbox.placeholder')}
          onChange={(event) => {
            setText(event.target.value);
            if (error) store.clearError();
          }}
        />
        <button type="submit" className="btn" disabled={!store.joined || store.sending}>
          {t('shoutbox.send')}
        </button>
      </form>
      {error ? (
        <p className="error-text" role="alert">
          {t(
            error === 'empty'
              ? 'shoutbox.error_empty'
              : error === 'timeout'
                ? 'shoutbox.error_timeout'
                : 'shoutbox.error_not_joined',
          )}
        </p>
      ) : null}
    </>
  );
});
