import { seedModeration } from './admin/seed-moderation';
import type { StatusRecord } from './records';
import { CHATTER } from './seed-chatter';
import { seedChatsAndAnnouncements } from './seed-extras';
import { seedMediaPosts } from './seed-media';
import type { MinutesAgo, Post, SeedRefs } from './seed-refs';
import {
  seedFollows,
  seedInteractions,
  seedNotifications,
  seedPollVotes,
  seedTicker,
} from './seed-social';
import { seedUsers } from './seed-users';
import type { SandboxState } from './state';
import { seedStickers } from './stickers';

export type { SeedRefs } from './seed-refs';

const MIN = 60_000;

/** Fills the state: users, follows, ~70 conversational posts, 300 bot posts, notifications... */
export function seed(state: SandboxState, now: number = Date.now()): SeedRefs {
  seedUsers(state, now);
  seedStickers(state);
  const id = (acct: string): string => state.findUserByAcct(acct)!.id;
  const users = {
    alice: id('alice'),
    bob: id('bob'),
    carol: id('carol'),
    dana: id('dana'),
    grace: id('grace'),
    ticker: id('ticker'),
    dave: id('dave@remote.example'),
    erin: id('erin@social.example'),
    frankOld: id('frank@remote.example'),
    frank: id('frank@social.example'),
    hank: id('hank@loud.example'),
  };
  const at: MinutesAgo = (minutesAgo) => now - minutesAgo * MIN;
  seedFollows(state, users, at);
  // Fixed tokens (sandbox-token-<username>) exist from the start, so out-of-process suites
  // can use them without a sign-in.
  for (const u of state.users.values()) if (u.domain === null) state.tokenFor(u.username);

  const post: Post = (who, minutesAgo, status, extra = {}) =>
    state.createStatus(who, {
      status,
      createdAt: at(minutesAgo),
      silent: true,
      application: 'Petrel',
      ...extra,
    });
  // Notifications for seeded activity are created explicitly below, with their own times.
  const reply = (
    parent: StatusRecord,
    who: string,
    minutesAgo: number,
    text: string,
  ): StatusRecord => post(who, minutesAgo, text, { in_reply_to_id: parent.id });

  seedTicker(state, at);

  // -- six days ago: introductions --------------------------------------------------------
  const welcome = post(
    'alice',
    8600,
    'Welcome to the Petrel sandbox! Everything here is made up, so poke at it freely. #introductions',
  );
  welcome.pinnedAt = at(8590);
  post(
    'bob',
    8500,
    'Hi all, Bob here. I moderate this place and take too many photos of boats. #introductions',
  );
  post('carol', 8400, 'Carol. My account is locked, so ask nicely :blobcat: #introductions');
  post('dave@remote.example', 8300, 'Greetings from remote.example! Federation works, apparently.');
  post('erin@social.example', 8200, 'Hello from social.example. I will be asking questions.');
  post(
    'frank@remote.example',
    8100,
    'Last post from this account: I am moving to @frank@social.example soon.',
  );

  // -- a short thread ---------------------------------------------------------------------
  const threadRoot = post(
    'alice',
    7900,
    'Has anyone tried driving a timeline from the keyboard only? I keep reaching for the mouse.',
  );
  const t1 = reply(
    threadRoot,
    'bob',
    7880,
    '@alice j and k, like in every good pager. Took me a week to stop using the trackpad.',
  );
  const t2 = reply(t1, 'alice', 7860, '@bob a week is optimistic for me, but I will try.');
  reply(t2, 'carol', 7840, '@alice @bob the trick is to hide the mouse in a drawer.');
  reply(threadRoot, 'erin@social.example', 7830, '@alice vim keys or nothing.');

  // -- hashtags and mentions --------------------------------------------------------------
  const hashtag = post(
    'alice',
    7200,
    'Reading about how #fediverse servers talk to each other. #pleroma keeps surprising me with its extensions.',
  );
  post(
    'bob',
    7100,
    'First #coffee of the day, then moderation queue. The queue is empty. Suspicious.',
  );
  post(
    'dave@remote.example',
    7000,
    'Running a small #pleroma instance on a single-board computer. Still fine at 40 users.',
  );
  const mention = post(
    'alice',
    6900,
    'Thanks @bob for the harbour photos and @dave@remote.example for the picnic idea!',
  );
  post(
    'erin@social.example',
    6800,
    'Is it #coffee or #tea for late-night debugging? Asking for a friend.',
  );
  post('carol', 6700, 'Tea. Obviously. @erin@social.example #tea');

  // -- content warning ------------------------------------------------------------------
  const cw = post(
    'carol',
    6500,
    'The captain was the saboteur all along. I did not see that coming at all.',
    {
      spoiler_text: 'Spoilers: The Long Voyage, season finale',
      sensitive: true,
    },
  );

  const { image, video, audio } = seedMediaPosts(state, users, at, post);

  // -- the deep thread ------------------------------------------------------------------
  const deepRoot = post(
    'dave@remote.example',
    6000,
    'Planning a #picnic for Saturday. Where should we go?',
  );
  const d1 = reply(deepRoot, 'alice', 5990, '@dave@remote.example the park by the lighthouse?');
  const d2 = reply(
    d1,
    'bob',
    5980,
    '@alice @dave@remote.example windy there, but the view is worth it.',
  );
  reply(d1, 'carol', 5975, '@alice I prefer the lake. Fewer seagulls.'); // branch at level 2
  const d3 = reply(
    d2,
    'dave@remote.example',
    5970,
    '@bob @alice wind means kites. I will bring two.',
  );
  const d4 = reply(
    d3,
    'erin@social.example',
    5960,
    '@dave@remote.example can I borrow one? Mine is in pieces.',
  );
  const d5 = reply(
    d4,
    'dave@remote.example',
    5950,
    '@erin@social.example sure, the red one is the sturdy one.',
  );
  const b5 = reply(d4, 'alice', 5945, '@erin@social.example I can help fix yours before Saturday.'); // branch at level 5
  reply(b5, 'erin@social.example', 5940, '@alice that would be lovely, thank you!');
  const d6 = reply(d5, 'bob', 5930, '@dave@remote.example who brings food? I can do sandwiches.');
  const d7 = reply(d6, 'alice', 5920, '@bob I will bake something. Lemon cake?');
  const d8 = reply(d7, 'carol', 5910, '@alice lemon cake settles it, I am coming after all.');
  const d9 = reply(
    d8,
    'dave@remote.example',
    5900,
    '@carol @alice perfect. Saturday, 11:00, lighthouse. Bring jackets.',
  );

  // -- polls ----------------------------------------------------------------------------
  const poll = post('erin@social.example', 5000, 'Settle this once and for all:', {
    poll: {
      options: ['Tabs', 'Spaces', 'Whatever the formatter says'],
      expires_in: 10 * 86400,
      multiple: false,
    },
  });
  const expiredPoll = post('alice', 4800, 'Which logo for the sandbox? (pick any)', {
    poll: {
      options: ['A petrel', 'A sandcastle', 'A lighthouse'],
      expires_in: 3600,
      multiple: true,
    },
  });

  // -- custom emoji, quote, boost, visibility -------------------------------------------
  const emoji = post('alice', 4500, 'Good morning everyone :wave: :blobcat: have a calm day.');
  const quote = post('bob', 4300, 'Still the best introduction post on this server.', {
    quote_id: welcome.id,
  });
  const priv = post(
    'alice',
    4000,
    'Followers only: I am thinking of renaming the sandbox. Ideas welcome.',
    {
      visibility: 'private',
    },
  );
  const unlisted = post('bob', 3800, 'Unlisted note to self: clean the camera lens.', {
    visibility: 'unlisted',
  });
  const direct = post(
    'carol',
    3600,
    '@alice can you approve the pending follow from grace on my account? I am travelling.',
    {
      visibility: 'direct',
    },
  );
  reply(direct, 'alice', 3590, '@carol done, safe travels!');
  const boost = state.reblog(users.alice, deepRoot.id, at(3500), true);
  state.reblog(users.bob, welcome.id, at(3400), true);
  state.reblog(users.carol, image.id, at(3300), true);

  // -- everyday chatter to fill timelines -----------------------------------------------
  const posted = CHATTER.map(([who, ago, text]) => post(who, ago, text));

  seedInteractions(state, users, at, {
    welcome,
    threadRoot,
    t1,
    hashtag,
    emoji,
    image,
    cw,
    mention,
    deepRoot,
  });
  seedPollVotes(state, users, poll, expiredPoll);
  seedNotifications(state, users, at, { welcome, t1, emoji, expiredPoll, hashtag });

  seedChatsAndAnnouncements(state, users, now);
  const frankPost = state.statusesNewestFirst().find((st) => st.accountId === users.frankOld);
  const carolReport = state.addReport(
    users.carol,
    users.frankOld,
    frankPost ? [frankPost.id] : [],
    'Spammy move announcements.',
    false,
    at(2440),
  );

  const moderation = seedModeration(state, carolReport, at);

  const closeFriends = state.createList(users.alice, 'Close friends');
  closeFriends.accountIds.add(users.bob).add(users.carol);
  const remotePals = state.createList(users.alice, 'Remote pals');
  remotePals.accountIds.add(users.dave).add(users.erin);

  state.bookmark(users.alice, image.id, at(6200));
  state.bookmark(users.alice, deepRoot.id, at(5800));
  const lastChatter = posted[posted.length - 10]!;
  state.setMarker(users.alice, 'home', lastChatter.id, at(400));
  const notes = state.notificationsFor(users.alice);
  const readUpTo = notes[Math.floor(notes.length / 2)];
  if (readUpTo) state.setMarker(users.alice, 'notifications', readUpTo.id, at(400));

  return {
    users,
    statuses: {
      pinned: welcome.id,
      threadRoot: threadRoot.id,
      deepThreadRoot: deepRoot.id,
      video: video.id,
      audio: audio.id,
      deepThreadLeaf: d9.id,
      cw: cw.id,
      image: image.id,
      poll: poll.id,
      expiredPoll: expiredPoll.id,
      emoji: emoji.id,
      quote: quote.id,
      boost: boost.id,
      hashtag: hashtag.id,
      mention: mention.id,
      direct: direct.id,
      private: priv.id,
      unlisted: unlisted.id,
    },
    lists: { closeFriends: closeFriends.id, remotePals: remotePals.id },
    moderation,
  };
}
