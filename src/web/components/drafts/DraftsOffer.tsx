import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { useModel, useT } from '../../app/hooks';
import type { WebDrafts } from '../../model/web-drafts';

const DraftsPanel = lazy(() => import('./DraftsPanel'));

/**
 * Above the post form, once the draft model is in (it is loaded after the first frame): drafts kept from earlier (a
 * closed tab, a failed send, another face) are offered back and open the drafts panel to
 * continue or discard them. The draft the form is writing right now is not counted.
 */
export const DraftsOffer = observer(function DraftsOffer() {
  const model = useModel();
  const t = useT();
  const [drafts, setDrafts] = useState<WebDrafts>();
  const [open, setOpen] = useState(false);
  useEffect(() => {
    let live = true;
    void model.loadDrafts().then((loaded) => live && setDrafts(loaded));
    return () => {
      live = false;
    };
  }, [model]);
  if (!drafts) return null;
  const count = drafts.others().length;
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
      {/* Over the whole page, as the layout's own modals are (not inside the sidebar). */}
      {open
        ? createPortal(
            <Suspense fallback={null}>
              <DraftsPanel drafts={drafts} onClose={() => setOpen(false)} />
            </Suspense>,
            document.getElementById('app') ?? document.body,
          )
        : null}
    </>
  );
});
