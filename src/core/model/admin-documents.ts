import { action, computed, makeObservable, observable, runInAction } from 'mobx';
import type { AdminPrivilege } from '../api/admin-common';
import { INSTANCE_DOCUMENTS, type InstanceDocumentName } from '../api/admin-documents';
import { type ModerationApi, moderationApi } from '../api/admin-moderation';
import type { AccountScope } from './account-scope';
import { markDeskFailed, runModeration } from './admin-failure';
import type { NoticeStore } from './notices';
import type { LoadState } from './pager';
import type { ScopeStoreKit } from './scope-store';

export interface AdminDocumentsDeps {
  api: () => ModerationApi;
  notices: NoticeStore;
}

/**
 * The instance documents (admins): one chosen at a time, its HTML as the server has it and
 * a draft the faces edit; save sends the draft, reset puts the shipped document back and
 * reads it again. Failures give the moderation desk's notice (a 403 names the privilege).
 */
export class AdminDocumentsStore {
  name: InstanceDocumentName = INSTANCE_DOCUMENTS[0];
  state: LoadState = 'idle';
  loadError: string | null = null;
  forbidden: AdminPrivilege | null = null;
  /** The document as last read or saved. */
  saved = '';
  draft = '';
  busy: string | null = null;

  constructor(private readonly deps: AdminDocumentsDeps) {
    makeObservable(this, {
      name: observable,
      state: observable,
      loadError: observable,
      forbidden: observable,
      saved: observable,
      draft: observable,
      busy: observable,
      modified: computed,
      edit: action,
    });
  }

  get modified(): boolean {
    return this.draft !== this.saved;
  }

  edit(text: string): void {
    this.draft = text;
  }

  /** Chooses a document (and reads it). */
  choose(name: InstanceDocumentName): Promise<void> {
    runInAction(() => {
      this.name = name;
    });
    return this.load();
  }

  async load(): Promise<void> {
    const name = this.name;
    runInAction(() => {
      this.state = 'loading';
      this.loadError = null;
    });
    try {
      const text = await this.deps.api().documents.get(name);
      if (name !== this.name) return;
      runInAction(() => {
        this.saved = text;
        this.draft = text;
        this.state = 'loaded';
        this.forbidden = null;
      });
    } catch (error) {
      if (name === this.name) markDeskFailed(this, error);
    }
  }

  /** Sends the draft; true when the server took it. */
  save(): Promise<boolean> {
    const { name, draft } = this;
    return runModeration(this, { busy: name, notices: this.deps.notices }, async () => {
      await this.deps.api().documents.set(name, draft);
      runInAction(() => {
        if (this.name === name) this.saved = draft;
      });
    });
  }

  /** Puts the shipped document back (the faces ask first) and reads it again. */
  async reset(): Promise<boolean> {
    const name = this.name;
    const ok = await runModeration(this, { busy: name, notices: this.deps.notices }, () =>
      this.deps
        .api()
        .documents.reset(name)
        .then(() => undefined),
    );
    if (ok) await this.load();
    return ok;
  }
}

/** The account's instance documents (`scope.use(adminDocumentsOf)`). */
export const adminDocumentsOf: ScopeStoreKit<AdminDocumentsStore> = {
  make: (scope: AccountScope) =>
    new AdminDocumentsStore({ api: () => moderationApi(scope.client), notices: scope.notices }),
};
