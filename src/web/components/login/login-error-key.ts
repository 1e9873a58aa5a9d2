import type { LoginErrorCode } from '../../../core/model/login-errors';
import type { TranslationKey } from '../../../shared/i18n';

/** Spec part 1 §8: what the login banner says for each error code. */
export const LOGIN_ERROR_KEYS: Record<LoginErrorCode, TranslationKey> = {
  wrong_credentials: 'login.error.wrong_credentials',
  server_error: 'login.error.generic',
  network: 'login.error.network',
  mfa_required: 'login.mfa_unavailable',
  password_grant_refused: 'login.error.password_grant_refused',
  token_without_user: 'login.error.token_without_user',
  code_rejected: 'login.error.code_rejected',
  mfa_invalid: 'login.error.mfa_invalid',
  password_reset_required: 'login.error.password_reset_required',
  account_is_disabled: 'login.error.account_is_disabled',
  awaiting_approval: 'login.error.awaiting_approval',
  missing_confirmed_email: 'login.error.missing_confirmed_email',
};
