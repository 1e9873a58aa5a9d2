import { action, computed, makeObservable, observable, runInAction } from 'mobx';
import type { PleromaClient } from '../api/client';
import type { Account, Status, Visibility } from '../domain/types';
import { describeError } from '../errors';
import type { ClockPort } from '../ports';
import type { ComposeMediaStore } from './compose-media';
import { type ComposeMediaDraft, readMediaDraft } from './compose-media-draft';
import type { ComposeSnapshot } from './draft-record';
import type { EntityStore } from './entities';
import type { RootStore } from './root';

/**
 * The post form's draft and its sending (spec part 2 "Post form", §5 "Posting"), shared by
 * the terminal's composer and the web's post form:
 *
 * - blank text is refused (`post_status.empty_status_error`);
 * - text plus content warning, counted in code points, must fit the instance text limit;
 * - a failed send keeps the draft and its error; a retry of the unchanged draft reuses the
 *   idempotency key, so a post whose answer was lost cannot appear twice; any edit makes a
 *   new key;
 * - after success the form clears but keeps its visibility.
 *
 * Platform-free: no DOM, no Node.
 */

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
  /** The server's or transport's words, shown as "Error: …". */
  | { readonly kind: 'server'; readonly detail: string };

export interface ComposeDeps {
  client: () => PleromaClient;
  entities: EntityStore;
  clock: ClockPort;
  /** The instance text limit (spec default 5000); 0 or less means unlimited. */
  textLimit: () => number;
  /** Called once a post was accepted and its entities stored. */
  onPosted?: (statusId: string) => void;
  /** The instance upload limit in bytes (0: none known). */
  uploadLimit?: () => number;
  /** The instance's most files per post (null: none known). */
  fileLimit?: () => number | null;
}

/** Characters as the server counts them: code points, so an emoji counts once. */
export function countChars(text: string): number {
  let count = 0;
  for (const _ of text) count += 1;
  return count;
}

/** How much of the limit a draft uses: text plus content warning (spec part 2 §5). */
export function draftLength(text: string, spoilerText: string): number {
  return countChars(text) + countChars(spoilerText);
}

export class ComposeStore {
  text = '';
  spoilerText = '';
  visibility: ComposeVisibility = 'public';
  inReplyToId: string | null = null;
  posting = false;
  error: ComposeError | null = null;
  /** The text the draft started with (a reply's mentions), to tell whether anything was typed. */
  initialText = '';
  /** Spec: submit is ignored while the emoji picker is open. */
  emojiPickerOpen = false;
  /**
   * The draft's files, their descriptions and the sensitive flag: loaded on first use
   * (`loadMedia`), so a form that never attaches anything does not carry the upload code
   * (the web's first page budget). Until then a restored draft's files wait in `mediaDraft`.
   */
  media: ComposeMediaStore | null = null;
  private mediaDraft: ComposeMediaDraft | undefined = undefined;
  private mediaLoading: Promise<ComposeMediaStore> | null = null;
  private idempotencyKey: string | null = null;

  constructor(private readonly deps: ComposeDeps) {
    makeObservable(this, {
      text: observable,
      spoilerText: observable,
      visibility: observable,
      inReplyToId: observable,
      posting: observable,
      error: observable,
      initialText: observable,
      emojiPickerOpen: observable,
      media: observable.ref,
      setEmojiPickerOpen: action,
      length: computed,
      remaining: computed,
      overLimit: computed,
      canSubmit: computed,
      isDirty: computed,
      attachmentCount: computed,
      setText: action,
      setSpoilerText: action,
      setVisibility: action,
      cycleVisibility: action,
      startReply: action,
      restore: action,
      dismissError: action,
      reset: action,
    });
  }

  /** Text plus content warning, as the limit counts them. */
  get length(): number {
    return draftLength(this.text, this.spoilerText);
  }

  get limit(): number {
    return this.deps.textLimit();
  }

  /** Characters left before the limit (negative when over it). */
  get remaining(): number {
    return this.limit - this.length;
  }

  get overLimit(): boolean {
    return this.limit > 0 && this.remaining < 0;
  }

  get canSubmit(): boolean {
    return !this.posting && !this.overLimit && !this.media?.uploading;
  }

  /** Whether the user typed something worth asking about before throwing it away. */
  get isDirty(): boolean {
    return this.text !== this.initialText || this.spoilerText !== '' || this.attachmentCount > 0;
  }

  /** Files attached so far (loaded or still waiting in a restored draft). */
  get attachmentCount(): number {
    if (this.media) return this.media.attachments.length;
    // A stored draft's files, read properly once the media store loads.
    return this.mediaDraft?.attachments.length ?? 0;
  }

