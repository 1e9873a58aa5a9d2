import { observer } from 'mobx-react-lite';
import type { ListEditorStore } from '../../../core/model/list-editor';
import { useT } from '../../app/hooks';

/** Create (a new list) or delete with a yes/no question (an existing one). */
export const ListEditFooter = observer(function ListEditFooter({
  editor,
  onCreated,
  onDeleted,
}: {
  editor: ListEditorStore;
  onCreated: (listId: string) => void;
  onDeleted: () => void;
}) {
  const t = useT();
  if (editor.isNew) {
    return (
      <footer className="panel-footer list-edit-footer">
        <button
          type="button"
          className="button button-primary"
          disabled={!editor.canCreate}
          data-testid="list-create"
          onClick={() =>
            void editor.create().then((list) => {
              if (list) onCreated(list.id);
            })
          }
        >
          {t('list_edit.create')}
        </button>
      </footer>
    );
  }
  return (
    <footer className="panel-footer list-edit-footer">
      {editor.confirmingDelete ? (
        <>
          <span role="alert">{t('list_edit.really_delete')}</span>{' '}
          <button
            type="button"
            className="button button-primary"
            disabled={editor.busy}
            data-testid="list-delete-yes"
            onClick={() =>
              void editor.confirmDelete().then((deleted) => {
                if (deleted) onDeleted();
              })
            }
          >
            {t('general.yes')}
          </button>{' '}
          <button type="button" className="button" onClick={() => editor.cancelDelete()}>
            {t('general.no')}
          </button>
        </>
      ) : (
        <button
          type="button"
          className="button"
          disabled={editor.busy}
          data-testid="list-delete"
          onClick={() => editor.askDelete()}
        >
          {t('list_edit.delete')}
        </button>
      )}
    </footer>
  );
});
