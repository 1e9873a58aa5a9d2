import { CUSTOM_EMOJI, emojiPath } from './emoji';
import { discPng, gradientPng } from './png';
import type { Role, UserRecord } from './records';
import { avatarPath, headerPath } from './serialize/account';
import type { SandboxState } from './state';

const DAY = 86_400_000;

/** The password of every local seeded account. */
export const SANDBOX_PASSWORD = 'sandbox';

interface UserSeed {
  username: string;
  domain?: string;
  displayName: string;
  note: string;
  role?: Role;
  locked?: boolean;
  bot?: boolean;
  color: [number, number, number];
  daysOld: number;
  fields?: { name: string; value: string }[];
  birthday?: string;
  suggested?: boolean;
  mfa?: boolean;
}

/** TOTP secret of seeded accounts with two-factor sign-in (dana). */
export const SANDBOX_TOTP_SECRET = 'JBSWY3DPEHPK3PXP';
/** Recovery codes of seeded two-factor accounts; each works once. */
export const SANDBOX_RECOVERY_CODES = [
  'sandbox-recovery-1',
  'sandbox-recovery-2',
  'sandbox-recovery-3',
];

const USERS: UserSeed[] = [
  {
    username: 'alice',
    displayName: 'Alice Anders :petrel:',
    note: 'Runs this sandbox. Birds, boats and terminal software.\nShe/her.',
    role: 'admin',
    color: [46, 110, 180],
    daysOld: 400,
    fields: [
      { name: 'Website', value: 'https://alice.example' },
      { name: 'Pronouns', value: 'she/her' },
    ],
    birthday: '1990-04-12',
  },
  {
    username: 'bob',
    displayName: 'Bob Brightwater',
    note: 'Moderator. Photographs harbours at dusk.',
    role: 'moderator',
    color: [200, 90, 40],
    daysOld: 380,
    fields: [{ name: 'Camera', value: 'An old rangefinder' }],
    suggested: true,
  },
  {
    username: 'carol',
    displayName: 'Carol C.',
    note: 'Locked account: I approve followers by hand. Science fiction and tea.',
    locked: true,
    color: [120, 60, 160],
    daysOld: 300,
  },
  {
    username: 'grace',
    displayName: 'Grace',
    note: 'New here. Hello!',
    color: [60, 170, 110],
    daysOld: 3,
    suggested: true,
  },
  {
    username: 'dana',
    displayName: 'Dana (2FA)',
    note: 'Security-minded. Signs in with a one-time code.',
    color: [180, 40, 60],
    daysOld: 90,
    mfa: true,
    suggested: true,
  },
  {
    username: 'ticker',
    displayName: 'Harbour Ticker',
    note: 'Automated tide and weather reports, every half hour or so.',
    bot: true,
    color: [90, 90, 90],
    daysOld: 200,
    suggested: true,
  },
  {
    username: 'dave',
    domain: 'remote.example',
    displayName: 'Dave on Remote',
    note: 'Picnic organiser, occasional poet.',
    color: [220, 170, 30],
    daysOld: 700,
  },
  {
    username: 'erin',
    domain: 'social.example',
    displayName: 'Erin',
    note: 'Asks the important questions (tabs or spaces?).',
    color: [30, 160, 170],
    daysOld: 500,
    suggested: true,
  },
  {
    username: 'frank',
    domain: 'remote.example',
    displayName: 'Frank (moved)',
    note: 'I moved to frank@social.example',
    color: [150, 150, 120],
    daysOld: 900,
  },
  {
    username: 'frank',
    domain: 'social.example',
    displayName: 'Frank',
    note: 'New home, same Frank.',
    color: [150, 150, 120],
    daysOld: 20,
  },
  {
    username: 'hank',
    domain: 'loud.example',
    displayName: 'Hank Hollers',
    note: 'Podcaster. Every post is about the podcast.',
    color: [210, 60, 150],
    daysOld: 60,
  },
];

function userRecord(state: SandboxState, seed: UserSeed, now: number): UserRecord {
  const createdAt = now - seed.daysOld * DAY;
  const local = !seed.domain;
  return {
    id: state.ids.next(createdAt),
    username: seed.username,
    domain: seed.domain ?? null,
    displayName: seed.displayName,
    noteSource: seed.note,
    createdAt,
    locked: seed.locked ?? false,
    bot: seed.bot ?? false,
    role: seed.role ?? 'member',
    password: local ? SANDBOX_PASSWORD : null,
    fields: seed.fields ?? [],
    color: seed.color,
    birthday: seed.birthday ?? null,
    showBirthday: seed.birthday !== undefined,
    hideFollowers: false,
    hideFollows: false,
    hideFollowersCount: false,
    hideFollowsCount: false,
    hideFavorites: true,
    showRole: true,
    discoverable: true,
    actorType: seed.bot ? 'Service' : 'Person',
    isSuggested: seed.suggested ?? false,
    alsoKnownAs: [],
    movedToId: null,
    acceptsChatMessages: true,
    allowFollowingMove: true,
    defaultScope: 'public',
    settingsStore: local ? { 'pleroma-fe': {} } : {},
    deactivated: false,
    email: local ? `${seed.username}@sandbox.invalid` : null,
    mfa: seed.mfa
      ? { totpSecret: SANDBOX_TOTP_SECRET, backupCodes: [...SANDBOX_RECOVERY_CODES] }
      : null,
  };
}

/** Creates the accounts, their generated avatars/headers and the custom emoji images. */
export function seedUsers(state: SandboxState, now: number): void {
  for (const seed of USERS) {
    const user = state.addUser(userRecord(state, seed, now));
    const [r, g, b] = seed.color;
    state.addFile(avatarPath(user), 'image/png', () => discPng(96, seed.color));
    state.addFile(headerPath(user), 'image/png', () =>
      gradientPng(300, 100, seed.color, [255 - r, 255 - g, 255 - b]),
    );
  }
  const oldFrank = state.findUserByAcct('frank@remote.example')!;
  const newFrank = state.findUserByAcct('frank@social.example')!;
  oldFrank.movedToId = newFrank.id;
  newFrank.alsoKnownAs = [state.userUrl(oldFrank)];
  for (const e of CUSTOM_EMOJI)
    state.addFile(emojiPath(e), 'image/png', () => discPng(32, e.color));
  state.addFile('/images/city.png', 'image/png', () =>
    gradientPng(320, 180, [20, 30, 60], [200, 120, 60]),
  );
  state.addFile('/instance/thumbnail.png', 'image/png', () =>
    gradientPng(200, 100, [46, 110, 180], [240, 240, 255]),
  );
  state.addFile('/favicon.png', 'image/png', () => discPng(16, [46, 110, 180]));
}
