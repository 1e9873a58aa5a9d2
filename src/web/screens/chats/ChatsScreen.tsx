import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import type { Chat } from '../../../core/domain/chat';
import { chatListOf } from '../../../core/model/chats';
import { screens } from '../../../shared/i18n/en/common-screens';
import { htmlToPlain } from '../../../shared/text/html-to-plain';
import { useRoot, useT } from '../../app/hooks';
import { pathFor } from '../../app/route-table';
import { Link, useNavigate, useSearchParams } from '../../app/router';
import { Spinner } from '../../components/common/Spinner';
import { badgeText } from '../../components/notifications/UnseenBadge';
import { useFeatureWords } from '../../i18n/feature-words';
import { ChatNewPanel } from './ChatNewPanel';
import './chats.css';

/**
 * `/users/{username}/chats` (spec part 1 §2 "Chats"): every chat with its other person, the
 * last message and the unread count, newest first (polled every 5 s by ChatsFetcher); a New
 * button opens the account search; an empty placeholder when there are none.
 * `?notification={id}` (where a push notification's click leads) opens the chat that
 * notification is about and marks the notification read; when it cannot be read the list
 * stays.
 */
export const ChatsScreen = observer(function ChatsScreen() {
  useFeatureWords(screens);
  const t = useT();
  const root = useRoot();
  const list = root.scope.use(chatListOf);
  const [searching, setSearching] = useState(false);
  useEffect(() => {
    void list.refresh();
  }, [list]);
  const username = root.session.account?.username ?? '';
  const opening = useChatOfNotification(username);
  if (opening) return <Spinner />;
  if (searching) return <ChatNewPanel username={username} onClose={() => setSearching(false)} />;
  return (
    <section className="panel chats-screen" aria-label={t('nav.chats')}>
      <header className="panel-heading">
        <h2>{t('nav.chats')}</h2>
        <button type="button" className="button" onClick={() => setSearching(true)}>
          {t('chat_screen.new')}
        </button>
      </header>
      <div className="panel-body">
        {list.loadError ? (
          <p className="error-text" role="alert">
            {list.loadError}{' '}
            <button type="button" className="button-link" onClick={() => void list.refresh()}>
              {t('general.retry')}
            </button>
          </p>
        ) : null}
        {list.state === 'loading' && list.chats.length === 0 ? <Spinner /> : null}
        {list.state === 'loaded' && list.chats.length === 0 ? (
          <p className="faint chats-empty">{t('chat_screen.empty')}</p>
        ) : null}
        <ul className="chat-list">
          {list.chats.map((chat) => (
            <ChatListItem key={chat.id} chat={chat} username={username} />
          ))}
        </ul>
      </div>
    </section>
  );
});

/**
 * Follows `?notification={id}` to the chat it is about (replacing the address, so Back
 * returns to where one was) and marks that notification read (Pleroma's read call with its
 * `id`; the badge drops at once); true while the notification is being read.
 */
function useChatOfNotification(username: string): boolean {
  const root = useRoot();
  const list = root.scope.use(chatListOf);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const notificationId = params.get('notification');
  useEffect(() => {
    if (!notificationId) return;
    let live = true;
    const go = (recipient: string | null) => {
      if (!live) return;
      const to = recipient
        ? pathFor('chat', { username, recipient_id: recipient })
        : pathFor('chats', { username });
      navigate(to, { replace: true });
    };
    void root.notifications.markRead(notificationId);
    list.recipientOfNotification(notificationId).then(go, () => go(null));
    return () => {
      live = false;
    };
  }, [list, navigate, notificationId, username, root]);
  return notificationId !== null;
}

const ChatListItem = observer(function ChatListItem({
  chat,
  username,
}: {
  chat: Chat;
  username: string;
}) {
  const t = useT();
  const root = useRoot();
  const own = root.session.account?.id;
  const last = chat.lastMessage;
  const preview = last ? htmlToPlain(last.content).trim() : '';
  return (
    <li className="chat-list-item" data-testid="chat-list-item">
      <Link
        to={pathFor('chat', { username, recipient_id: chat.account.id })}
        className="chat-list-link"
      >
        {chat.account.avatar ? (
          <img className="avatar" src={chat.account.avatar} alt="" width={40} height={40} />
        ) : (
          <span className="avatar avatar-empty" />
        )}
        <span className="chat-list-text">
          <span className="chat-list-name">
            {chat.account.displayName || chat.account.username}{' '}
            <span className="faint">@{chat.account.acct}</span>
          </span>
          <span className="chat-list-preview faint">
            {last && last.accountId === own ? `${t('chat_screen.you')} ` : ''}
            {preview}
          </span>
        </span>
        {chat.unread > 0 ? (
          <span className="unseen-badge" title={t('chat_screen.unread', { count: chat.unread })}>
            {badgeText(chat.unread)}
            <span className="visually-hidden">
              {' '}
              {t('chat_screen.unread', { count: chat.unread })}
            </span>
          </span>
        ) : null}
      </Link>
    </li>
  );
});
