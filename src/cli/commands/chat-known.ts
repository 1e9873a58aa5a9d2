/**
 * The chats a CLI config has met, by the name the other person was given and by their
 * address: `petrel chat NAME MESSAGE` needs the chat's id, which only the server knows. With
 * the ids kept in the account's storage, a message written while the server cannot be
 * reached is still queued (issue 13, "a message typed while the server is down is kept")
 * and sent by the next chat command once it is back.
 */
import type { Chat } from '../../core/domain/chat';
import type { RootStore } from '../../core/model/root';

/** Where the ids are kept in the account's storage. */
export const KNOWN_CHATS_KEY = 'chatIds';

/** `@Carol`, `carol` and `carol@host` as one key each (the `@` and case dropped). */
function keyOf(name: string): string {
  return name.replace(/^@/, '').toLowerCase();
}

function known(root: RootStore): Record<string, string> {
  try {
    const stored = root.scope.storage.get<unknown>(KNOWN_CHATS_KEY);
    return stored && typeof stored === 'object' ? (stored as Record<string, string>) : {};
  } catch {
    return {};
  }
}

/** Keep the chats' ids (under `names` too: what the user typed for them). */
export function rememberChats(root: RootStore, chats: readonly Chat[], names: string[] = []): void {
  const next = { ...known(root) };
  for (const chat of chats) {
    next[keyOf(chat.account.acct)] = chat.id;
    for (const name of names) next[keyOf(name)] = chat.id;
  }
  try {
    root.scope.storage.set(KNOWN_CHATS_KEY, next);
  } catch {
    // Storage refused: the next offline message is not queued, nothing else changes.
  }
}

/** The id of the chat with `name`, if an earlier command met it. */
export function knownChatId(root: RootStore, name: string): string | undefined {
  const id = known(root)[keyOf(name)];
  return typeof id === 'string' && id !== '' ? id : undefined;
}
