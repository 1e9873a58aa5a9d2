import type { ComposeStore } from '../../core/model/compose';
import { createCompose } from '../../core/model/post/create-compose';
import { PostModalStore } from '../../core/model/post/post-dialogs';
import type { WebModel } from './web-model';

/** The post form's stores: the sidebar form's draft and the post dialogs. */
export interface PostStores {
  /** The post form's draft; it survives a failed post and navigation. */
  readonly composer: ComposeStore;
  /** The new-post, reply, quote, edit and edit-history dialogs. */
  readonly postModals: PostModalStore;
}

/**
 * The model's post stores, made on first use. Only the lazy chunks that post (the form,
 * the dialogs, a status's post links and action bar, the drafts) import this module, so
 * the post form's model is not in the first load (web budget, bin/web-budget.mjs).
 */
export function postStoresOf(model: WebModel): PostStores {
  model.postStores ??= {
    composer: createCompose(model.root, { onPosted: (id) => showOwnPost(model, id) }),
    postModals: new PostModalStore(model.root, (id) => showOwnPost(model, id)),
  };
  return model.postStores;
}

/**
 * The core shows a new post at the top of home at once (spec); "just now" needs a tick. A
 * new thread is scrolled into view when home is on screen, even if it had restored a reading
 * position further down (the terminal's cursor does the same: use-follow-own-post). A reply
 * joins its conversation and moves nothing.
 */
function showOwnPost(model: WebModel, statusId: string | undefined): void {
  model.ticker.refresh();
  if (statusId === undefined || model.root.entities.status(statusId)?.inReplyToId) return;
  if (model.root.timelines.get({ type: 'home' }).watchers > 0) window.scrollTo({ top: 0 });
}
