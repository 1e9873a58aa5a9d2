import { action, computed, makeObservable, observable, runInAction } from 'mobx';
import {
  type Account,
  type ClockPort,
  describeError,
  type EntityStore,
  type PleromaClient,
  type Status,
  type Visibility,
} from '../../../core';

/** The scopes a post form offers, in cycling order (spec part 2: visibility scopes). */
export const COMPOSE_VISIBILITIES = ['public', 'unlisted', 'private', 'direct'] as const;
export type ComposeVisibility = (typeof COMPOSE_VISIBILITIES)[number];

export type ComposeState = 'editing' | 'sending';

/** What went wrong, as an i18n key (plus the server's words when there are any). */
export interface ComposeError {
  readonly messageKey: string;
  readonly detail?: string;
}

export interface ComposeDeps {
  client: () => PleromaClient;
  entities: EntityStore;
  clock: ClockPort;
  /** The instance's text limit (spec default 5000). */
  textLimit: () => number;
}

/** How much of the limit a draft uses: text plus content warning (spec part 2 §5), in code points. */
export function draftLength(text: string, spoilerText: string): number {
  return [...text].length + [...spoilerText].length;
}

/**
 * A post draft and its sending (spec part 2 "post form"): empty posts are refused, the
 * text plus content warning must fit the instance limit, a failed send keeps the draft and
 * its error, and a retry reuses the idempotency key so the server cannot post it twice.
 *
 * Platform-free: the lead may move it to `src/core/model/` for the web's post form.
 */
export class ComposeStore {
  text = '';
  spoilerText = '';
  visibility: ComposeVisibility = 'public';
  inReplyToId: string | null = null;
  state: ComposeState = 'editing';
  error: ComposeError | null = null;
  /** The text the draft started with (a reply's mentions), to tell whether anything was typed. */
  initialText = '';
  private idempotencyKey: string | null = null;

  constructor(private readonly deps: ComposeDeps) {
    makeObservable(this, {
      text: observable,
      spoilerText: observable,
      visibility: observable,
      inReplyToId: observable,
      state: observable,
      error: observable,
      initialText: observable,
      length: computed,
      remaining: computed,
      isOverLimit: computed,
      isDirty: computed,
      setText: action,
      setSpoilerText: action,
      setVisibility: action,
      cycleVisibility: action,
      startReply: action,
      reset: action,
    });
  }

  get length(): number {
    return draftLength(this.text, this.spoilerText);
  }

  /** Characters left before the limit (negative when over it). */
  get remaining(): number {
    return this.deps.textLimit() - this.length;
  }

  get isOverLimit(): boolean {
    return this.deps.textLimit() > 0 && this.remaining < 0;
  }

  /** Whether the user typed something worth asking about before throwing it away. */
  get isDirty(): boolean {
    return this.text !== this.initialText || this.spoilerText !== '';
  }

  setText(text: string): void {
    if (text === this.text) return;
    this.text = text;
    this.changed();
  }

  setSpoilerText(text: string): void {
    if (text === this.spoilerText) return;
    this.spoilerText = text;
    this.changed();
  }

  setVisibility(visibility: ComposeVisibility): void {
    this.visibility = visibility;
    this.changed();
  }

  cycleVisibility(): void {
    const index = COMPOSE_VISIBILITIES.indexOf(this.visibility);
    this.setVisibility(COMPOSE_VISIBILITIES[(index + 1) % COMPOSE_VISIBILITIES.length]!);
  }

  /**
   * Start a reply: mention the author and everyone the status mentioned (not ourselves),
   * keep its content warning, and do not widen its audience.
   */
  startReply(status: Status, self: Account | undefined): void {
    const author = this.deps.entities.account(status.accountId);
    const accts: string[] = [];
    const add = (acct: string | undefined) => {
      if (!acct || acct === self?.acct || accts.includes(acct)) return;
      accts.push(acct);
    };
    add(author?.acct);
    for (const mention of status.mentions) add(mention.acct);
    this.inReplyToId = status.id;
    this.text = accts.length > 0 ? `${accts.map((a) => `@${a}`).join(' ')} ` : '';
    this.initialText = this.text;
    this.spoilerText = status.spoilerText;
    this.visibility = narrowest(this.visibility, status.visibility);
    this.error = null;
  }

  /** After a successful post the form clears but keeps its visibility (spec part 2). */
  reset(): void {
    this.text = '';
    this.initialText = '';
    this.spoilerText = '';
    this.inReplyToId = null;
    this.error = null;
    this.state = 'editing';
    this.idempotencyKey = null;
  }

  /** Send the draft. Resolves the new status id, or undefined (the error is in `error`). */
  async send(): Promise<string | undefined> {
    if (this.state === 'sending') return undefined;
    const problem = this.validate();
    if (problem) {
      runInAction(() => {
        this.error = problem;
      });
      return undefined;
    }
    // Spec part 2 §7: the idempotency key is a timestamp string; kept for retries of one draft.
    const key = this.idempotencyKey ?? String(this.deps.clock.now());
    runInAction(() => {
      this.idempotencyKey = key;
      this.state = 'sending';
      this.error = null;
    });
    try {
      const { status, bundle } = await this.deps.client().statuses.create({
        status: this.text,
        spoilerText: this.spoilerText || undefined,
        visibility: this.visibility,
        inReplyToId: this.inReplyToId ?? undefined,
        idempotencyKey: key,
      });
      runInAction(() => {
        this.deps.entities.ingest(bundle);
        this.reset();
      });
      return status.id;
    } catch (error) {
      runInAction(() => {
        this.state = 'editing';
        this.error = { messageKey: 'tui.compose.send_failed', detail: describeError(error) };
      });
      return undefined;
    }
  }

  private validate(): ComposeError | undefined {
    if (this.text.trim() === '') return { messageKey: 'post_status.empty_status_error' };
    if (this.isOverLimit) return { messageKey: 'tui.compose.too_long' };
    return undefined;
  }

  /** Any edit makes it a different post: a new key, and the old error no longer applies. */
  private changed(): void {
    this.idempotencyKey = null;
    if (this.error) this.error = null;
  }
}

const WIDTH: Readonly<Record<ComposeVisibility, number>> = {
  public: 3,
  unlisted: 2,
  private: 1,
  direct: 0,
};

function narrowest(current: ComposeVisibility, other: Visibility): ComposeVisibility {
  if (!(COMPOSE_VISIBILITIES as readonly string[]).includes(other)) return current;
  const candidate = other as ComposeVisibility;
  return WIDTH[candidate] < WIDTH[current] ? candidate : current;
}
