import { observer } from 'mobx-react-lite';
import { lazy, Suspense } from 'react';
import { statusActionAvailability } from '../../../core/model/status-rules';
import { useModel, useT } from '../../app/hooks';
import type { KeyStatusDialog as Dialog } from './status-action-keys';

// The status's own dialogs (confirmations, reactions, report, who-acted): one chunk with the
// action bar's, loaded when a key first opens one.
const StatusDialogLayer = lazy(() => import('../status/StatusDialogLayer'));

/**
 * A status dialog a key opened on the selected entry: the same dialog the action bar opens,
 * with the same availability, so a key confirms exactly as a click does.
 */
export const KeyStatusDialog = observer(function KeyStatusDialog({
  open,
  onClose,
}: {
  open: { dialog: Dialog; entryId: string };
  onClose: () => void;
}) {
  const model = useModel();
  const t = useT();
  const { root } = model;
  const status = root.entities.shown(open.entryId);
  const ownId = root.session.accountId;
  if (!status || !ownId) return null;
  const me = root.session.account ?? { id: ownId, privileges: [] };
  const can = statusActionAvailability(status, me, root.instance.capabilities);
  return (
    <Suspense fallback={null}>
      <StatusDialogLayer
        dialog={open.dialog}
        status={status}
        model={model}
        t={t}
        can={can}
        onOpen={() => undefined}
        onClose={onClose}
      />
    </Suspense>
  );
});
