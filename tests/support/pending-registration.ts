import type { Sandbox } from '../../src/sandbox/index';

/** A local registration awaiting approval in the sandbox (password `sandbox`), as pat is. */
export function pendingRegistration(sandbox: Sandbox, username: string): void {
  const user = sandbox.state.registerUser({
    username,
    password: 'sandbox',
    email: `${username}@sandbox.invalid`,
    displayName: username,
    note: '',
    birthday: null,
  });
  user.approved = false;
}
