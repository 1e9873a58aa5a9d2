import { canEdit, canQuote, hasEditHistory } from '../../../core';
import type { Status } from '../../../core/domain/types';
import type { AppServices } from '../app-context';

/**
 * `Q` quote, `e` edit, `H` edit history on a status: offered only where the spec allows
 * (instance support, the status's scope, its author); otherwise a notice says why.
 */
export function runPostFormAction(
  services: AppServices,
  action: 'status.quote' | 'status.edit' | 'status.edit_history',
  status: Status,
): void {
  const { root, nav } = services;
  const selfId = root.session.accountId ?? undefined;
  const caps = root.instance.capabilities;
  switch (action) {
    case 'status.quote':
      if (canQuote(status, selfId, caps.quotes))
        nav.openCompose(null, undefined, { mode: 'quote', statusId: status.id });
      else root.notices.add('info', 'tui.post_actions.quote_unavailable');
      return;
    case 'status.edit':
      if (canEdit(status, selfId, caps.editing))
        nav.openCompose(null, undefined, { mode: 'edit', statusId: status.id });
      else root.notices.add('info', 'tui.post_actions.edit_unavailable');
      return;
    case 'status.edit_history':
      if (hasEditHistory(status)) nav.openHistory(status.id);
      else root.notices.add('info', 'tui.post_actions.history_none');
      return;
  }
}
