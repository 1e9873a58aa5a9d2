import type { Command } from 'commander';
import { resolveAccountOn, resolveStatusOn } from '../core/model/act-as';
import type { RootStore } from '../core/model/root';
import { storedAccountNamed } from './accounts';
import { type GlobalOptions, requireLogin, withContext } from './context';
import { CliError, ExitCode } from './exit-codes';
import { fetchStatus, lookupAccount } from './lookup';

/** What a command acts on, where it stands on its command line. */
interface ActTarget {
  kind: 'status' | 'account';
  /** Index of the argument that names it, or the option (camelCase) that does. */
  argument?: number;
  option?: string;
}

/**
 * The action commands that take `--as NAME` (issue 12): favourite, repeat, bookmark, react,
 * vote, reply and the relationship commands. A command of this table that is not there
 * (yet) is skipped, so a group that adds one later gets `--as` with no change here.
 */
export const ACT_AS_COMMANDS: Readonly<Record<string, ActTarget>> = {
  fav: { kind: 'status', argument: 0 },
  unfav: { kind: 'status', argument: 0 },
  boost: { kind: 'status', argument: 0 },
  unboost: { kind: 'status', argument: 0 },
  bookmark: { kind: 'status', argument: 0 },
  unbookmark: { kind: 'status', argument: 0 },
  react: { kind: 'status', argument: 0 },
  vote: { kind: 'status', argument: 0 },
  reply: { kind: 'status', argument: 0 },
  post: { kind: 'status', option: 'replyTo' },
  follow: { kind: 'account', argument: 0 },
  unfollow: { kind: 'account', argument: 0 },
  block: { kind: 'account', argument: 0 },
  unblock: { kind: 'account', argument: 0 },
  mute: { kind: 'account', argument: 0 },
  unmute: { kind: 'account', argument: 0 },
  subscribe: { kind: 'account', argument: 0 },
  unsubscribe: { kind: 'account', argument: 0 },
  note: { kind: 'account', argument: 0 },
};

/**
 * Give every command of `ACT_AS_COMMANDS` the option `--as NAME`: before the command runs,
 * the status or account it names (as the current account, or `--account`, sees it) is
 * looked up on NAME's server (`/api/v2/search?resolve=true`), and the command runs as NAME
 * with NAME's id for it.
 */
export function addActAs(program: Command, global: () => GlobalOptions): void {
  for (const command of program.commands) {
    const target = ACT_AS_COMMANDS[command.name()];
    if (!target) continue;
    command
      .option(
        '--as <name>',
        `act as another logged-in account (user@host or a part of it): the ${target.kind} is first found on its server`,
      )
      .hook('preAction', async (_program, actionCommand) => {
        const as = actionCommand.opts<{ as?: string }>().as;
        if (!as) return;
        const named = target.option
          ? actionCommand.getOptionValue(target.option)
          : actionCommand.processedArgs[target.argument ?? 0];
        const key = await withContext(global(), async ({ root }) => {
          const actor = storedAccountNamed(root.session.storedAccounts, as);
          if (typeof named !== 'string') return { actor: actor.key, id: undefined };
          requireLogin(root);
          const id = await resolveAs(root, actor.key, target.kind, named);
          return { actor: actor.key, id };
        });
        if (key.id !== undefined) {
          if (target.option) actionCommand.setOptionValue(target.option, key.id);
          else actionCommand.processedArgs[target.argument ?? 0] = key.id;
        }
        program.setOptionValue('account', key.actor);
      });
  }
}

/** `named` (a status id, or an account name or id) as `actor`'s server knows it. */
async function resolveAs(
  root: RootStore,
  actor: string,
  kind: ActTarget['kind'],
  named: string,
): Promise<string> {
  const source = root.scope.account;
  if (!source || source.key === actor) return named;
  const scope = root.scopeOf(actor);
  if (!scope) throw new CliError(`No token is stored for ${actor}`, ExitCode.notLoggedIn);
  const actorServer = scope.account?.server ?? '';
  if (kind === 'status') {
    const { status } = await fetchStatus(root, named);
    const resolution = await resolveStatusOn(scope, status, source.server);
    if (resolution.kind === 'resolved') return resolution.id;
    if (resolution.kind === 'failed') throw resolution.error;
    throw new CliError(
      `Status ${named} (${status.uri}) could not be found from ${actor}: ${actorServer} did not resolve it (it may be private, deleted, or not reachable from there)`,
      ExitCode.failure,
    );
  }
  const account = await lookupAccount(root, named);
  const resolution = await resolveAccountOn(scope, account, source.server);
  if (resolution.kind === 'resolved') return resolution.id;
  if (resolution.kind === 'failed') throw resolution.error;
  throw new CliError(
    `Account ${account.fqn} could not be found from ${actor}: ${actorServer} did not resolve it`,
    ExitCode.failure,
  );
}
