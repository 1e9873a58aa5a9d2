import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useState } from 'react';
import { useModel, useT } from '../../app/hooks';

// The list itself is not part of the first frame: loaded when asked for.
const DraftsPanel = lazy(() => import('./DraftsPanel'));

/**
 * Above the post form: drafts kept from earlier (a closed tab, a failed send, another face)
 * are offered back, and open the drafts panel to continue or discard them. The draft the
 * form is writing right now is not counted.
 */
export const DraftsOffer = observer(function DraftsOffer() {
  const model = useModel();
  const t = useT();
  const [open, setOpen] = useState(false);
  const own = model.composerDraftId;
  const count = model.root.drafts.list().filter((draft) => draft.id !== own).length;
  return (
    <>
      {count > 0 ? (
        <p className="drafts-offer faint" role="status">
          {t('drafts.offer', { count })}{' '}
          <button type="button" className="button-link" onClick={() => setOpen(true)}>
            {t('drafts.show')}
          </button>
        </p>
      ) : null}
      {open ? (
        <Suspense fallback={null}>
          <DraftsPanel onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
});
