import type { Account } from '../core/domain/types';
import { ApiError } from '../core/errors';
import type { RootStore } from '../core/model/root';
import { CliError, ExitCode } from './exit-codes';

/**
 * An account by name (`bob`, `dave@remote.example`), falling back to treating the name as
 * an id when the lookup answers 404 (spec part 1 §7).
 */
export async function lookupAccount(
  from: { readonly client: Pick<RootStore['client'], 'accounts'> },
  name: string,
): Promise<Account> {
  const client = from.client;
  const acct = name.replace(/^@/, '');
  try {
    return await client.accounts.lookup(acct);
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 404) throw error;
  }
  try {
    return await client.accounts.fetch(acct);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) {
      throw new CliError(`Sorry, this profile does not exist: ${acct}`, ExitCode.server);
    }
    throw error;
  }
}

/** A status the server does not have (or hides from this login): one sentence, exit 5. */
export function statusNotFound(id: string): CliError {
  return new CliError(`Status not found: ${id}`, ExitCode.server);
}

/** One status by id; a 404 reads "Status not found" instead of the server's own words. */
export async function fetchStatus(
  root: RootStore,
  id: string,
): Promise<Awaited<ReturnType<RootStore['client']['statuses']['fetch']>>> {
  try {
    return await root.client.statuses.fetch(id);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw statusNotFound(id);
    throw error;
  }
}
