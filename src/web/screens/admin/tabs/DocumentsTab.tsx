import { observer } from 'mobx-react-lite';
import { useId, useState } from 'react';
import { INSTANCE_DOCUMENTS } from '../../../../core/api/admin-documents';
import { adminDocumentsOf } from '../../../../core/model/admin-documents';
import { Spinner } from '../../../components/common/Spinner';
import { ConfirmAction } from '../moderation/ConfirmAction';
import { useDeskTab } from './use-desk-tab';

/**
 * The dashboard's Documents tab (issue 15; admins): the instance panel or the terms of
 * service as HTML in a textarea; Save sends it, Reset (confirmed) puts the shipped one back.
 * The public pages show the change at once.
 */
export const DocumentsTab = observer(function DocumentsTab() {
  const { root, t, store } = useDeskTab(adminDocumentsOf);
  const id = useId();
  const [asking, setAsking] = useState(false);
  const label = t(`admin_dash.documents.${store.name}`);
  return (
    <section className="admin-documents" aria-label={t('admin_dash.tabs.documents')}>
      <div className="tabs">
        {INSTANCE_DOCUMENTS.map((name) => (
          <button
            key={name}
            type="button"
            className={name === store.name ? 'tab tab-active' : 'tab'}
            aria-pressed={name === store.name}
            onClick={() => void store.choose(name)}
          >
            {t(`admin_dash.documents.${name}`)}
          </button>
        ))}
      </div>
      {store.forbidden ? (
        <p className="error-text">
          {t('admin_moderation.lacks_privilege', { privilege: store.forbidden })}
        </p>
      ) : store.state === 'failed' ? (
        <p className="error-text" role="alert">
          {t('general.generic_error_message', { detail: store.loadError ?? '' })}
        </p>
      ) : null}
      {store.state === 'loading' ? <Spinner /> : null}
      {store.state === 'loaded' ? (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void store.save().then((ok) => {
              if (ok) root.notices.add('success', 'admin_dash.document.saved', { name: label });
            });
          }}
        >
          <label htmlFor={`${id}-html`}>{t('admin_dash.document.html', { name: label })}</label>
          <textarea
            id={`${id}-html`}
            rows={12}
            value={store.draft}
            onChange={(event) => store.edit(event.target.value)}
          />
          <div className="form-actions">
            <button
              type="submit"
              className="button button-primary"
              disabled={!store.modified || store.busy !== null}
            >
              {t('admin_dash.document.save')}
            </button>
            <button
              type="button"
              className="button"
              disabled={store.busy !== null}
              onClick={() => setAsking(true)}
            >
              {t('admin_dash.document.reset')}
            </button>
            {store.modified ? (
              <span className="faint">{t('admin_dash.document.unsaved')}</span>
            ) : null}
          </div>
        </form>
      ) : null}
      {asking ? (
        <ConfirmAction
          text={t('admin_dash.document.reset_question', { name: label })}
          onCancel={() => setAsking(false)}
          onConfirm={() => {
            setAsking(false);
            void store.reset().then((ok) => {
              if (ok)
                root.notices.add('success', 'admin_dash.document.reset_done', { name: label });
            });
          }}
        />
      ) : null}
    </section>
  );
});
