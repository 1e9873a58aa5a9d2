import type { Capabilities } from '../api/capabilities';
import type { ClockPort } from '../ports';
import type { AccountScope } from './account-scope';
import type { NoticeStore } from './notices';
import { StatusActions } from './status-actions';

/**
 * Status actions for one account scope (loaded with them, on first use, so the web's first
 * frame does not carry their code). Its poll refreshes run on the scope's scheduler and so
 * end with the scope.
 */
export function statusActionsFor(
  scope: AccountScope,
  shared: { notices: NoticeStore; clock: ClockPort; capabilities: () => Capabilities },
): StatusActions {
  const own = () => scope.account?.accountId ?? null;
  return new StatusActions({
    client: () => scope.client,
    entities: scope.entities,
    notices: shared.notices,
    scheduler: scope.scheduler,
    now: () => shared.clock.now(),
    ownAccountId: own,
    me: () => {
      const id = own();
      return id ? scope.entities.account(id) : undefined;
    },
    capabilities: shared.capabilities,
    statusDeleted: (id) => {
      scope.timelines.markDeleted(id);
      scope.conversations.statusDeleted(id);
    },
  });
}
