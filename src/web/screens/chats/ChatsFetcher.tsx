import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { chatOutboxOf } from '../../../core/model/chat-outbox';
import { chatListOf } from '../../../core/model/chats';
import { useRoot } from '../../app/hooks';

/**
 * Spec part 1 §4, §9 and part 2 §2: for a signed-in user on a server with chats, the chat
 * list is fetched at once and every 5 s (its unread total joins the navigation and the page
 * title through `scope.unread`), and messages queued in browser storage by an earlier visit
 * go out now. Loaded after the first frame; both stores end with their account scope.
 * Renders nothing.
 */
export const ChatsFetcher = observer(function ChatsFetcher() {
  const scope = useRoot().scope;
  const usable = scope.account !== null && scope.instance.capabilities.chats;
  useEffect(() => {
    if (!usable) return;
    scope.use(chatListOf).start();
    void scope.use(chatOutboxOf).flush();
  }, [scope, usable]);
  return null;
});
