import type { LocaleTree } from '../locale-types';

/**
 * The web's chat screens (spec part 1 §2 "Chats", §5, §8): the list with its New button and
 * search panel, the chat view and its form. Loaded with the chat chunk (`screens`); the
 * spec's three sentences stay in the first-load `chats` group.
 */
export const chatScreen = {
  new: 'New',
  new_title: 'New chat',
  search_label: 'Find someone to chat with',
  search: 'Search',
  no_results: 'No one found',
  back: 'Back to chats',
  empty: "You don't have any chats yet. Start a new chat!",
  you: 'You:',
  unread: 'Unread: {{count}}',
  no_messages: 'No messages yet',
  placeholder: 'Write a message',
  send: 'Send',
  attach: 'Attach a file',
  remove_file: 'Remove {{name}}',
  uploading: 'Uploading…',
  one_file: 'Only one file per message',
  pending: 'Sending…',
  send_again: 'Send again',
  delete: 'Delete',
  delete_title: 'Delete message',
  delete_confirm: 'Do you really want to delete this message?',
} satisfies LocaleTree;
