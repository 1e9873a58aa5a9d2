import type { LocaleTree } from '../locale-types';

/**
 * English `common` words of the two-factor sign-in step (spec part 1 §2 code and recovery
 * forms, §8 a refused code), under `login` like the rest of signing in: en/index.ts joins
 * them to `common`; the web adds them with the two-factor form's chunk (useFeatureWords),
 * not in its first load (web budget).
 */
export const twoFactorWords = {
  login: {
    authentication_code: 'Authentication code',
    recovery_code: 'Recovery code',
    enter_two_factor_code: 'Enter a two-factor code',
    enter_recovery_code: 'Enter a recovery code',
    heading: {
      totp: 'Two-factor authentication',
      recovery: 'Two-factor recovery',
    },
    error: {
      mfa_invalid: '{{detail}}',
    },
    verify: 'Verify',
    mfa_cancel: 'Cancel',
    mfa_for: 'Two-factor code for @{{name}}',
  },
} satisfies LocaleTree;
