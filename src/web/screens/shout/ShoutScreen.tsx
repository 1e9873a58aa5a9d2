import { observer } from 'mobx-react-lite';
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { type ShoutboxStore, shoutboxOf } from '../../../core/model/shoutbox';
import { screens } from '../../../shared/i18n/en/common-screens';
import { useRoot, useT } from '../../app/hooks';
import { Spinner } from '../../components/common/Spinner';
import { useFeatureWords } from '../../i18n/feature-words';
import './shout.css';

/**
 * `/shout-panel` (spec part 1 §2): the public message board over the server's realtime
 * channel, for signed-in users where the server offers it. The channel is joined while the
 * panel is shown and left with it; Enter sends. Texts are React text, never HTML.
 */
export const ShoutScreen = observer(function ShoutScreen() {
  useFeatureWords(screens);
  const root = useRoot();
  const t = useT();
  const store = root.scope.use(shoutboxOf);
  const signedIn = root.session.isSignedIn;
  const available = store.available;
  useEffect(() => {
    if (!available) return;
    void store.start();
    return () => store.stop();
  }, [store, available]);
  let body: ReactNode;
  if (!signedIn) body = <p className="faint">{t('shoutbox.sign_in')}</p>;
  else if (!available) body = <p className="faint">{t('shoutbox.unavailable')}</p>;
  else body = <ShoutBody store={store} />;
  return (
    <section className="panel shout-panel" aria-label={t('shoutbox.title')}>
      <header className="panel-heading">
        <h2>{t('shoutbox.title')}</h2>
      </header>
      <div className="panel-body">{body}</div>
    </section>
  );
});

const ShoutBody = observer(function ShoutBody({ store }: { store: ShoutboxStore }) {
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

/** For the route's lazy import (a default export costs the first load less). */
export default ShoutScreen;
