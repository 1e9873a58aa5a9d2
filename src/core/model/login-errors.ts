import { browserFallbackReason } from '../auth/oauth-flow';
import { ApiError, describeError, NetworkError } from '../errors';

/** What the login screen shows (spec part 1 §8 error catalogue). */
export type LoginErrorCode =
  | 'wrong_credentials'
  | 'server_error'
  | 'network'
  | 'mfa_required'
  /** The server offers no password login: continue in the browser (oauth-flow.ts). */
  | 'password_grant_refused'
  /** The password gave a token bound to no user: continue in the browser. */
  | 'token_without_user'
  /** The server refused the returned code, or it belongs to no sign-in this client started. */
  | 'code_rejected'
  /** Spec part 1 §8: the server wants a new password first (identifier password_reset_required). */
  | 'password_reset_required'
  /** Spec part 1 §8: the two-factor or recovery code was refused (its text is `detail`). */
  | 'mfa_invalid'
  /** The password was right but a moderator deactivated the account (Pleroma 403 account_is_disabled). */
  | 'account_is_disabled'
  /** The registration waits for a moderator's approval (Pleroma 403 awaiting_approval). */
  | 'awaiting_approval'
  /** The e-mail address is not confirmed yet (Pleroma 403 missing_confirmed_email). */
  | 'missing_confirmed_email';

/**
 * Pleroma's refusals of a right password (OAuthController.handle_token_exchange_error: 403
 * with these identifiers): the codes are the identifiers.
 */
const ACCOUNT_REFUSALS: readonly LoginErrorCode[] = [
  'account_is_disabled',
  'awaiting_approval',
  'missing_confirmed_email',
];

/** Errors after which the faces offer (or start) the browser sign-in. */
export const BROWSER_LOGIN_CODES: readonly LoginErrorCode[] = [
  'password_grant_refused',
  'token_without_user',
];

export interface LoginError {
  code: LoginErrorCode;
  /** The server's or transport's own words, for logs and the CLI. */
  detail: string;
  /** With `mfa_required`: the token the two-factor step trades with its code. */
  mfaToken?: string;
}

/** Which login error a failed step means; `stage` is the step that failed. */
export function classifyLoginError(
  error: unknown,
  stage: 'token' | 'verify' | 'code' | 'mfa' = 'token',
): LoginError {
  const detail = describeError(error);
  if (error instanceof NetworkError) return { code: 'network', detail };
  if (stage === 'mfa' && error instanceof ApiError && error.status >= 400 && error.status < 500) {
    return { code: 'mfa_invalid', detail: error.serverMessage ?? detail };
  }
  const record = error instanceof ApiError ? bodyRecord(error.body) : {};
  if (record.identifier === 'password_reset_required') {
    return { code: 'password_reset_required', detail };
  }
  const refusal = ACCOUNT_REFUSALS.find((code) => code === record.identifier);
  if (refusal && error instanceof ApiError && error.status === 403)
    return { code: refusal, detail: error.serverMessage ?? detail };
  // A wrong, used or expired code: no password was involved, so no "wrong password".
  if (
    stage === 'code' &&
    error instanceof ApiError &&
    (error.status === 400 || error.status === 401)
  )
    return { code: 'code_rejected', detail };
  const fallback = stage === 'code' || stage === 'mfa' ? null : browserFallbackReason(error, stage);
  if (fallback) return { code: fallback, detail };
  if (error instanceof ApiError) {
    const text = (error.serverMessage ?? '').toLowerCase();
    if (text.includes('mfa_required')) {
      const mfaToken = typeof record.mfa_token === 'string' ? record.mfa_token : undefined;
      return mfaToken
        ? { code: 'mfa_required', detail, mfaToken }
        : { code: 'mfa_required', detail };
    }
    // Pleroma answers 400 "Invalid credentials" to a wrong password; Mastodon 401 / invalid_grant.
    if (
      error.status === 401 ||
      (error.status === 400 && /invalid[_ ]?(credentials|grant)/.test(text))
    ) {
      return { code: 'wrong_credentials', detail };
    }
  }
  return { code: 'server_error', detail };
}

function bodyRecord(body: unknown): Record<string, unknown> {
  return typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
}
