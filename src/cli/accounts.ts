import { matchAccount } from '../core/model/account-names';
import type { StoredAccount } from '../core/model/session';
import { CliError, ExitCode, usageError } from './exit-codes';

/**
 * The stored account a name on the command line means (`--account`, `--as`,
 * `petrel accounts use|remove`): exit 3 when none is stored under it, 2 when the name fits
 * several.
 */
export function storedAccountNamed(
  accounts: readonly StoredAccount[],
  name: string,
): StoredAccount {
  const match = matchAccount(accounts, name);
  if (match.kind === 'found') return match.account;
  if (match.kind === 'ambiguous') {
    throw usageError(
      `"${name}" fits several accounts (${match.keys.join(', ')}): give more of the name`,
    );
  }
  const known = accounts.map((a) => a.key).join(', ');
  throw new CliError(
    accounts.length === 0
      ? `No account "${name}": nobody is logged in. Run \`petrel login --server URL\` first.`
      : `No account "${name}" is logged in (logged in: ${known}). See \`petrel accounts\`.`,
    ExitCode.notLoggedIn,
  );
}
