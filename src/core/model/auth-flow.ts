import { action, makeObservable, observable } from 'mobx';

/** Spec part 1 §3 auth-flow strategy: how the login form asks for the next proof. */
export type AuthStrategy = 'password' | 'token' | 'totp' | 'recovery';

/**
 * The spec's auth flow (part 1 §4): it starts at `password`; a server answering that MFA
 * is required moves it to `totp` with the answer's `mfa_token`; from `totp` the user may
 * switch to `recovery` and back, or cancel (back to `password`, the token dropped). A
 * successful login resets it. `token` is the login screen's token mode (sign in on the
 * server's page only), the strategy cancel returns to when the form starts in it.
 */
export class AuthFlow {
  strategy: AuthStrategy;
  /** Spec: the flow's settings keep the `mfa_token` until the code step ends. */
  mfaToken: string | null = null;
  /** The account the two-factor step is for (shown beside the code form). */
  username: string | null = null;
  /** The server that asked for the code (another account may be active meanwhile). */
  server: string | null = null;

  private initial: 'password' | 'token';

  constructor(initial: 'password' | 'token' = 'password') {
    this.initial = initial;
    this.strategy = initial;
    makeObservable(this, {
      strategy: observable,
      mfaToken: observable,
      username: observable,
      requireMfa: action,
      switchToRecovery: action,
      switchToTotp: action,
      cancel: action,
      reset: action,
      setMode: action,
    });
  }

  /** Whether a two-factor code form is showing (`totp` or `recovery`). */
  get awaitingCode(): boolean {
    return (this.strategy === 'totp' || this.strategy === 'recovery') && this.mfaToken !== null;
  }

  /** The password step answered `mfa_required`: ask for the authentication code. */
  requireMfa(mfaToken: string, username: string | null = null, server: string | null = null): void {
    this.mfaToken = mfaToken;
    this.username = username;
    this.server = server;
    this.strategy = 'totp';
  }

  /** From the code form: use a recovery code instead. */
  switchToRecovery(): void {
    if (this.strategy === 'totp') this.strategy = 'recovery';
  }

  /** From the recovery form: back to the authentication code. */
  switchToTotp(): void {
    if (this.strategy === 'recovery') this.strategy = 'totp';
  }

  /** Cancel the two-factor step: back to the password form. */
  cancel(): void {
    this.mfaToken = null;
    this.username = null;
    this.server = null;
    this.strategy = this.initial === 'token' ? 'token' : 'password';
  }

  /** The server's login method (token mode or password); a two-factor step is kept. */
  setMode(mode: 'password' | 'token'): void {
    this.initial = mode;
    if (!this.awaitingCode) this.strategy = mode;
  }

  /** After a successful login (or a logout): the flow starts over. */
  reset(): void {
    this.cancel();
  }
}
