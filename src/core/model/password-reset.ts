import { action, makeObservable, observable, runInAction } from 'mobx';
import type { PleromaClient } from '../api/client';
import { signUpApi } from '../api/sign-up';
import { ApiError, describeError, NetworkError } from '../errors';
import type { LoggerPort } from '../ports';

/** Spec part 1 §4 password reset: idle, pending, success (204), throttled (429), error. */
export type PasswordResetState = 'idle' | 'pending' | 'success' | 'throttled' | 'error';

/**
 * Asking the server to mail a password-reset link (spec part 1 §4, §7, §8). A 429 is
 * `throttled` ("You have reached the limit of attempts, try again later."), anything else
 * that fails is `error` with its detail; `dismiss` closes the box (back to idle).
 */
export class PasswordResetStore {
  state: PasswordResetState = 'idle';
  /** The failure's own words (the faces show the generic text; the CLI adds this). */
  detail = '';
  /** The last failure was the network (no answer), not the server. */
  unreachable = false;

  constructor(
    private readonly client: () => PleromaClient,
    private readonly logger: LoggerPort,
  ) {
    makeObservable(this, { state: observable, detail: observable, dismiss: action });
  }

  async request(email: string): Promise<PasswordResetState> {
    if (this.state === 'pending' || email.trim() === '') return this.state;
    runInAction(() => {
      this.state = 'pending';
      this.detail = '';
    });
    this.unreachable = false;
    let next: PasswordResetState = 'success';
    let detail = '';
    try {
      await signUpApi(this.client()).requestPasswordReset(email.trim());
    } catch (error) {
      this.logger.warn('Password reset request failed', error);
      next = error instanceof ApiError && error.status === 429 ? 'throttled' : 'error';
      detail = describeError(error);
      this.unreachable = error instanceof NetworkError;
    }
    runInAction(() => {
      this.state = next;
      this.detail = detail;
    });
    return next;
  }

  dismiss(): void {
    this.state = 'idle';
    this.detail = '';
  }
}
