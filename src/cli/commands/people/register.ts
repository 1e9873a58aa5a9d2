import { type Command, InvalidArgumentError } from 'commander';
import { muteSeconds, parseMuteDuration } from '../../../core/model/mute-duration';
import type { RootStore } from '../../../core/model/root';
import { type GlobalOptions, requireLogin, withContext } from '../../context';
import { usageError } from '../../exit-codes';
import type { AccountChange } from './run';

const CHANGES: ReadonlyArray<{ name: AccountChange; description: string }> = [
  {
    name: 'follow',
    description:
      'follow an account (a locked account gets a follow request); also sets whether their repeats show',
  },
  { name: 'unfollow', description: 'unfollow an account, or cancel a follow request' },
  { name: 'block', description: 'block an account (it also stops following you)' },
  { name: 'unblock', description: 'unblock an account' },
  { name: 'mute', description: 'mute an account, for a while or indefinitely' },
  { name: 'unmute', description: 'unmute an account' },
  { name: 'subscribe', description: 'be notified of every post of an account (Pleroma)' },
  { name: 'unsubscribe', description: 'stop being notified of their posts' },
  { name: 'remove-follower', description: 'make an account that follows you stop following' },
];

/** An account as typed: `bob`, `@bob`, `dave@remote.example` or an id; no spaces. */
export function accountName(value: string): string {
  const name = value.trim().replace(/^@/, '');
  if (name === '' || /\s|\//.test(name) || name === '.' || name === '..')
    throw new InvalidArgumentError(`expected an account such as bob or bob@server.example`);
  return name;
}

/** Spec part 2 §5: a number ≥ 0 with minutes, hours or days (0: indefinitely), in seconds. */
export function muteDuration(value: string): number {
  const duration = parseMuteDuration(value);
  const seconds = duration ? muteSeconds(duration) : null;
  if (seconds === null)
    throw new InvalidArgumentError(
      `expected 0 (indefinitely) or an amount of minutes, hours or days such as 30m, 1h or 7d, got "${value}"`,
    );
  return seconds;
}

/** A domain name as the server takes it: letters, digits, dots and hyphens. */
export function domainName(value: string): string {
  const domain = value.trim().toLowerCase();
  if (
    !/^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)+$/.test(
      domain,
    )
  )
    throw new InvalidArgumentError(`expected a domain such as spam.example, got "${value}"`);
  return domain;
}

/** `domainName` for a value read after parsing: a usage error (exit 2) when not a domain. */
function checkedDomain(value: string): string {
  try {
    return domainName(value);
  } catch (error) {
    throw usageError(error instanceof Error ? error.message : String(error));
  }
}

const loadRun = () => import('./run');

export function registerRelationships(program: Command, global: () => GlobalOptions): void {
  const run = (body: (root: RootStore, r: Awaited<ReturnType<typeof loadRun>>) => Promise<void>) =>
    withContext(global(), async ({ root }) => {
      requireLogin(root);
      await body(root, await loadRun());
    });

  for (const spec of CHANGES) {
    const command = program
      .command(spec.name)
      .description(spec.description)
      .argument('<account>', 'the account (name, name@host or id)', accountName)
      .option('--json', 'print the new relationship as JSON');
    if (spec.name === 'mute')
      command.option(
        '--duration <time>',
        'how long: 0 for indefinitely (the default), or minutes, hours or days (30m, 1h, 7d)',
        muteDuration,
      );
    if (spec.name === 'follow')
      command
        .option('--hide-repeats', 'leave their repeats out of your home timeline')
        .option('--show-repeats', 'show their repeats in your home timeline (the default)');
    command.action(
      async (
        name: string,
        options: {
          json?: boolean;
          duration?: number;
          hideRepeats?: boolean;
          showRepeats?: boolean;
        },
      ) => {
        if (options.hideRepeats && options.showRepeats)
          throw usageError('choose one of --hide-repeats and --show-repeats');
        const repeats = options.hideRepeats ? false : options.showRepeats ? true : undefined;
        await run((root, r) =>
          r.changeAccount(root, spec.name, name, {
            json: options.json,
            seconds: options.duration,
            repeats,
          }),
        );
      },
    );
  }

  program
    .command('note')
    .description('set your personal note on an account (only you see it); "" clears it')
    .argument('<account>', 'the account (name, name@host or id)', accountName)
    .argument('<text>', 'the note')
    .option('--json', 'print the new relationship as JSON')
    .action(async (name: string, text: string, options: { json?: boolean }) => {
      if (text.length > 2000) throw usageError('the note is longer than 2000 characters');
      await run((root, r) => r.setNote(root, name, text, options.json));
    });

  program
    .command('relationships')
    .description('show how you stand with accounts: following, followed by, blocks, mutes, note')
    .argument('<account...>', 'accounts (name, name@host or id)', (v, p: string[] = []) => [
      ...p,
      accountName(v),
    ])
    .option('--json', 'print the relationships as JSON')
    .action(async (names: string[], options: { json?: boolean }) => {
      await run((root, r) => r.showRelationships(root, names, options.json));
    });

  for (const kind of ['mutes', 'blocks'] as const) {
    program
      .command(kind)
      .description(
        kind === 'mutes' ? 'list the accounts you muted' : 'list the accounts you blocked',
      )
      .option('--json', 'print the accounts as JSON')
      .action(async (options: { json?: boolean }) => {
        await run((root, r) => r.listAccounts(root, kind, options.json));
      });
  }

  program
    .command('domain-blocks')
    .description(
      "list blocked domains, add or remove one, or suggest domains from the server's known peers",
    )
    .argument('[action]', 'add, remove or suggest (default: list)')
    .argument('[domain]', 'the domain, for add and remove; what is typed so far, for suggest')
    .option('--json', 'print the blocked domains (or the suggestions) as JSON')
    .action(
      async (
        action: string | undefined,
        domain: string | undefined,
        options: { json?: boolean },
      ) => {
        const verb = action ?? 'list';
        if (verb !== 'list' && verb !== 'add' && verb !== 'remove' && verb !== 'suggest')
          throw usageError(`expected add, remove, suggest or nothing, got "${verb}"`);
        if (verb === 'suggest') {
          const typed = domain?.trim() ?? '';
          if (typed === '' || /\s|\//.test(typed))
            throw usageError('suggest needs the start of a domain, such as soc');
          await run((root, r) => r.suggestDomains(root, typed, options.json));
          return;
        }
        if (verb !== 'list' && !domain) throw usageError(`${verb} needs a domain`);
        if (verb === 'list' && domain) throw usageError('only add and remove take a domain');
        // Checked here, not as the argument's parser: suggest takes a part of a domain.
        if (domain) domain = checkedDomain(domain);
        await run((root, r) => r.domainBlocks(root, verb, domain, options.json));
      },
    );
}
