import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/core/errors';
import { classifyLoginError } from '../../src/core/model/login-errors';

/**
 * A right password on an account that may not sign in: Pleroma answers 403 with its words and
 * an identifier (OAuthController.handle_token_exchange_error). The login says why, not
 * "An error occurred" nor "This server requires a login".
 */
const refusal = (body: unknown) => new ApiError(403, body, 'HTTP 403', { authenticated: false });

describe('classifyLoginError on an account refusal', () => {
  it.each([
    ['Your account is currently disabled', 'account_is_disabled', 'account_is_disabled'],
    ['Your account is awaiting approval.', 'awaiting_approval', 'awaiting_approval'],
    [
      'Your login is missing a confirmed e-mail address',
      'missing_confirmed_email',
      'missing_confirmed_email',
    ],
  ] as const)('"%s" (%s) is %s, its detail the server\'s words', (error, identifier, code) => {
    const result = classifyLoginError(refusal({ error, identifier }));
    expect(result).toEqual({ code, detail: error });
  });

  it('leaves other refusals as they were: a wrong password, an unknown 403', () => {
    expect(
      classifyLoginError(new ApiError(400, { error: 'Invalid credentials' }, 'HTTP 400')).code,
    ).toBe('wrong_credentials');
    expect(classifyLoginError(refusal({ error: 'Something else' })).code).not.toMatch(
      /account_is_disabled|awaiting_approval|missing_confirmed_email/,
    );
  });
});
