import type { TimelineKind } from '../../../core';
import type { BlocksTab } from '../../../core/view/navigation';
import type { View } from '../../../core/view/views';
import type { TranslationKey } from '../../../shared/i18n';
import { FILTER_NAMES, type FilterName, filterValue, isFilterName } from './quick-filters';

/**
 * The `:` command line: what each command does, and Tab completion. Pure functions; the
 * prompt store keeps the text and the completion cycle.
 *
 *   :tl home|local|federated|bookmarks|favourites|dms|mentions
 *   :tag NAME   :user NAME[@HOST]   :list TITLE   :search TEXT   :notifications   :logout   :q
 *   :account [NAME]   (switch accounts; alone, the switcher)
 *   :mutes   :blocks   :domain-blocks   (the mutes and blocks page on that tab)
 *   :set [NAME [VALUE]]   (alone: the settings view; a name alone: its value)
 *   :admin   (the administration view; staff only)
 *   :about   (the instance's about page and the versions)
 *   :security   (the account's security: email, password, two-factor, apps, backups, …)
 *   :filter [NAME [on|off]]   (the timeline's quick filters and view; alone, which are on)
 */

export const COMMANDS = [
  'tl',
  'tag',
  'user',
  'list',
  'search',
  'notifications',
  'account',
  'mutes',
  'blocks',
  'domain-blocks',
  'set',
  'filter',
  'admin',
  'about',
  'security',
  'help',
  'logout',
  'q',
];

/** Timeline names of `:tl`, with what they open. */
export const TIMELINE_NAMES: Readonly<Record<string, View>> = {
  home: { kind: 'timeline', timeline: { type: 'home' } },
  local: { kind: 'timeline', timeline: { type: 'public', local: true } },
  federated: { kind: 'timeline', timeline: { type: 'public' } },
  bookmarks: { kind: 'timeline', timeline: { type: 'bookmarks' } },
  favourites: { kind: 'timeline', timeline: { type: 'favourites' } },
  dms: { kind: 'timeline', timeline: { type: 'direct' } },
  mentions: { kind: 'mentions' },
};

/** Other words people type for the same timelines (not offered by completion). */
const TIMELINE_ALIASES: Readonly<Record<string, string>> = {
  friends: 'home',
  public: 'local',
  twkn: 'federated',
  all: 'federated',
  favorites: 'favourites',
  favs: 'favourites',
  direct: 'dms',
};

const USAGE: Readonly<Record<string, string>> = {
  tl: `:tl ${Object.keys(TIMELINE_NAMES).join('|')}`,
  tag: ':tag NAME',
  user: ':user NAME@HOST',
  list: ':list TITLE',
  search: ':search TEXT',
  filter: `:filter ${FILTER_NAMES.join('|')} [on|off]`,
};

export type CommandResult =
  | { readonly kind: 'view'; readonly view: View }
  | { readonly kind: 'list'; readonly title: string }
  | { readonly kind: 'search'; readonly query: string }
  /** Switch to a signed-in account by name; an empty name opens the switcher. */
  | { readonly kind: 'account'; readonly name: string }
  /** The mutes and blocks page on one tab. */
  | { readonly kind: 'blocks'; readonly tab: BlocksTab }
  /** `:set`: the settings view (no name), one setting's value (no value), or a change. */
  | { readonly kind: 'set'; readonly name: string; readonly value: string | null }
  /** A quick filter switched (`value` null) or set; no name: say which are on. */
  | { readonly kind: 'filter'; readonly name: FilterName | null; readonly value: boolean | null }
  /** The administration view (staff only). */
  | { readonly kind: 'admin' }
  | { readonly kind: 'about' }
  | { readonly kind: 'security' }
  | { readonly kind: 'quit' }
  /** Spec part 1 §4 logout: revoke, dispose the account's scope, back to the login form. */
  | { readonly kind: 'logout' }
  | { readonly kind: 'help' }
  | { readonly kind: 'nothing' }
  | {
      readonly kind: 'error';
      readonly messageKey: TranslationKey;
      readonly values: Readonly<Record<string, string>>;
    };

