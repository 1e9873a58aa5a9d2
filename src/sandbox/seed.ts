import { testClipWebm } from './clip-webm';
import { gradientPng } from './png';
import type { StatusRecord } from './records';
import { seedChatsAndAnnouncements } from './seed-extras';
import { seedUsers } from './seed-users';
import type { NewStatusInput, SandboxState } from './state';
import { toneWav } from './wav';

const MIN = 60_000;

/**
 * Ids of the seeded things tests care about. Ids are FlakeIDs minted from timestamps
 * relative to start-up, so they differ between runs: look them up here by name.
 */
export interface SeedRefs {
  users: Record<
    | 'alice'
    | 'bob'
    | 'carol'
    | 'dana'
    | 'grace'
    | 'ticker'
    | 'dave'
    | 'erin'
    | 'frankOld'
    | 'frank'
    /** `hank@loud.example`: muted by alice, with public posts (collapsed for her). */
    | 'hank',
    string
  >;
  statuses: {
    /** Alice's welcome post, pinned on her profile. */
    pinned: string;
    /** Root of a short thread (alice, replies by bob, alice, carol). */
    threadRoot: string;
    /** Root of the deep thread (dave): 9 levels, branches at levels 2 and 5. */
    deepThreadRoot: string;
    /** The deepest reply of the deep thread (level 9). */
    deepThreadLeaf: string;
    /** Content-warning post by carol (spoiler_text set, sensitive). */
    cw: string;
    /** Bob's post with one PNG image attachment. */
    image: string;
    /** Erin's post with a WebM video attachment. */
    video: string;
    /** Carol's post with a WAV audio attachment. */
    audio: string;
    /** Erin's open poll (tabs or spaces), single choice. */
    poll: string;
    /** Alice's expired multiple-choice poll (produces a `poll` notification). */
    expiredPoll: string;
    /** Post with custom emoji (:wave: :blobcat:). */
    emoji: string;
    /** Bob quoting alice's pinned post. */
    quote: string;
    /** Alice's boost of dave's picnic post (the reblog wrapper's id). */
    boost: string;
    /** A post with the #fediverse and #pleroma hashtags. */
    hashtag: string;
    /** A post mentioning @bob and @dave@remote.example. */
    mention: string;
    /** Carol's direct message to alice. */
    direct: string;
    /** Alice's followers-only post. */
    private: string;
    /** Bob's unlisted post. */
    unlisted: string;
  };
  lists: { closeFriends: string; remotePals: string };
}

type Post = (
  who: string,
  minutesAgo: number,
  status: string,
  extra?: Partial<NewStatusInput>,
) => StatusRecord;