  /** The media store, loaded once; a restored draft's files move into it. */
  loadMedia(): Promise<ComposeMediaStore> {
    this.mediaLoading ??= import('./compose-media').then(({ ComposeMediaStore }) => {
      const media = new ComposeMediaStore({
        client: this.deps.client,
        clock: this.deps.clock,
        uploadLimit: this.deps.uploadLimit ?? (() => 0),
        fileLimit: this.deps.fileLimit ?? (() => null),
        onChange: action(() => this.changed()),
      });
      runInAction(() => {
        media.restore(this.mediaDraft);
        this.media = media;
      });
      return media;
    });
    return this.mediaLoading;
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

  setEmojiPickerOpen(open: boolean): void {
    this.emojiPickerOpen = open;
  }

  cycleVisibility(): void {
    const index = COMPOSE_VISIBILITIES.indexOf(this.visibility);
    this.setVisibility(COMPOSE_VISIBILITIES[(index + 1) % COMPOSE_VISIBILITIES.length]!);
  }

  /**
   * Start a reply: mention the author and everyone the status mentioned (not ourselves),
   * keep its content warning, and do not widen its audience.
   */
  startReply(status: Status, self: Pick<Account, 'acct'> | undefined): void {
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
    this.idempotencyKey = null;
  }

  /**
   * The form as plain data, for the draft store (see DraftStore): every field a draft must
   * keep goes here, and back in `restore`.
   */
  snapshot(): ComposeSnapshot {
    return {
      text: this.text,
      spoilerText: this.spoilerText,
      visibility: this.visibility,
      inReplyToId: this.inReplyToId,
      ...this.mediaSnapshot(),
    };
  }

  /** The files as a draft keeps them (the attachments carry their ids and descriptions). */
  private mediaSnapshot(): Pick<ComposeSnapshot, 'media' | 'sensitive'> {
    const files = this.media?.snapshot() ?? this.mediaDraft;
    if (!files || (files.attachments.length === 0 && !files.sensitive)) return {};
    return { media: files.attachments, sensitive: files.sensitive };
  }

  /** Continue a kept draft; it counts as typed, so Esc asks first. */
  restore(draft: ComposeSnapshot): void {
    this.text = draft.text;
    this.spoilerText = draft.spoilerText;
    this.visibility = draft.visibility;
    this.inReplyToId = draft.inReplyToId;
    this.mediaDraft = draft.media
      ? readMediaDraft({ attachments: draft.media, sensitive: draft.sensitive })
      : undefined;
    this.media?.restore(this.mediaDraft);
    this.initialText = '';
    this.error = null;
    this.idempotencyKey = null;
  }

  dismissError(): void {
    this.error = null;
  }

  /** After a successful post the form clears but keeps its visibility (spec part 2). */
  reset(): void {
    this.text = '';
    this.initialText = '';
    this.spoilerText = '';
    this.inReplyToId = null;
    this.error = null;
    this.idempotencyKey = null;
    this.mediaDraft = undefined;
    this.media?.reset();
  }

  /** Post the draft. Resolves true on success; errors land in `error`. */
  async submit(): Promise<boolean> {
    return (await this.send()) !== undefined;
  }

  /** Post the draft. Resolves the new status id, or undefined (the reason is in `error`). */
  async send(): Promise<string | undefined> {
    if (this.posting || this.emojiPickerOpen) return undefined;
    const problem = this.validate();
    if (problem) {
      runInAction(() => {
        this.error = problem;
      });
      return undefined;
    }
    const key = this.idempotencyKey ?? this.newKey();
    runInAction(() => {
      this.idempotencyKey = key;
      this.posting = true;
      this.error = null;
    });
    try {
      const media = this.attachmentCount > 0 ? await this.loadMedia() : this.media;
      if (media && !(await media.saveDescriptions())) {
        runInAction(() => {
          this.posting = false;
          this.error = { kind: 'media_description' };
        });
        return undefined;
      }
      const { status, bundle } = await this.deps.client().statuses.create({
        status: this.text,
        spoilerText: this.spoilerText.trim() === '' ? undefined : this.spoilerText,
        visibility: this.visibility,
        inReplyToId: this.inReplyToId ?? undefined,
        mediaIds: media?.mediaIds,
        sensitive: media?.sensitive,
        idempotencyKey: key,
      });
      runInAction(() => {
        this.deps.entities.ingest(bundle);
        this.posting = false;
        this.reset();
      });
      this.deps.onPosted?.(status.id);
      return status.id;
    } catch (error) {
      runInAction(() => {
        this.posting = false;
        this.error = { kind: 'server', detail: describeError(error) };
      });
      return undefined;
    }
  }

  private validate(): ComposeError | undefined {
    // "Can't post an empty status with no files": files alone make a post.
    if (this.text.trim() === '' && this.attachmentCount === 0) return { kind: 'empty' };
    if (this.overLimit) return { kind: 'too_long', length: this.length, limit: this.limit };
    return undefined;
  }

  /** Any edit makes it a different post: a new key, and the old error no longer applies. */
  private changed(): void {
    this.idempotencyKey = null;
    if (this.error) this.error = null;
  }

  private newKey(): string {
    // Spec: a timestamp string; a random tail keeps two drafts sent in the same ms apart.
    return `${this.deps.clock.now()}-${Math.random().toString(36).slice(2, 10)}`;
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

export interface CreateComposeOptions {
  /** Start as a reply to this status (mentions, content warning and scope prefilled). */
  replyTo?: string | null;
  /** Called after a post, after it was put at the top of home. */
  onPosted?: (statusId: string) => void;
  /** Continue this draft (kept from an earlier run) instead of starting empty. */
  draft?: ComposeSnapshot;
}

/**
 * A post form bound to the root: the instance's limit, and a successful post shows at the
 * top of home at once (spec) and joins any open conversation it replies into.
 */
export function createCompose(root: RootStore, options: CreateComposeOptions = {}): ComposeStore {
  const store = new ComposeStore({
    client: () => root.client,
    // The active account's entities at the time of use: a form may outlive a sign-in.
    get entities() {
      return root.entities;
    },
    clock: root.ports.clock,
    textLimit: () => root.instance.textLimit,
    uploadLimit: () => root.instance.info?.uploadLimit ?? 0,
    fileLimit: () => root.instance.capabilities.maxMediaAttachments,
    onPosted: (id) => {
      const home = root.timelines.get({ type: 'home' });
      home.receive([id]);
      home.showNew();
      root.conversations.receive(id);
      options.onPosted?.(id);
    },
  });
  if (options.draft) {
    store.restore(options.draft);
    return store;
  }
  const target = options.replyTo ? root.entities.status(options.replyTo) : undefined;
  if (target) store.startReply(target, root.session.account);
  return store;
}
