/**
 * The web's chats in one chunk: the list, the chat view and the fetcher the layout mounts
 * for a signed-in user. One file for the three keeps the first load's list of chunk names
 * (each lazy import names its chunks there) to one more entry (web budget).
 */
export { ChatScreen } from './ChatScreen';
export { ChatsFetcher } from './ChatsFetcher';
export { ChatsScreen } from './ChatsScreen';
