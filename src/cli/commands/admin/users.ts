import type { Command } from 'commander';
import type { AdminUser, AdminUserFilter, PermissionGroup } from '../../../core/api/admin-users';
import { runUserAction, type UserAction } from '../../../core/model/admin-users';
import { terminalText } from '../../../shared/text/terminal-safe';
import { type GlobalOptions, withContext } from '../../context';
import { CliError, ExitCode, usageError } from '../../exit-codes';
import { printJson, printLine } from '../../io';
import { confirmed, done, moderation, row } from './shared';

interface UsersOptions {
  json?: boolean;
  pending?: boolean;
  local?: boolean;
  remote?: boolean;
  active?: boolean;
  deactivated?: boolean;
  unconfirmed?: boolean;
  staff?: boolean;
  admins?: boolean;
  moderators?: boolean;
  query?: string;
  page?: string;
}

function flags(u: AdminUser): string {
  return [
    u.admin ? 'admin' : '',
    u.moderator ? 'moderator' : '',
    u.active ? '' : 'deactivated',
    u.approved ? '' : 'pending approval',
    u.confirmed ? '' : 'unconfirmed',
    u.local ? '' : 'remote',
    ...u.tags.map((t) => `#${t}`),
  ]
    .filter(Boolean)
    .join(', ');
}

export function userJson(u: AdminUser): Record<string, unknown> {
  return {
    id: u.id,
    nickname: u.nickname,
    display_name: u.displayName,
    email: u.email,
    is_active: u.active,
    is_approved: u.approved,
    is_confirmed: u.confirmed,
    local: u.local,
    registration_reason: u.registrationReason,
    roles: { admin: u.admin, moderator: u.moderator },
    tags: u.tags,
    url: u.url,
  };
}

const VERBS = [
  'activate',
  'deactivate',
  'approve',
  'reject',
  'delete',
  'tag',
  'untag',
  'grant',
  'revoke',
  'reset-password',
  'resend-confirmation',
] as const;
type Verb = (typeof VERBS)[number];

/** The action a command line names, checked before any request. */
export function userAction(verb: string, arg: string | undefined): UserAction {
  if (!(VERBS as readonly string[]).includes(verb))
    throw usageError(`Unknown action "${verb}": use ${VERBS.join(', ')}`);
  const v = verb as Verb;
  if (v === 'tag' || v === 'untag') {
    if (!arg) throw usageError(`\`admin user NAME ${v}\` needs the tag (e.g. force-unlisted)`);
    return { kind: v, tag: arg };
  }
  if (v === 'grant' || v === 'revoke') {
    if (arg !== 'admin' && arg !== 'moderator')
      throw usageError(`\`admin user NAME ${v}\` needs admin or moderator`);
    return { kind: v, group: arg as PermissionGroup };
  }
  if (arg !== undefined) throw usageError(`\`admin user NAME ${v}\` takes no further argument`);
  return { kind: v };
}

/** What was done, in words ("deactivated grace"). */
function said(nickname: string, a: UserAction): string {
  switch (a.kind) {
    case 'tag':
      return `Tagged ${nickname} ${a.tag}`;
    case 'untag':
      return `Removed tag ${a.tag} from ${nickname}`;
    case 'grant':
      return `Made ${nickname} ${a.group}`;
    case 'revoke':
      return `Revoked ${a.group} from ${nickname}`;
    case 'reset-password':
      return `${nickname} must choose a new password at the next login`;
    case 'resend-confirmation':
      return `Sent the confirmation e-mail to ${nickname} again`;
    case 'delete':
      return `Deleted ${nickname} and their posts`;
    case 'reject':
      return `Rejected the registration of ${nickname} (the account is deleted)`;
    default:
      return `${a.kind[0]!.toUpperCase()}${a.kind.slice(1)}d ${nickname}`;
  }
}

function question(nickname: string, a: UserAction): string | null {
  if (a.kind === 'delete') return `Delete ${nickname} with all their posts? This cannot be undone.`;
  if (a.kind === 'reject') return `Reject the registration of ${nickname}? The account is deleted.`;
  if (a.kind === 'deactivate') return `Deactivate ${nickname}? They will not be able to log in.`;
  if (a.kind === 'revoke') return `Revoke ${a.group} from ${nickname}?`;
  return null;
}

/**
 * Each filter flag: the Pleroma filter it sends (none for --staff, which asks for admins and
 * moderators in two requests) and its group, where one choice excludes the others.
 */
const FILTER_FLAGS: readonly {
  flag: keyof UsersOptions;
  filter: AdminUserFilter | null;
  group: 'origin' | 'state' | 'role';
}[] = [
  { flag: 'local', filter: 'local', group: 'origin' },
  { flag: 'remote', filter: 'external', group: 'origin' },
  { flag: 'active', filter: 'active', group: 'state' },
  { flag: 'pending', filter: 'need_approval', group: 'state' },
  { flag: 'deactivated', filter: 'deactivated', group: 'state' },
  { flag: 'unconfirmed', filter: 'unconfirmed', group: 'state' },
  { flag: 'staff', filter: null, group: 'role' },
  { flag: 'admins', filter: 'is_admin', group: 'role' },
  { flag: 'moderators', filter: 'is_moderator', group: 'role' },
];

