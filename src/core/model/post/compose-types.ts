import type { PollLimits } from '../../api/capabilities';
import type { PleromaClient } from '../../api/client';
import type { Status, Visibility } from '../../domain/types';
import type { ClockPort } from '../../ports';
import type { EntityStore } from '../entities';
import type { PollProblem } from './poll-draft';

/** The scopes a post form offers, in cycling order (spec part 2: visibility scopes). */
export const COMPOSE_VISIBILITIES = ['public', 'unlisted', 'private', 'direct'] as const;
export type ComposeVisibility = (typeof COMPOSE_VISIBILITIES)[number];

export type ComposeError =
  /** `post_status.empty_status_error`. */
  | { readonly kind: 'empty' }
  /** Text plus content warning exceed the instance limit (the form also shows the count). */
  | { readonly kind: 'too_long'; readonly length: number; readonly limit: number }
  /** A description could not be saved: `post_status.media_description_error`; not posted. */
  | { readonly kind: 'media_description' }
  /** `polls.not_enough_options` ("Too few unique options in poll"). */
  | PollProblem
  /** The server's or transport's words, shown as "Error: …". */
  | { readonly kind: 'server'; readonly detail: string };

/** What the form is writing (spec part 2 §4: reply, quote or edit mode). */
export type ComposeMode = 'new' | 'reply' | 'quote' | 'edit';

export interface ComposeDeps {
  client: () => PleromaClient;
  entities: EntityStore;
  clock: ClockPort;
  /** The instance text limit (spec default 5000); 0 or less means unlimited. */
  textLimit: () => number;
  /** The instance's poll limits (spec defaults when it names none). */
  pollLimits?: () => PollLimits;
  /** Called once a post was accepted and its entities stored. */
  onPosted?: (statusId: string) => void;
  /** The instance upload limit in bytes (0: none known). */
  uploadLimit?: () => number;
  /** The instance's most files per post (null: none known). */
  fileLimit?: () => number | null;
  /** Called once an edit was accepted and the new version stored. */
  onEdited?: (statusId: string) => void;
  /** Called once a post was scheduled. */
  onScheduled?: (scheduledId: string) => void;
}

/** Narrowness of each scope: a reply is never wider than what it answers. */
const WIDTH: Readonly<Record<ComposeVisibility, number>> = {
  public: 3,
  unlisted: 2,
  private: 1,
  direct: 0,
};

export function narrowest(current: ComposeVisibility, other: Visibility): ComposeVisibility {
  if (!(COMPOSE_VISIBILITIES as readonly string[]).includes(other)) return current;
  const candidate = other as ComposeVisibility;
  return WIDTH[candidate] < WIDTH[current] ? candidate : current;
}

/**
 * A reply's start: mention the author and everyone the status mentioned (not ourselves),
 * keep its content warning, and do not widen its audience.
 */
export function replyPrefill(
  status: Pick<Status, 'mentions' | 'spoilerText' | 'visibility'>,
  authorAcct: string | undefined,
  selfAcct: string | undefined,
  current: ComposeVisibility,
): { text: string; spoilerText: string; visibility: ComposeVisibility } {
  const accts: string[] = [];
  const add = (acct: string | undefined) => {
    if (!acct || acct === selfAcct || accts.includes(acct)) return;
    accts.push(acct);
  };
  add(authorAcct);
  for (const mention of status.mentions) add(mention.acct);
  return {
    text: accts.length > 0 ? `${accts.map((a) => `@${a}`).join(' ')} ` : '',
    spoilerText: status.spoilerText,
    visibility: narrowest(current, status.visibility),
  };
}
