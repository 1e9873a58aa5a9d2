import type { Account } from '../../../core/domain/types';
import { pathFor } from '../../app/route-table';

/**
 * A profile address (spec part 2 §2): user-profile by name for local accounts, the
 * external-user-profile by id when the name is empty or carries a host.
 */
export function accountPath(account: Pick<Account, 'id' | 'acct'>): string {
  if (account.acct === '' || account.acct.includes('@')) {
    return pathFor('external-user-profile', { id: account.id });
  }
  return pathFor('user-profile', { name: account.acct });
}
