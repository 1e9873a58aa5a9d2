import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import type { KeyActionId } from '../../../../shared/keymap';
import { useServices } from '../../app-context';
import { askText, askYesNo, PeopleFrame, usePeopleKeys, usePeopleView } from './people-rows';

/**
 * The user's lists, newest first (fetched again every 240 s while shown): Enter opens the
 * timeline, `n` a new list's editor, `e` the editor, `r` renames, `d` deletes after y/n.
 */
export const ListsPage = observer(function ListsPage(props: {
  active: boolean;
  width: number;
  height: number;
}) {
  const { active, width, height } = props;
  const { root, nav, t, keyLabel, lists } = useServices();
  const view = usePeopleView();
  useEffect(() => {
    void lists.load();
    return lists.refreshEvery(root.scope.scheduler);
  }, [lists, root]);
  const all = lists.newestFirst;
  const onAction = (action: KeyActionId, index: number) => {
    const list = all[index];
    switch (action) {
      case 'people.close':
        nav.pop();
        return;
      case 'people.new':
        nav.openPeople({ kind: 'list-edit', listId: null });
        return;
      case 'people.open':
        if (list)
          nav.openView({
            kind: 'timeline',
            timeline: { type: 'list', id: list.id },
            title: list.title,
          });
        return;
      case 'people.edit':
        if (list) nav.openPeople({ kind: 'list-edit', listId: list.id });
        return;
      case 'people.rename':
        if (list)
          askText(view, t('list_edit.title'), list.title, (title) => {
            if (title.trim() === '') return;
            void lists.rename(list.id, title.trim()).then((renamed) => {
              if (renamed)
                root.notices.add('success', 'list_edit.renamed', { title: renamed.title });
            });
          });
        return;
      case 'people.delete':
        if (list)
          askYesNo(view, t('tui.people.delete_question', { title: list.title }), () => {
            void lists.remove(list.id).then((ok) => {
              if (ok) root.notices.add('success', 'list_edit.deleted');
            });
          });
        return;
    }
  };
  const index = usePeopleKeys(view, all.length, height, active, onAction);
  if (!active) return null;
  return (
    <PeopleFrame
      title={t('lists.lists')}
      status={
        lists.state === 'failed' ? t('lists.load_error', { detail: lists.error ?? '' }) : undefined
      }
      rows={all.map((list) => ({ key: list.id, text: list.title }))}
      empty={lists.state === 'loading' ? t('general.loading') : t('lists.empty')}
      index={index}
      view={view}
      hint={t('tui.people.lists_hint', {
        open: keyLabel('people.open'),
        new: keyLabel('people.new'),
        edit: keyLabel('people.edit'),
        rename: keyLabel('people.rename'),
        delete: keyLabel('people.delete'),
        close: keyLabel('people.close'),
      })}
      typingHint={t('tui.people.typing_hint')}
      width={width}
      height={height}
    />
  );
});
