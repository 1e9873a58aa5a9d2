import { makeObservable, observable, runInAction } from 'mobx';
import type { AdminPrivilege } from '../api/admin-common';
import type { EmojiPack } from '../api/admin-emoji';
import { type ModerationApi, moderationApi } from '../api/admin-moderation';
import type { AccountScope } from './account-scope';
import { markDeskFailed, runModeration } from './admin-failure';
import type { NoticeStore } from './notices';
import type { LoadState } from './pager';
import type { ScopeStoreKit } from './scope-store';

/** The instance's emoji packs with their counts; reload asks the server to reread them. */
export class AdminEmojiStore {
  state: LoadState = 'idle';
  loadError: string | null = null;
  forbidden: AdminPrivilege | null = null;
  packs: EmojiPack[] = [];
  busy: string | null = null;

  constructor(
    private readonly api: () => ModerationApi,
    private readonly notices: NoticeStore,
  ) {
    makeObservable(this, {
      state: observable,
      loadError: observable,
      forbidden: observable,
      packs: observable.ref,
      busy: observable,
    });
  }

  async load(): Promise<void> {
    runInAction(() => {
      this.state = 'loading';
      this.loadError = null;
    });
    try {
      const packs = await this.api().emoji.packs();
      runInAction(() => {
        this.packs = packs;
        this.state = 'loaded';
        this.forbidden = null;
      });
    } catch (error) {
      markDeskFailed(this, error);
    }
  }

  /** Reloads the emoji on the server, then lists the packs again; true when it took it. */
  async reload(): Promise<boolean> {
    const ok = await runModeration(this, { busy: 'reload', notices: this.notices }, () =>
      this.api().emoji.reload(),
    );
    if (ok) await this.load();
    return ok;
  }
}

/** The account's emoji packs desk (`scope.use(adminEmojiOf)`). */
export const adminEmojiOf: ScopeStoreKit<AdminEmojiStore> = {
  make: (scope: AccountScope) =>
    new AdminEmojiStore(() => moderationApi(scope.client), scope.notices),
};
