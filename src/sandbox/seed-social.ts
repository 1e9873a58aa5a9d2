import type { StatusRecord } from './records';
import type { MinutesAgo, SeedRefs } from './seed-refs';
import type { SandboxState } from './state';

/** Follows, alice's mute of hank and the pending follow requests. */
export function seedFollows(state: SandboxState, u: SeedRefs['users'], at: MinutesAgo): void {
  const follows: [string, string][] = [
    [u.alice, u.bob],
    [u.alice, u.carol],
    [u.alice, u.dave],
    [u.alice, u.erin],
    [u.alice, u.frank],
    [u.alice, u.frankOld],
    [u.bob, u.alice],
    [u.bob, u.carol],
    [u.bob, u.dave],
    [u.bob, u.ticker],
    [u.carol, u.alice],
    [u.carol, u.bob],
    [u.dave, u.alice],
    [u.dave, u.bob],
    [u.erin, u.alice],
    [u.erin, u.dave],
    [u.frank, u.alice],
    [u.dana, u.alice],
    [u.dana, u.bob],
  ];
  for (const [i, [from, to]] of follows.entries()) state.addFollow(from, to, at(9000 - i));
  // Alice muted the loud podcaster: his public posts reach her collapsed ("user muted").
  state.mute(u.alice, u.hank, { at: at(2500) });
  // Pending requests: grace asks carol (locked) and alice.
  state.follow(u.grace, u.carol, at(2250), true);
  state.followRequests.set(
    u.alice,
    new Map([
      [u.grace, { id: state.ids.next(at(2240)), from: u.grace, to: u.alice, createdAt: at(2240) }],
    ]),
  );
}

/** 300 unlisted bot posts: a long account timeline to page through. */
export function seedTicker(state: SandboxState, at: MinutesAgo): void {
  for (let i = 0; i < 300; i++) {
    const minutesAgo = 8700 - i * 29;
    const hh = String((i * 7) % 24).padStart(2, '0');
    const mm = String((i * 13) % 60).padStart(2, '0');
    state.createStatus('ticker', {
      status: `Tide report #${i + 1}: high water at ${hh}:${mm}, wind ${3 + (i % 5)} m/s, sea ${['calm', 'slight', 'moderate'][i % 3]}.`,
      visibility: 'unlisted',
      createdAt: at(minutesAgo),
      silent: true,
      application: 'ticker-bot',
    });
  }
}

/** Favourites and emoji reactions (silent; their notifications come from seedNotifications). */
export function seedInteractions(
  state: SandboxState,
  u: SeedRefs['users'],
  at: MinutesAgo,
  s: Record<
    'welcome' | 'threadRoot' | 't1' | 'hashtag' | 'emoji' | 'image' | 'cw' | 'mention' | 'deepRoot',
    StatusRecord
  >,
): void {
  const favs: [string, StatusRecord, number][] = [
    [u.bob, s.welcome, 8550],
    [u.carol, s.welcome, 8350],
    [u.dave, s.welcome, 8250],
    [u.alice, s.t1, 7870],
    [u.alice, s.image, 6290],
    [u.erin, s.image, 6200],
    [u.alice, s.cw, 6400],
    [u.bob, s.hashtag, 7150],
    [u.alice, s.deepRoot, 5995],
    [u.erin, s.emoji, 4400],
  ];
  for (const [who, status, ago] of favs) state.favourite(who, status.id, at(ago), true);
  state.react(u.bob, s.welcome.id, '🎉', at(8540), true);
  state.react(u.dave, s.welcome.id, '🎉', at(8240), true);
  state.react(u.carol, s.emoji.id, '❤️', at(4450), true);
  state.react(u.dave, s.emoji.id, ':blobcat:', at(4420), true);
}

/** Votes on the open and the expired poll. */
export function seedPollVotes(
  state: SandboxState,
  u: SeedRefs['users'],
  poll: StatusRecord,
  expired: StatusRecord,
): void {
  const open = state.polls.get(poll.pollId!)!;
  open.votes.set(u.alice, [2]);
  open.votes.set(u.bob, [1]);
  open.votes.set(u.dave, [1]);
  const closed = state.polls.get(expired.pollId!)!;
  closed.votes.set(u.bob, [0, 2]);
  closed.votes.set(u.carol, [0]);
  closed.votes.set(u.erin, [1]);
}

/** Alice gets every notification type; the older half is already seen. */
export function seedNotifications(
  state: SandboxState,
  u: SeedRefs['users'],
  at: MinutesAgo,
  s: Record<'welcome' | 't1' | 'emoji' | 'expiredPoll' | 'hashtag', StatusRecord>,
): void {
  const n = (
    type: Parameters<SandboxState['notify']>[1],
    actor: string,
    ago: number,
    extra: Parameters<SandboxState['notify']>[3] = {},
  ): void => {
    state.notify(u.alice, type, actor, { at: at(ago), seen: ago > 4000, ...extra });
  };
  n('favourite', u.bob, 8550, { statusId: s.welcome.id });
  n('pleroma:emoji_reaction', u.bob, 8540, { statusId: s.welcome.id, emoji: '🎉' });
  n('favourite', u.carol, 8350, { statusId: s.welcome.id });
  n('mention', u.bob, 7880, { statusId: s.t1.id });
  n('reblog', u.bob, 3400, { statusId: s.welcome.id });
  n('favourite', u.bob, 7150, { statusId: s.hashtag.id });
  n('poll', u.alice, 4740, { statusId: s.expiredPoll.id });
  n('pleroma:emoji_reaction', u.dave, 4420, { statusId: s.emoji.id, emoji: ':blobcat:' });
  n('move', u.frankOld, 2450, { targetId: u.frank });
  n('follow', u.grace, 2260);
  n('follow_request', u.grace, 2240);
  for (const st of state.statusesNewestFirst()) {
    if (st.mentionIds.includes(u.alice) && st.accountId !== u.alice && st.id !== s.t1.id) {
      state.notify(u.alice, 'mention', st.accountId, {
        at: st.createdAt,
        statusId: st.id,
        seen: st.createdAt < at(4000),
      });
    }
  }
}
