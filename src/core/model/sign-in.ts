import { runInAction } from 'mobx';
import type { TimelineKind } from '../api/client';
import type { Account } from '../domain/types';
import type { LoggerPort } from '../ports';
import { classifyLoginError, type LoginError } from './login-errors';
import type { RootStore } from './root';
import type { SessionStore, StoredAccount } from './session';

/** How an account signs in; every face hands one of these to `RootStore.signIn`. */
export type SignInRequest = (
  | { method: 'password'; server: string; username: string; password: string }
  /**
   * The server's sign-in page sent the user back: the redirect's code and state, or what
   * was pasted (the code or the whole redirect address). See `SessionStore.loginWithCode`.
   */
  | { method: 'code'; server: string; returned: string | { code: string; state?: string } }
  /**
   * The two-factor step after a password answered `mfa_required`: a TOTP or recovery code
   * (which one: the session's auth flow strategy). See `SessionStore.verifyMfa`.
   */
  | { method: 'mfa'; code: string }
  /** An access token made elsewhere (verified before it is stored). */
  | { method: 'token'; server: string; token: string }
  /** The stored login, verified with the server (the UIs at start). */
  | { method: 'stored' }
  /**
   * A stored login taken up without a verify round trip (scripts make one request per
   * command, and a rejected token surfaces as that request's 401/403 anyway).
   */
  | { method: 'resume'; key?: string }
) & {
  /**
   * Run the start-up steps after sign-in (instance, user stream, mutes, markers,
   * notifications). Default: yes, except for `resume`; `petrel login` only stores.
   */
  startUp?: boolean;
  /**
   * The timeline the face shows first (the terminal: home): its page goes out beside the
   * instance documents and the rest of the start-up waits for it (`afterSignInBehind`).
   */
  firstView?: TimelineKind;
};

export type SignInResult =
  | { ok: true; account: Account | undefined }
  /** `error` is null when there was nothing to sign in with (no stored login). */
  | { ok: false; error: LoginError | null };

export interface SignInDeps {
  session: SessionStore;
  logger: LoggerPort;
  /** The root's `resumeStored` (opens the scope without a request). */
  resume: (key?: string) => StoredAccount | undefined;
  /** The start-up steps (the root's `afterSignIn`, or `afterSignInBehind` with a first view). */
  startUp: (firstView?: TimelineKind) => Promise<void>;
}

/**
 * The one sign-in sequence (issue 8: it existed once per face). The session verifies and
 * stores the login and the root opens the account's scope; then the start-up steps run.
 * A failing start-up step is logged, not fatal: the timeline works without instance info.
 */
export async function signInWith(request: SignInRequest, deps: SignInDeps): Promise<SignInResult> {
  const { session } = deps;
  let result: SignInResult;
  switch (request.method) {
    case 'password':
    case 'code': {
      const ok =
        request.method === 'password'
          ? await session.login(request.server, request.username, request.password)
          : await session.loginWithCode(request.server, request.returned);
      result = ok ? { ok, account: session.account } : { ok, error: session.loginError };
      break;
    }
    case 'mfa': {
      const ok = await session.verifyMfa(request.code);
      result = ok ? { ok, account: session.account } : { ok, error: session.loginError };
      break;
    }
    case 'token':
      result = await caught(() => session.adoptToken(request.server, request.token));
      break;
    case 'stored':
      result = await caught(async () => {
        if (!(await session.restore())) return null;
        return session.account;
      });
      break;
    case 'resume': {
      const stored = deps.resume(request.key);
      result = stored ? { ok: true, account: session.account } : { ok: false, error: null };
      break;
    }
  }
  // Resumed offline: the start-up steps wait until the server answers (./reconnect.ts).
  if (result.ok && !session.offline && (request.startUp ?? request.method !== 'resume')) {
    try {
      await deps.startUp(request.firstView);
    } catch (error) {
      deps.logger.warn('After sign-in steps failed', error);
    }
  }
  return result;
}

/** A sign-in that throws: its error becomes the result (null: nothing to sign in with). */
async function caught(run: () => Promise<Account | undefined | null>): Promise<SignInResult> {
  try {
    const account = await run();
    return account === null ? { ok: false, error: null } : { ok: true, account };
  } catch (error) {
    return { ok: false, error: classifyLoginError(error) };
  }
}

/**
 * Sign in beside the account that is signed in (adding one, issue 12): the core's one
 * sign-in sequence, and when it fails the account signed in before is active again (its
 * scope was never left), with the failure kept as the session's login error so the form
 * shows it. With no account signed in it is the plain sign-in. The web's login form and
 * the terminal's "Add account" both go through here.
 */
export async function signInBeside(root: RootStore, request: SignInRequest): Promise<SignInResult> {
  const before = root.scope.account?.key;
  const result = await root.signIn(request);
  if (result.ok) return result;
  const error = result.error ?? root.session.loginError;
  if (before && root.session.storedAccounts.some((a) => a.key === before)) {
    await root.switchTo(before);
  }
  runInAction(() => {
    root.session.loginError = error;
  });
  return result;
}
