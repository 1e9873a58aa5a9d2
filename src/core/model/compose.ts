import { action, computed, makeObservable, observable, runInAction } from 'mobx';
import type { StatusSource } from '../api/client';
import type { Account, Status } from '../domain/types';
import { describeError } from '../errors';
import { DEFAULT_POLL_LIMITS } from '../normalize/instance';
import type { ComposeMediaStore } from './compose-media';
import type { ComposeMediaDraft } from './compose-media-draft';
import type { ComposeSnapshot } from './draft-record';
import { restoreInto, snapshotOf } from './post/compose-snapshot';
import {
  COMPOSE_VISIBILITIES,
  type ComposeDeps,
  type ComposeError,
  type ComposeMode,
  type ComposeVisibility,
  replyPrefill,
} from './post/compose-types';
import { clearSent } from './post/left-after-send';
import { PollDraft } from './post/poll-draft';
import { postRequest } from './post/post-request';
import { type PostKind, type PostOutcome, sendPost } from './post/send-post';
import { draftLength } from './post/text-length';

/**
 * The post form's draft and its sending (spec part 2 "Post form", §5 "Posting"), shared by
 * the terminal's composer and the web's post form:
 *
 * - blank text is refused (`post_status.empty_status_error`);
 * - text plus content warning, counted in code points, must fit the instance text limit;
 * - a failed send keeps the draft and its error; a retry of the unchanged draft reuses the
 *   idempotency key, so a post whose answer was lost cannot appear twice; any edit makes a
 *   new key;
 * - after success the form clears but keeps its visibility and content type;
 * - a form is a new post, a reply, a quote or an edit (`mode`); a reply id or a quote id is
 *   sent, never both; an edit sends no poll; a scheduled post goes out with `scheduled_at`.
 * Polls, scheduling, preview and edits live in `./post/`; this class composes them.
 *
 * Platform-free: no DOM, no Node.
 */

export {
  COMPOSE_VISIBILITIES,
  type ComposeDeps,
  type ComposeError,
  type ComposeMode,
  type ComposeVisibility,
} from './post/compose-types';

export { countChars, draftLength } from './post/text-length';

export class ComposeStore {
  text = '';
  spoilerText = '';
  visibility: ComposeVisibility = 'public';
  inReplyToId: string | null = null;
  quoteId: string | null = null;
  /** The status being edited; null for a new post. */
  editingId: string | null = null;
  /** One of the instance's post formats; null sends none (the server's default). */
  contentType: string | null = null;
  /** Whether the poll form is open (spec part 2 §4 "poll form visible"). */
  pollOpen = false;
  readonly poll: PollDraft;
  /** ISO 8601 time to publish at; null posts now. */
  scheduledAt: string | null = null;
  posting = false;
  error: ComposeError | null = null;
  /** The text the draft started with (a reply's mentions), to tell whether anything was typed. */
  initialText = '';
  /** Spec: submit is ignored while the emoji picker is open. */
  emojiPickerOpen = false;
  /**
   * The draft's files, their descriptions and the sensitive flag: loaded on first use
   * (`loadMedia`), so a form that never attaches anything does not carry the upload code
   * (the web's first page budget). Until then a restored draft's files wait in `pendingFiles`.
   */
  media: ComposeMediaStore | null = null;
  /** A restored draft's files until the media store loads (post/compose-snapshot.ts). */
  pendingFiles: ComposeMediaDraft | undefined = undefined;
  private mediaLoading: Promise<ComposeMediaStore> | null = null;
  private idempotencyKey: string | null = null;
  /** The last send's thrown error, for a face that words it itself (the CLI's exit codes). */
  failure: unknown = undefined;
  /** What the last successful send gave back (a scheduled post is not a status). */
  lastOutcome: PostOutcome | undefined = undefined;

  constructor(private readonly deps: ComposeDeps) {
    this.poll = new PollDraft(deps.pollLimits ?? (() => DEFAULT_POLL_LIMITS));
    makeObservable(this, {
      text: observable,
      spoilerText: observable,
      visibility: observable,
      inReplyToId: observable,
      quoteId: observable,
      editingId: observable,
      contentType: observable,
      pollOpen: observable,
      scheduledAt: observable,
      mode: computed,
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
      startQuote: action,
      replyTo: action,
      startEdit: action,
      setContentType: action,
      setPollOpen: action,
      setScheduledAt: action,
      dismissError: action,
      reset: action,
    });
  }