function usage(command: string): CommandResult {
  return { kind: 'error', messageKey: 'tui.prompt.usage', values: { usage: USAGE[command] ?? '' } };
}

/** What a command line asks for. */
export function parseCommand(input: string): CommandResult {
  const text = input.trim().replace(/^:/, '').trim();
  if (text === '') return { kind: 'nothing' };
  const space = text.search(/\s/);
  const name = (space === -1 ? text : text.slice(0, space)).toLowerCase();
  const arg = space === -1 ? '' : text.slice(space).trim();
  const command = COMMANDS.find((c) => c === name) ?? uniquePrefix(name, COMMANDS);
  switch (command) {
    case 'tl': {
      const wanted = arg.toLowerCase();
      const key = TIMELINE_NAMES[wanted]
        ? wanted
        : (TIMELINE_ALIASES[wanted] ?? uniquePrefix(wanted, Object.keys(TIMELINE_NAMES)));
      const view = key ? TIMELINE_NAMES[key] : undefined;
      return view ? { kind: 'view', view } : usage('tl');
    }
    case 'tag': {
      const tag = arg.replace(/^#/, '').trim();
      if (!/^[\p{L}\p{N}_]+$/u.test(tag)) return usage('tag');
      const timeline: TimelineKind = { type: 'tag', tag };
      return { kind: 'view', view: { kind: 'timeline', timeline } };
    }
    case 'user': {
      const name = arg.replace(/^@/, '').trim();
      if (name === '' || /\s/.test(name)) return usage('user');
      return { kind: 'view', view: { kind: 'profile', name } };
    }
    case 'list':
      return arg === '' ? usage('list') : { kind: 'list', title: arg };
    case 'search':
      return arg === '' ? usage('search') : { kind: 'search', query: arg };
    case 'notifications':
      return { kind: 'view', view: { kind: 'notifications' } };
    case 'account':
      return { kind: 'account', name: arg.replace(/^@/, '') };
    case 'mutes':
      return { kind: 'blocks', tab: 'mutes' };
    case 'blocks':
      return { kind: 'blocks', tab: 'blocks' };
    case 'domain-blocks':
      return { kind: 'blocks', tab: 'domains' };
    case 'set': {
      const space = arg.search(/\s/);
      if (space === -1) return { kind: 'set', name: arg, value: null };
      return { kind: 'set', name: arg.slice(0, space), value: arg.slice(space).trim() };
    }
    case 'filter': {
      const [name = '', value = '', ...rest] = arg.toLowerCase().split(/\s+/);
      if (name === '') return { kind: 'filter', name: null, value: null };
      const wanted = isFilterName(name) ? name : uniquePrefix(name, FILTER_NAMES);
      const parsed = filterValue(value);
      if (!wanted || !isFilterName(wanted) || parsed === undefined || rest.length > 0)
        return usage('filter');
      return { kind: 'filter', name: wanted, value: parsed };
    }
    case 'admin':
      return { kind: 'admin' };
    case 'about':
      return { kind: 'about' };
    case 'security':
      return { kind: 'security' };
    case 'help':
      return { kind: 'help' };
    case 'logout':
      return { kind: 'logout' };
    case 'q':
      return { kind: 'quit' };
    default:
      return {
        kind: 'error',
        messageKey: 'tui.prompt.unknown_command',
        values: { name, commands: COMMANDS.map((c) => `:${c}`).join(' ') },
      };
  }
}

function uniquePrefix(prefix: string, names: readonly string[]): string | undefined {
  if (prefix === '') return undefined;
  const matches = names.filter((n) => n.startsWith(prefix));
  return matches.length === 1 ? matches[0] : undefined;
}

/** Names completion offers for the arguments of commands. */
export interface CompletionSources {
  /** Known accounts' `acct`s (`bob`, `carol@remote.example`). */
  accounts: () => readonly string[];
  /** Known hashtags, without `#`. */
  tags: () => readonly string[];
  /** Titles of the user's lists. */
  lists: () => readonly string[];
  /** The signed-in accounts' names (`user@host`), for `:account`. */
  logins?: () => readonly string[];
  /** Setting names for `:set`, and the values each takes. */
  settings?: {
    names: () => readonly string[];
    values: (name: string) => readonly string[];
  };
}

export interface Completion {
  /** What the line may become, whole lines, in order. */
  readonly candidates: readonly string[];
  /** The line after one Tab: the only candidate, or what all candidates share. */
  readonly completed: string;
}

/** Spec-free choice: at most this many candidates are offered. */
export const MAX_CANDIDATES = 50;

/** Complete a command name, or the argument of `tl`, `tag`, `user` and `list`. */
export function complete(input: string, sources: CompletionSources): Completion {
  const match = /^(\s*)(\S*)(\s+)?(.*)$/s.exec(input);
  const word = match?.[2] ?? '';
  const hasSpace = match?.[3] !== undefined;
  if (!hasSpace) {
    const names = COMMANDS.filter((c) => c.startsWith(word.toLowerCase()));
    const candidates = names.map((c) => `${c} `);
    return { candidates, completed: shared(candidates, input) };
  }
  const command = word.toLowerCase();
  const arg = match?.[4] ?? '';
  if (command === 'set' && sources.settings) return completeSet(arg, sources.settings, input);
  const options = argumentOptions(command, sources);
  const lower = arg.toLowerCase().replace(/^[@#]/, '');
  const picked = unique(options.filter((o) => o.toLowerCase().startsWith(lower))).slice(
    0,
    MAX_CANDIDATES,
  );
  const candidates = picked.map((o) => `${command} ${o}`);
  return { candidates, completed: shared(candidates, input) };
}

/** `:set NAME VALUE`: the name first, then the values that setting takes. */
function completeSet(
  arg: string,
  settings: NonNullable<CompletionSources['settings']>,
  input: string,
): Completion {
  const split = /^(\S*)(\s+)?(.*)$/s.exec(arg);
  const name = split?.[1] ?? '';
  if (split?.[2] === undefined) {
    const lower = name.toLowerCase();
    const names = settings.names().filter((n) => n.toLowerCase().startsWith(lower));
    const candidates = names.map((n) => `set ${n} `);
    return { candidates, completed: shared(candidates, input) };
  }
  const value = (split[3] ?? '').toLowerCase();
  const values = unique(settings.values(name).filter((v) => v.toLowerCase().startsWith(value)));
  const candidates = values.slice(0, MAX_CANDIDATES).map((v) => `set ${name} ${v}`);
  return { candidates, completed: shared(candidates, input) };
}

function argumentOptions(command: string, sources: CompletionSources): readonly string[] {
  switch (command) {
    case 'tl':
      return Object.keys(TIMELINE_NAMES);
    case 'tag':
      return [...sources.tags()].sort();
    case 'user':
      return [...sources.accounts()].sort();
    case 'list':
      return sources.lists();
    case 'account':
      return sources.logins?.() ?? [];
    case 'filter':
      return FILTER_NAMES;
    default:
      return [];
  }
}

/** The longest common prefix of the candidates (case-insensitively), or the input. */
function shared(candidates: readonly string[], input: string): string {
  if (candidates.length === 0) return input;
  if (candidates.length === 1) return candidates[0]!;
  let prefix = candidates[0]!;
  for (const candidate of candidates.slice(1)) {
    let i = 0;
    while (
      i < prefix.length &&
      i < candidate.length &&
      prefix[i]!.toLowerCase() === candidate[i]!.toLowerCase()
    ) {
      i++;
    }
    prefix = prefix.slice(0, i);
  }
  return prefix.length > input.trimStart().length ? prefix : input;
}

function unique(values: readonly string[]): string[] {
  return [...new Set(values)];
}