/** Fills the state: users, follows, ~70 conversational posts, 300 bot posts, notifications... */
export function seed(state: SandboxState, now: number = Date.now()): SeedRefs {
  seedUsers(state, now);
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
  const at = (minutesAgo: number): number => now - minutesAgo * MIN;
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

  // -- image attachment -----------------------------------------------------------------
  const photo = state.addMedia(
    {
      ownerId: users.bob,
      type: 'image',
      mimeType: 'image/png',
      path: '/media/harbour-sunset.png',
      description:
        'A gradient from deep blue to orange, standing in for a sunset over the harbour.',
      width: 480,
      height: 320,
      blurhash: 'LKO2?U%2Tw=w]~RBVZRi};RPxuwH',
      name: 'harbour-sunset.png',
    },
    () => gradientPng(480, 320, [20, 40, 110], [250, 150, 60]),
    at(6300),
  );
  const image = post('bob', 6300, 'Sunset over the harbour tonight. #photography', {
    media_ids: [photo.id],
  });

  // -- video, audio and a plain file: one attachment of every other type ------------------
  const clip = state.addMedia(
    {
      ownerId: users.erin,
      type: 'video',
      mimeType: 'video/webm',
      path: '/media/kite-test-pattern.webm',
      description: 'A one-second test pattern standing in for kite footage.',
      width: 96,
      height: 64,
      blurhash: null,
      name: 'kite-test-pattern.webm',
    },
    testClipWebm,
    at(6250),
  );
  const tone = state.addMedia(
    {
      ownerId: users.carol,
      type: 'audio',
      mimeType: 'audio/wav',
      path: '/media/harbour-bell.wav',
      description: 'A two-second bell-like tone from the harbour.',
      width: 0,
      height: 0,
      blurhash: null,
      name: 'harbour-bell.wav',
    },
    () => toneWav(2, 660),
    at(6240),
  );
  const checklist = state.addMedia(
    {
      ownerId: users.alice,
      type: 'unknown',
      mimeType: 'text/plain',
      path: '/media/picnic-checklist.txt',
      description: 'Picnic checklist',
      width: 0,
      height: 0,
      blurhash: null,
      name: 'picnic-checklist.txt',
    },
    Buffer.from('Blanket\nLemon cake\nKites (two)\nJackets\n'),
    at(6230),
  );
  const video = post(
    'erin@social.example',
    6250,
    'First test flight, filmed from the beach. #kites',
    {
      media_ids: [clip.id],
    },
  );
  const audio = post('carol', 6240, 'The harbour bell at noon, recorded for you.', {
    media_ids: [tone.id],
  });
  post('alice', 6230, 'Checklist for Saturday attached.', { media_ids: [checklist.id] });

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
  const chatter: [string, number, string][] = [
    ['bob', 3000, 'Moderation log is quiet today. I will take it.'],
    ['alice', 2900, 'Fixed the sandbox clock. Time is an illusion, timestamps doubly so.'],
    ['dave@remote.example', 2800, 'Kites bought. Two of them. One is red.'],
    ['erin@social.example', 2700, 'Poll results so far are deeply concerning.'],
    ['carol', 2600, 'Finished a novel about a lighthouse keeper. Recommended. #books'],
    [
      'alice',
      2500,
      'Reminder: the sandbox forgets everything when it restarts. That is a feature.',
    ],
    ['frank@social.example', 2400, 'Moved instances. Please update your follows! #fediverse'],
    [
      'hank@loud.example',
      2350,
      'EPISODE 212 IS OUT! An hour about microphones. Like and subscribe!',
    ],
    ['bob', 2300, 'Harbour is foggy this morning. No photos, only atmosphere.'],
    ['grace', 2200, 'Hello! First post. Be gentle. #introductions'],
    ['alice', 2100, 'Welcome @grace! Ask anything.'],
    ['dave@remote.example', 2000, 'Weather for Saturday looks good. Wind from the west.'],
    ['erin@social.example', 1900, 'Spaces are winning. I am not okay.'],
    ['bob', 1800, 'Tested the new streaming setup. Posts appear instantly now.'],
    ['carol', 1700, 'Tea count today: four. #tea'],
    [
      'alice',
      1600,
      'Writing docs for the sandbox. Every sentence starts with "nothing here is real".',
    ],
    ['dave@remote.example', 1500, 'Lemon cake confirmed by reliable sources.'],
    ['hank@loud.example', 1450, 'Reminder: my podcast exists. Episode 213 drops tomorrow!'],
    ['bob', 1400, 'Pro tip: the j and k keys also work in the notifications column.'],
    ['erin@social.example', 1300, '@alice is the sandbox open source?'],
    ['alice', 1200, '@erin@social.example yes, it lives next to the client code.'],
    ['carol', 1100, 'Back from travelling. Did I miss anything?'],
    ['alice', 1000, '@carol a picnic plan, a poll war and a lot of #coffee.'],
    ['bob', 900, 'Evening light is back. Expect photos.'],
    ['dave@remote.example', 800, 'Packing the picnic basket a day early. Excited.'],
    ['alice', 700, 'Lemon cake is in the oven. #baking'],
    ['erin@social.example', 600, 'Borrowed kite acquired. Thank you @dave@remote.example'],
    ['bob', 500, 'Quiet night on the server. Everyone is asleep or baking.'],
    ['carol', 400, 'Rereading my favourite space opera. #books'],
    ['alice', 300, 'Cake survived. Photos tomorrow.'],
    ['dave@remote.example', 200, 'See you all at the lighthouse!'],
    ['bob', 120, 'Morning! Coffee first, then kites.'],
    ['alice', 60, 'On my way to the picnic. Posting from the bus. #picnic'],
    ['carol', 30, 'The lake would have been less windy. Just saying.'],
    ['erin@social.example', 10, 'Kite is airborne!'],
    ['bob', 2, 'Uploading the picnic photos tonight.'],
  ];
  const posted = chatter.map(([who, ago, text]) => post(who, ago, text));

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
  state.addReport(
    users.carol,
    users.frankOld,
    frankPost ? [frankPost.id] : [],
    'Spammy move announcements.',
    false,
    at(2440),
  );

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
  };
}

function seedFollows(state: SandboxState, u: SeedRefs['users'], at: (m: number) => number): void {
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
function seedTicker(state: SandboxState, at: (m: number) => number): void {
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

function seedInteractions(
  state: SandboxState,
  u: SeedRefs['users'],
  at: (m: number) => number,
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

function seedPollVotes(
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
function seedNotifications(
  state: SandboxState,
  u: SeedRefs['users'],
  at: (m: number) => number,
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
