import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/core/errors';
import {
  accountNameOf,
  accountNameProblem,
  aliasNameOf,
  emailChangeProblem,
  isWrongPassword,
  passwordChangeProblem,
} from '../../../src/core/model/account-security';

/** The security tab's local checks (spec part 2 §7), shared by the web and `petrel account`. */
describe('account security checks', () => {
  it('a password change needs the current password and a confirmed new one', () => {
    expect(passwordChangeProblem('', 'n', 'n')).toBe('no_password');
    expect(passwordChangeProblem('c', '', '')).toBe('no_new_password');
    expect(passwordChangeProblem('c', 'new', 'nwe')).toBe('password_mismatch');
    expect(passwordChangeProblem('c', 'new', 'new')).toBeUndefined();
  });

  it('an email change takes an address or "" (removal), with the password', () => {
    expect(emailChangeProblem('', 'a@b.example')).toBe('no_password');
    expect(emailChangeProblem('p', 'a b@c')).toBe('bad_email');
    expect(emailChangeProblem('p', 'nobody')).toBe('bad_email');
    expect(emailChangeProblem('p', '')).toBeUndefined();
    expect(emailChangeProblem('p', 'a@b.example')).toBeUndefined();
  });

  it('an alias or move target is name or name@host, a leading @ dropped', () => {
    expect(accountNameProblem('bob')).toBeUndefined();
    expect(accountNameProblem('@bob@social.example')).toBeUndefined();
    expect(accountNameProblem('bob@127.0.0.1:4000')).toBeUndefined();
    expect(accountNameProblem('not a name')).toBe('bad_account_name');
    expect(accountNameProblem('')).toBe('bad_account_name');
    expect(accountNameOf(' @bob@social.example ')).toBe('bob@social.example');
  });

  it('an alias listed as an address is removed by name@host (Pleroma lists names already)', () => {
    expect(aliasNameOf('https://social.example/users/bob')).toBe('bob@social.example');
    expect(aliasNameOf('http://127.0.0.1:4000/users/dana')).toBe('dana@127.0.0.1:4000');
    expect(aliasNameOf('https://masto.example/@carol')).toBe('carol@masto.example');
    expect(aliasNameOf('bob@social.example')).toBe('bob@social.example');
  });

  it('tells a refused password from a refused login token', () => {
    const said = (status: number, error: string) =>
      new ApiError(status, { error }, error, { authenticated: true });
    expect(isWrongPassword(said(403, 'Invalid password.'))).toBe(true);
    expect(isWrongPassword(said(422, 'Invalid password.'))).toBe(true);
    expect(isWrongPassword(said(403, 'Invalid credentials.'))).toBe(false);
    expect(isWrongPassword(said(400, 'Invalid password.'))).toBe(false);
    expect(isWrongPassword(new Error('Invalid password.'))).toBe(false);
  });
});
