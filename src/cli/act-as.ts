import type { Command } from 'commander';
import type { GlobalOptions } from './context';

/** What a command acts on, where it stands on its command line. */
export interface ActTarget {
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
        // The lookup's code (the model, the search) is loaded only when --as is given.
        const { actAs } = await import('./act-as-resolve');
        const key = await actAs(global(), as, target.kind, named);
        if (key.id !== undefined) {
          if (target.option) actionCommand.setOptionValue(target.option, key.id);
          else actionCommand.processedArgs[target.argument ?? 0] = key.id;
        }
        program.setOptionValue('account', key.actor);
      });
  }
}
