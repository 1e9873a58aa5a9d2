import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import type { Chat } from '../../../core/domain/chat';
import { chatViewsOf } from '../../../core/model/chat-views';
import { chatListOf } from '../../../core/model/chats';
import { screens } from '../../../shared/i18n/en/common-screens';
import { useRoot, useT } from '../../app/hooks';
import { pathFor } from '../../app/route-table';
import { Link, useParams } from '../../app/router';
import { Spinner } from '../../components/common/Spinner';
import { useFeatureWords } from '../../i18n/feature-words';
import { ChatForm } from './ChatForm';
import { ChatMessages } from './ChatMessages';
import './chats.css';

type Opening = { kind: 'opening' } | { kind: 'open'; chat: Chat } | { kind: 'failed' };

/**
 * `/users/{username}/chats/{recipient_id}` (spec part 1 §2 "chat view", part 2 §2: the user
 * card's message button): the chat with that account, found in the list or made on the
 * server on first use. When it cannot be opened or its messages cannot be loaded: "Something
 * went wrong when loading the chat." and the form is disabled (§8).
 */
export const ChatScreen = observer(function ChatScreen() {
  useFeatureWords(screens);
  const t = useT();
  const root = useRoot();
  const scope = root.scope;
  const { recipient_id: recipientId = '' } = useParams();
  const list = scope.use(chatListOf);
  const [opening, setOpening] = useState<Opening>({ kind: 'opening' });
  useEffect(() => {
    let live = true;
    setOpening({ kind: 'opening' });
    list.chatWith(recipientId).then(
      (chat) => live && setOpening({ kind: 'open', chat }),
      () => live && setOpening({ kind: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [list, recipientId]);
  const chat = opening.kind === 'open' ? (list.find(opening.chat.id) ?? opening.chat) : null;
  const view = chat ? scope.use(chatViewsOf).open(chat.id) : null;
  useEffect(() => {
    if (view && view.state !== 'loading' && view.state !== 'loaded') void view.load();
    return () => view?.setAtBottom(false);
  }, [view]);
  const username = root.session.account?.username ?? '';
  const failed = opening.kind === 'failed' || view?.loadError != null;
  const name = chat ? chat.account.displayName || chat.account.username : '';
  return (
    <section className="panel chat-screen" aria-label={name || t('nav.chats')}>
      <header className="panel-heading chat-heading">
        <Link to={pathFor('chats', { username })} className="button">
          {t('chat_screen.back')}
        </Link>
        {chat ? (
          <h2 className="chat-title">
            {chat.account.avatar ? (
              <img className="avatar" src={chat.account.avatar} alt="" width={28} height={28} />
            ) : null}
            {name} <span className="faint">@{chat.account.acct}</span>
          </h2>
        ) : (
          <h2 className="chat-title">{t('nav.chats')}</h2>
        )}
      </header>
      <div className="panel-body chat-body">
        {failed ? (
          <p className="error-text" role="alert">
            {t('chats.error_loading_chat')}{' '}
            {view ? (
              <button type="button" className="button-link" onClick={() => void view.load()}>
                {t('general.retry')}
              </button>
            ) : null}
          </p>
        ) : null}
        {opening.kind === 'opening' || view?.state === 'loading' ? <Spinner /> : null}
        {view ? <ChatMessages view={view} /> : null}
        <ChatForm view={failed ? null : view} />
      </div>
    </section>
  );
});
