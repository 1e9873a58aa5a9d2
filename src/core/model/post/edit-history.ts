import { makeObservable, observable, runInAction } from 'mobx';
import type { PleromaClient, StatusVersion } from '../../api/client';
import { describeError } from '../../errors';

/** The versions of an edited status, newest first (spec part 2: the edit-history modal). */
export class EditHistory {
  versions: StatusVersion[] = [];
  loading = false;
  error: string | null = null;

  constructor(
    private readonly client: () => PleromaClient,
    readonly statusId: string,
  ) {
    makeObservable(this, { versions: observable.ref, loading: observable, error: observable });
  }

  async load(): Promise<void> {
    runInAction(() => {
      this.loading = true;
    });
    try {
      const versions = await this.client().statuses.history(this.statusId);
      runInAction(() => {
        // The server lists oldest first; the latest version is what a reader wants first.
        this.versions = [...versions].reverse();
        this.error = null;
      });
    } catch (error) {
      runInAction(() => {
        this.error = describeError(error);
      });
    } finally {
      runInAction(() => {
        this.loading = false;
      });
    }
  }
}