/**
 * The filters the flags ask for (Pleroma combines them with AND). Two flags of one group would
 * match nobody (--local and --remote, --active and --deactivated), so they are refused before
 * any request.
 */
export function userFilters(options: UsersOptions): AdminUserFilter[] {
  const chosen = FILTER_FLAGS.filter((f) => options[f.flag]);
  for (const group of ['origin', 'state', 'role'] as const) {
    const names = chosen.filter((f) => f.group === group).map((f) => `--${f.flag}`);
    if (names.length > 1) throw usageError(`${names.join(' and ')} exclude each other`);
  }
  return chosen.flatMap((f) => f.filter ?? []);
}

export function registerAdminUsers(admin: Command, global: () => GlobalOptions): void {
  admin
    .command('users')
    .description('list users: search and filter (staff with users_read)')
    .option('--pending', 'registrations awaiting approval')
    .option('--local', 'local users only')
    .option('--remote', 'remote users only')
    .option('--active', 'active users only (not deactivated, not awaiting approval)')
    .option('--deactivated', 'deactivated users only')
    .option('--unconfirmed', 'users who have not confirmed their e-mail')
    .option('--staff', 'admins and moderators')
    .option('--admins', 'admins only')
    .option('--moderators', 'moderators only')
    .option('--query <text>', 'nickname, display name or e-mail contains TEXT')
    .option('--page <n>', 'page (50 a page)', '1')
    .option('--json', 'print JSON')
    .action(async (options: UsersOptions) => {
      const page = Number(options.page ?? '1');
      if (!Number.isInteger(page) || page < 1) throw usageError('--page must be 1 or more');
      const filters = userFilters(options);
      await withContext(global(), async ({ root }) => {
        const api = moderation(root);
        let answer = await api.users.list({ filters, query: options.query, page });
        if (options.staff) {
          const [admins, mods] = await Promise.all([
            api.users.list({ filters: [...filters, 'is_admin'], query: options.query, page }),
            api.users.list({ filters: [...filters, 'is_moderator'], query: options.query, page }),
          ]);
          const users = [...admins.users, ...mods.users];
          answer = { users, count: users.length, pageSize: answer.pageSize };
        }
        if (options.json) {
          printJson({ count: answer.count, page, users: answer.users.map(userJson) });
          return;
        }
        if (answer.users.length === 0) {
          printLine(terminalText('No users'));
          return;
        }
        for (const u of answer.users) {
          row([
            u.nickname,
            u.displayName && u.displayName !== u.nickname ? `(${u.displayName})` : '',
            flags(u),
          ]);
          if (!u.approved && u.registrationReason) row([`  reason: ${u.registrationReason}`]);
        }
        const pages = Math.ceil(answer.count / Math.max(1, answer.pageSize));
        if (pages > 1) printLine(terminalText(`page ${page} of ${pages} (${answer.count} users)`));
      });
    });

  admin
    .command('user')
    .description(
      'one user: show, or activate | deactivate | approve | reject | delete | tag TAG | untag TAG | grant admin|moderator | revoke admin|moderator | reset-password | resend-confirmation',
    )
    .argument('<name>', 'the nickname (alice, dave@remote.example)')
    .argument('[action]', 'what to do (none: show the user)')
    .argument('[arg]', 'the tag, or admin / moderator')
    .option('-y, --yes', 'do not ask before destructive actions (delete, deactivate, revoke)')
    .option('--json', 'print JSON')
    .action(
      async (
        name: string,
        verb: string | undefined,
        arg: string | undefined,
        options: { json?: boolean; yes?: boolean },
      ) => {
        const nickname = name.replace(/^@/, '');
        if (nickname === '') throw usageError('A user needs a nickname');
        const action = verb === undefined ? null : userAction(verb, arg);
        await withContext(global(), async ({ root }) => {
          const api = moderation(root);
          if (!action) {
            const user = await api.users.get(nickname);
            if (!user) throw new CliError(`No user ${nickname}`, ExitCode.failure);
            if (options.json) printJson(userJson(user));
            else {
              row([user.nickname, user.displayName, flags(user)]);
              if (user.email) row([`e-mail: ${user.email}`]);
              if (user.registrationReason) row([`reason: ${user.registrationReason}`]);
            }
            return;
          }
          const ask = question(nickname, action);
          if (ask) await confirmed(ask, options.yes);
          await runUserAction(api, nickname, action);
          done(
            options.json,
            { nickname, action: verb, arg: arg ?? null, done: true },
            said(nickname, action),
          );
        });
      },
    );
}
