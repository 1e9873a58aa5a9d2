import type { LocaleTree } from '../locale-types';

/**
 * English `common` words of registration and password reset (spec part 1 §2, §5, §8),
 * after Pleroma-FE's `registration.*` and `password_reset.*` keys. en/index.ts joins them
 * to `common`; the web adds them with those screens' chunks (web budget).
 */
export const signUpWords = {
  registration: {
    registration: 'Registration',
    register: 'Register',
    username: 'Username',
    fullname: 'Display name',
    email: 'Email',
    email_optional: 'Email (optional)',
    password: 'Password',
    password_confirm: 'Password confirmation',
    birthday: 'Birthday',
    birthday_optional: 'Birthday (optional)',
    reason: 'Reason to register',
    reason_placeholder:
      'This instance approves registrations manually. Let the administration know why you want to register.',
    bio: 'Bio',
    bio_optional: 'Bio (optional)',
    language: 'Preferred language (optional, comma-separated)',
    captcha: 'CAPTCHA',
    new_captcha: 'Click the image to get a new captcha',
    invite: 'You were invited: the invite is sent with your registration.',
    pending: 'Registering…',
    errors_heading: 'The server did not accept the registration:',
    waiting: 'You have been registered.',
    validations: {
      username_required: 'cannot be left blank',
      fullname_required: 'cannot be left blank',
      email_required: 'cannot be left blank',
      password_required: 'cannot be left blank',
      password_confirmation_required: 'cannot be left blank',
      password_confirmation_match: 'should be the same as password',
      birthday_required: 'cannot be left blank',
      birthday_min_age: 'must be on or before {{date}}',
      reason_required: 'cannot be left blank',
      captcha_required: 'cannot be left blank',
    },
  },
  password_reset: {
    forgot_password: 'Forgot password?',
    password_reset: 'Password reset',
    instruction: 'Enter your email address. We will send you a link to reset your password.',
    placeholder: 'Your email',
    submit: 'Send the link',
    check_email: 'Check your email for a link to reset your password.',
    return_home: 'Return to the home page',
    too_many_requests: 'You have reached the limit of attempts, try again later.',
    password_reset_disabled:
      'Password reset is disabled. Please contact your instance administrator.',
    password_reset_required: 'You must reset your password to log in.',
    password_reset_required_but_mailer_is_disabled:
      'You must reset your password, but password reset is disabled. Please contact your instance administrator.',
  },
} satisfies LocaleTree;
