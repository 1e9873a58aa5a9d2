import { action, makeObservable, observable, runInAction } from 'mobx';
import type { Status } from '../../domain/types';
import { describeError } from '../../errors';
import type { ComposeStore } from '../compose';
import type { RootStore } from '../root';
import { createCompose } from './create-compose';
import { loadEdit } from './start-edit';

/** Which post dialog is open (spec: new-post, edit and edit-history modals). */
export type PostModal =
  | { readonly kind: 'new' | 'reply' | 'quote' | 'edit'; readonly statusId?: string }
  | { readonly kind: 'history'; readonly statusId: string };

/**
 * The post dialogs of the web: each form dialog gets its own draft (a ComposeStore), so
 * quoting or editing never touches what the sidebar form holds.
 */
export class PostModalStore {
  open: PostModal | null = null;
  composer: ComposeStore | null = null;
  /** Why the edit could not start (the source did not load). */
  error: string | null = null;

  constructor(
    private readonly root: RootStore,
    /** After a post (its id), an edit or a scheduled post. */
    private readonly onPosted: (statusId?: string) => void,
  ) {
    makeObservable(this, {
      open: observable.ref,
      composer: observable.ref,
      error: observable,
      show: action,
      close: action,
      showHistory: action,
    });
  }

  /** A new post (the floating button), a reply, a quote or an edit of `status`. */
  show(kind: 'new' | 'reply' | 'quote' | 'edit', status?: Status): void {
    // A second click on the same entry keeps the dialog and what was typed in it.
    if (this.open?.kind === kind && this.open.statusId === status?.id) return;
    const done = (statusId?: string) => {
      this.onPosted(statusId);
      this.close();
    };
    const composer = createCompose(this.root, {
      replyTo: kind === 'reply' ? status?.id : null,
      onPosted: (id) => done(id),
      onEdited: () => done(),
      onScheduled: () => done(),
    });
    if (kind === 'quote' && status) composer.startQuote(status);
    this.composer = composer;
    this.error = null;
    this.open = { kind, statusId: status?.id };
    if (kind === 'edit' && status) {
      loadEdit(this.root, composer, status).catch((error: unknown) =>
        runInAction(() => {
          this.error = describeError(error);
        }),
      );
    }
  }

  showHistory(statusId: string): void {
    this.composer = null;
    this.open = { kind: 'history', statusId };
  }

  close(): void {
    this.open = null;
    this.composer = null;
    this.error = null;
  }
}
