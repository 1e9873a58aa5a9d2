/**
 * English `common` words of a right password on an account that may not sign in (Pleroma's
 * own words, OAuthController.handle_token_exchange_error), under `login.error`: en/index.ts
 * joins them to `common`; the web adds them with the login banner's chunk (useFeatureWords),
 * not in its first load (web budget).
 */
export const loginRefusalWords = {
  login: {
    error: {
      account_is_disabled: 'Your account is currently disabled.',
      awaiting_approval: 'Your account is awaiting approval.',
      missing_confirmed_email: 'Your login is missing a confirmed e-mail address.',
    },
  },
};
