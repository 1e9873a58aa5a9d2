import { type Command, InvalidArgumentError } from 'commander';
import type { StatusToggle } from '../../core/model/status-actions';
import type { GlobalOptions } from '../context';
import { entityId } from '../parse';
import { loadWrite } from './load-write';

/** A command that sets or clears one flag of a status. */
export interface ToggleCommand {
  name: string;
  toggle: StatusToggle;
  on: boolean;
  description: string;
  done: string;
}

export interface JsonOption {
  json?: boolean;
}

export interface ReactOptions extends JsonOption {
  remove?: boolean;
}

export interface ReportOptions extends JsonOption {
  status?: string[];
  comment: string;
  forward?: boolean;
}

const TOGGLE_COMMANDS: readonly ToggleCommand[] = [
  {
    name: 'fav',
    toggle: 'favourite',
    on: true,
    description: 'favourite a status',
    done: 'Favourited',
  },
  {
    name: 'unfav',
    toggle: 'favourite',
    on: false,
    description: 'take back a favourite',
    done: 'Unfavourited',
  },
  {
    name: 'boost',
    toggle: 'repeat',
    on: true,
    description: 'repeat (boost) a status',
    done: 'Repeated',
  },
  {
    name: 'unboost',
    toggle: 'repeat',
    on: false,
    description: 'undo a repeat',
    done: 'Unrepeated',
  },
  {
    name: 'bookmark',
    toggle: 'bookmark',
    on: true,
    description: 'bookmark a status',
    done: 'Bookmarked',
  },
  {
    name: 'unbookmark',
    toggle: 'bookmark',
    on: false,
    description: 'remove a bookmark',
    done: 'Unbookmarked',
  },
  {
    name: 'pin',
    toggle: 'pin',
    on: true,
    description: 'pin your own public or unlisted status to your profile',
    done: 'Pinned',
  },
  { name: 'unpin', toggle: 'pin', on: false, description: 'unpin your status', done: 'Unpinned' },
  {
    name: 'mute-thread',
    toggle: 'thread_mute',
    on: true,
    description: "mute a status's conversation",
    done: 'Muted the conversation of',
  },
  {
    name: 'unmute-thread',
    toggle: 'thread_mute',
    on: false,
    description: "unmute a status's conversation",
    done: 'Unmuted the conversation of',
  },
];

/** A vote choice: an option's number as listed, counting from 1. */
function choiceNumber(value: string, previous: number[] = []): number[] {
  if (!/^\d+$/.test(value) || Number(value) < 1)
    throw new InvalidArgumentError(`choices are option numbers counting from 1, got "${value}"`);
  return [...previous, Number(value)];
}

/** One emoji, or a custom one as `:name:` or `name`: no spaces, not empty. */
function emojiArgument(value: string): string {
  const emoji = value.trim();
  if (emoji === '' || /\s/.test(emoji))
    throw new InvalidArgumentError('expected one emoji, such as 👍 or :blobcat:');
  return emoji;
}

function repeatable(value: string, previous: string[] = []): string[] {
  return [...previous, entityId(value)];
}

export function registerActions(program: Command, global: () => GlobalOptions): void {
  for (const spec of TOGGLE_COMMANDS) {
    program
      .command(spec.name)
      .description(spec.description)
      .argument('<id>', 'status id', entityId)
      .option('--json', 'print the resulting status as JSON')
      .action(async (id: string, options: JsonOption) =>
        (await loadWrite()).toggle(global(), spec, id, options),
      );
  }

  program
    .command('delete')
    .description('delete a status (your own, or any with the messages_delete privilege)')
    .argument('<id>', 'status id', entityId)
    .option('--json', 'print the deleted status as JSON')
    .action(async (id: string, options: JsonOption) =>
      (await loadWrite()).remove(global(), id, options),
    );

  program
    .command('react')
    .description('react to a status with an emoji (Pleroma), or take the reaction back')
    .argument('<id>', 'status id', entityId)
    .argument('<emoji>', 'a Unicode emoji, or a custom one as :name:', emojiArgument)
    .option('--remove', 'take your reaction back')
    .option('--json', 'print the resulting status as JSON')
    .action(async (id: string, emoji: string, options: ReactOptions) =>
      (await loadWrite()).react(global(), id, emoji, options),
    );

  program
    .command('vote')
    .description('vote in the poll of a status; CHOICE is an option number, counting from 1')
    .argument('<id>', 'status id', entityId)
    .argument(
      '<choice...>',
      'option numbers (several for a multiple-choice poll)',
      (v, p: number[] | undefined) => choiceNumber(v, p),
    )
    .option('--json', 'print the poll as JSON')
    .action(async (id: string, choices: number[], options: JsonOption) =>
      (await loadWrite()).vote(global(), id, choices, options),
    );

  program
    .command('report')
    .description('report an account to the moderators, with some of its statuses')
    .argument('<account>', 'the account (name, name@host or id)')
    .option('--status <id>', 'a status of that account to include (repeatable)', repeatable)
    .option('--comment <text>', 'what the moderators should know', '')
    .option('--forward', 'also send the report to their server (remote accounts only)')
    .option('--json', 'print the report as JSON')
    .action(async (name: string, options: ReportOptions) =>
      (await loadWrite()).report(global(), name, options),
    );
}