  get mode(): ComposeMode {
    if (this.editingId) return 'edit';
    if (this.inReplyToId) return 'reply';
    return this.quoteId ? 'quote' : 'new';
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
    return this.pendingFiles?.attachments.length ?? 0;
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
        media.restore(this.pendingFiles);
        this.media = media;
      });
      return media;
    });
    return this.mediaLoading;
  }

  setContentType(contentType: string | null): void {
    this.contentType = contentType;
    this.changed();
  }

  /** Edits carry no poll (spec part 2 §5), so an edit form never opens one. */
  setPollOpen(open: boolean): void {
    this.pollOpen = open && this.mode !== 'edit';
    this.changed();
  }

  setScheduledAt(at: string | null): void {
    this.scheduledAt = at;
    this.changed();
  }

  /** Answer a status by id alone (no mentions prefilled: the caller wrote the text). */
  replyTo(statusId: string): void {
    this.inReplyToId = statusId;
    this.quoteId = null;
    this.editingId = null;
    this.idempotencyKey = null;
  }

  /** Quote a status: a quote is never a reply too (spec part 2 §7). */
  startQuote(status: Pick<Status, 'id'>): void {
    this.quoteId = status.id;
    this.inReplyToId = null;
    this.editingId = null;
    this.error = null;
    this.idempotencyKey = null;
  }

  /** Edit one's own status from its source (`GET …/source`); no poll in edits (spec). */
  startEdit(source: StatusSource, visibility?: ComposeVisibility): void {
    this.editingId = source.id;
    this.inReplyToId = null;
    this.quoteId = null;
    this.text = source.text;
    this.initialText = source.text;
    this.spoilerText = source.spoilerText;
    this.contentType = source.contentType;
    if (visibility) this.visibility = visibility;
    this.pollOpen = false;
    this.scheduledAt = null;
    this.error = null;
    this.idempotencyKey = null;
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

  /** Start a reply: mentions, content warning and a scope no wider (see replyPrefill). */
  startReply(status: Status, self: Pick<Account, 'acct'> | undefined): void {
    const author = this.deps.entities.account(status.accountId);
    const prefill = replyPrefill(status, author?.acct, self?.acct, this.visibility);
    this.inReplyToId = status.id;
    this.quoteId = null;
    this.editingId = null;
    this.text = prefill.text;
    this.initialText = this.text;
    this.spoilerText = prefill.spoilerText;
    this.visibility = prefill.visibility;
    this.error = null;
    this.idempotencyKey = null;
  }

  /**
   * The form as plain data, for the draft store (see DraftStore): every field a draft must
   * keep goes here, and back in `restore` (post/compose-snapshot.ts).
   */
  snapshot(): ComposeSnapshot {
    return snapshotOf(this);
  }

  /** Continue a kept draft; it counts as typed, so Esc asks first. */
  restore(draft: ComposeSnapshot): void {
    restoreInto(this, draft);
    this.initialText = '';
    this.error = null;
    this.idempotencyKey = null;
  }

  dismissError(): void {
    this.error = null;
  }

  /** After a successful post the form clears but keeps visibility and content type (spec). */
  reset(): void {
    this.text = '';
    this.initialText = '';
    this.spoilerText = '';
    this.inReplyToId = null;
    this.quoteId = null;
    this.editingId = null;
    this.pollOpen = false;
    this.poll.reset();
    this.scheduledAt = null;
    this.error = null;
    this.idempotencyKey = null;
    this.pendingFiles = undefined;
    this.media?.reset();
  }

  /** Post the draft. Resolves true on success; errors land in `error`. */
  async submit(): Promise<boolean> {
    return (await this.send()) !== undefined;
  }

  /** Post the draft. Resolves the new status id, or undefined (the reason is in `error`). */
  async send(): Promise<string | undefined> {
    if (this.posting || this.emojiPickerOpen) return undefined;
    const problem = this.problem();
    if (problem) {
      runInAction(() => (this.error = problem));
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
      const sent = { text: this.text, spoilerText: this.spoilerText, mediaIds: media?.mediaIds };
      const outcome = await sendPost(this.deps.client(), this.request(key, media));
      this.lastOutcome = outcome;
      runInAction(() => {
        if (outcome.kind !== 'scheduled') this.deps.entities.ingest(outcome.answer.bundle);
        this.posting = false;
        clearSent(this, sent);
      });
      return this.announce(outcome.kind, outcome.id);
    } catch (error) {
      runInAction(() => {
        this.posting = false;
        this.error = { kind: 'server', detail: describeError(error) };
        this.failure = error;
      });
      return undefined;
    }
  }

  /** What is sent (post/post-request.ts). */
  private request(key: string, media: ComposeMediaStore | null = this.media) {
    return postRequest(this, key, media);
  }

  /** What a preview sends: the same post, no key (it is never stored). */
  previewDraft() {
    return this.request('').status;
  }

  private announce(kind: PostKind, id: string): string {
    if (kind === 'edit') this.deps.onEdited?.(id);
    else if (kind === 'scheduled') this.deps.onScheduled?.(id);
    else this.deps.onPosted?.(id);
    return id;
  }

  /** The first rule the draft breaks, checked before anything is sent (every face). */
  problem(): ComposeError | undefined {
    const poll = this.pollOpen && this.mode !== 'edit' ? this.poll.toNewPoll() : undefined;
    // "Can't post an empty status with no files": files (or a poll) alone make a post.
    if (this.text.trim() === '' && !poll && this.attachmentCount === 0) return { kind: 'empty' };
    if (this.overLimit) return { kind: 'too_long', length: this.length, limit: this.limit };
    if (this.pollOpen && this.mode !== 'edit') return this.poll.problem;
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
