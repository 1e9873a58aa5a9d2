import type { ReportRecord } from '../records';
import { SANDBOX_PASSWORD } from '../seed-users';
import type { SandboxState } from '../state';

/** What the moderation seed made, for tests (`sb.seed.moderation`). */
export interface ModerationSeed {
  /** `pat`: a local registration awaiting approval (cannot sign in until approved). */
  pending: string;
  /** `ivan`: a deactivated local account (cannot sign in). */
  deactivated: string;
  /** The two open reports, newest first. */
  openReports: string[];
}

/**
 * The moderation desk's starting state: a pending registration, a deactivated user and a
 * second open report (grace about hank), beside carol's report that seed.ts files. The
 * second report is placed directly: it predates the notifications the seed writes.
 */
export function seedModeration(
  state: SandboxState,
  firstReport: ReportRecord,
  at: (minutesAgo: number) => number,
): ModerationSeed {
  const pat = state.registerUser({
    username: 'pat',
    password: SANDBOX_PASSWORD,
    email: 'pat@sandbox.invalid',
    displayName: 'Pat Pending',
    note: '',
    birthday: null,
  });
  pat.approved = false;
  pat.registrationReason =
    'I run the harbour birdwatching club and would like to post our sightings.';
  const ivan = state.registerUser({
    username: 'ivan',
    password: SANDBOX_PASSWORD,
    email: 'ivan@sandbox.invalid',
    displayName: 'Ivan Idle',
    note: 'Spam account, deactivated.',
    birthday: null,
  });
  ivan.deactivated = true;
  const grace = state.findUserByAcct('grace');
  const hank = state.findUserByAcct('hank@loud.example');
  const second: ReportRecord = {
    id: state.ids.next(at(1200)),
    actorId: grace?.id ?? firstReport.actorId,
    accountId: hank?.id ?? firstReport.accountId,
    statusIds: hank
      ? state
          .statusesNewestFirst()
          .filter((s) => s.accountId === hank.id)
          .slice(0, 1)
          .map((s) => s.id)
      : [],
    comment: 'Shouting in every thread.',
    forward: false,
    state: 'open',
    createdAt: at(1200),
    notes: [],
  };
  state.reports.set(second.id, second);
  return { pending: pat.id, deactivated: ivan.id, openReports: [second.id, firstReport.id] };
}
