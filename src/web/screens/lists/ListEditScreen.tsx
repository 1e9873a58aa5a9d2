import { observer } from 'mobx-react-lite';
import { useEffect, useMemo } from 'react';
import { ListEditorStore } from '../../../core/model/list-editor';
import { peopleLists } from '../../../shared/i18n/en/common-people-lists';
import { screens } from '../../../shared/i18n/en/common-screens';
import { useModel, useRoot, useT } from '../../app/hooks';
import { pathFor } from '../../app/route-table';
import { Link, useNavigate, useParams } from '../../app/router';
import { Spinner } from '../../components/common/Spinner';
import { useFeatureWords } from '../../i18n/feature-words';
import { ListEditFooter } from './ListEditFooter';
import { ListMembersTab, ListSearchTab } from './ListEditTabs';
import { listsStore } from './lists-store';

/**
 * `/lists/new` and `/lists/{id}/edit` (spec part 1 §2 "List edit/create"): the title, the
 * members tab (remove with undo), the add tab (search debounced 2000 ms, following only by
 * default), and create (then the list's timeline opens) or delete with yes/no (then /lists).
 */
export const ListEditScreen = observer(function ListEditScreen() {
  useFeatureWords(screens);
  useFeatureWords(peopleLists);
  const { id } = useParams();
  const root = useRoot();
  const { reading } = useModel();
  const t = useT();
  const navigate = useNavigate();
  const lists = reading.store(listsStore);
  const editor = useMemo(
    () =>
      new ListEditorStore(
        { client: () => root.client, entities: root.entities, lists, clock: root.ports.clock },
        id ?? null,
      ),
    [root, lists, id],
  );
  useEffect(() => {
    void editor.load();
    return () => editor.dispose();
  }, [editor]);
  const heading = editor.isNew
    ? t('list_edit.creating_list')
    : t('list_edit.editing_list', { title: lists.list(id ?? '')?.title ?? editor.title });
  return (
    <section className="panel list-edit" aria-label={heading} data-testid="list-edit">
      <header className="panel-heading">
        <h2>{heading}</h2>
        <Link className="button-link" to={pathFor('lists')}>
          {t('lists.lists')}
        </Link>
      </header>
      <div className="panel-body">
        <form
          className="list-edit-title"
          onSubmit={(event) => {
            event.preventDefault();
            if (!editor.isNew) void editor.saveTitle();
          }}
        >
          <label>
            {t('list_edit.title')}{' '}
            <input
              type="text"
              name="title"
              value={editor.title}
              onChange={(event) => editor.setTitle(event.target.value)}
              disabled={editor.busy}
            />
          </label>{' '}
          {editor.isNew ? null : (
            <button type="submit" className="button" disabled={editor.busy}>
              {t('list_edit.update_title')}
            </button>
          )}
        </form>
        <div className="tabs" role="tablist">
          {(['members', 'add'] as const).map((tab) => (
            <button
              key={tab}
              type="button"
              role="tab"
              className={editor.tab === tab ? 'tab tab-active' : 'tab'}
              aria-selected={editor.tab === tab}
              data-tab={tab}
              onClick={() => editor.setTab(tab)}
            >
              {t(tab === 'members' ? 'list_edit.manage_members' : 'list_edit.add_members')}
            </button>
          ))}
        </div>
        {editor.membersState === 'loading' ? <Spinner /> : null}
        {editor.tab === 'members' ? (
          <ListMembersTab editor={editor} />
        ) : (
          <ListSearchTab editor={editor} />
        )}
      </div>
      <ListEditFooter
        editor={editor}
        onCreated={(listId) => navigate(pathFor('lists-timeline', { id: listId }))}
        onDeleted={() => navigate(pathFor('lists'))}
      />
    </section>
  );
});

/** For the route's lazy import (a default export costs the first load less). */
export default ListEditScreen;
