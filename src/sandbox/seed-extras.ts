import type { SeedRefs } from './seed';
import type { SandboxState } from './state';

const MIN = 60_000;

/** Chats (alice with bob and dave) and instance announcements. */
export function seedChatsAndAnnouncements(
  state: SandboxState,
  u: SeedRefs['users'],
  now: number,
): void {
  const at = (minutesAgo: number): number => now - minutesAgo * MIN;
  const say = (from: string, to: string, ago: number, content: string): void => {
    state.chats.send(from, to, { content, at: at(ago), silent: true });
  };
  say(u.bob, u.alice, 3000, 'Hey, did you see the moderation queue this morning?');
  say(u.alice, u.bob, 2990, 'Empty again. Suspiciously quiet.');
  say(u.bob, u.alice, 2980, 'I will keep an eye on it :blobcat:');
  say(u.dave, u.alice, 900, 'Can you bring the blue blanket on Saturday?');
  say(u.dave, u.alice, 20, 'Also: the kites are in my car.');
  const newest = [...state.chats.messages.values()].find((m) => m.createdAt === at(20));
  if (newest)
    state.notify(u.alice, 'pleroma:chat_mention', u.dave, { chatMessageId: newest.id, at: at(20) });
  // Alice read the bob chat; the dave chat has two unread messages.
  const bobChat = state.chats.chatWith(u.alice, u.bob);
  bobChat.lastReadId = state.chats.messagesOf(bobChat)[0]?.id ?? null;

  state.addAnnouncement({
    source: 'Welcome to the Petrel sandbox! Everything resets when the server restarts.',
    startsAt: null,
    endsAt: null,
    allDay: false,
    publishedAt: at(8000),
  });
  state.addAnnouncement({
    source: 'Picnic on Saturday at the lighthouse. Bring jackets.',
    startsAt: at(600),
    endsAt: now + 3 * 86_400_000,
    allDay: true,
    publishedAt: at(600),
  });
  state.addAnnouncement({
    source: 'Maintenance window last week (this one has ended).',
    startsAt: at(9000),
    endsAt: at(8800),
    allDay: false,
    publishedAt: at(9100),
  });
}
