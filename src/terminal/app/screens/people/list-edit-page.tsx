import { observer } from 'mobx-react-lite';
import { useEffect, useMemo } from 'react';
import type { Account } from '../../../../core/domain/types';
import { ListEditorStore } from '../../../../core/model/list-editor';
import type { KeyActionId } from '../../../../shared/keymap';
import { useServices } from '../../app-context';
import {
  accountText,
  askText,
  askYesNo,
  PeopleFrame,
  usePeopleKeys,
  usePeopleView,
} from './people-rows';

/**
 * A list's editor (a new list when `listId` is null): members (remove, undo) and search
 * (2000 ms after typing, Enter at once; following only by default), title, create (then the
 * list's timeline opens) and delete after y/n (then back to the lists).
 */
export const ListEditPage = observer(function ListEditPage(props: {
  listId: string | null;
  active: boolean;
  width: number;
  height: number;
}) {
  const { active, width, height, listId } = props;
  const { root, nav, t, keyLabel, lists } = useServices();
  const editor = useMemo(
    () =>
      new ListEditorStore(
        { client: () => root.client, entities: root.entities, lists, clock: root.ports.clock },
        listId,
      ),
    [root, lists, listId],
  );
  const view = usePeopleView();
  useEffect(() => {
    void editor.load();
    return () => editor.dispose();
  }, [editor]);
  const accounts: Account[] =
    editor.tab === 'members'
      ? editor.members
      : editor.results.flatMap((id) => editor.account(id) ?? []);
  const create = () =>
    void editor.create().then((list) => {
      if (!list) return;
      root.notices.add('success', 'list_edit.created', { title: list.title });
      nav.pop();
      nav.openView({
        kind: 'timeline',
        timeline: { type: 'list', id: list.id },
        title: list.title,
      });
    });
  const onAction = (action: KeyActionId, index: number) => {
    const account = accounts[index];
    switch (action) {
      case 'people.close':
        nav.pop();
        return;
      case 'people.tab':
        editor.setTab(editor.tab === 'members' ? 'add' : 'members');
        return;
      case 'people.following_only':
        editor.setFollowingOnly(!editor.followingOnly);
        return;
      case 'people.search':
        editor.setTab('add');
        askText(
          view,
          t('list_edit.search'),
          editor.query,
          (query) => {
            editor.setQuery(query);
            void editor.searchNow();
          },
          (query) => editor.setQuery(query),
        );
        return;
      case 'people.rename':
        askText(view, t('list_edit.title'), editor.title, (title) => {
          editor.setTitle(title);
          if (!editor.isNew)
            void editor.saveTitle().then((renamed) => {
              if (renamed)
                root.notices.add('success', 'list_edit.renamed', { title: renamed.title });
            });
        });
        return;
      case 'people.toggle':
        if (account)
          void (editor.isMember(account.id) ? editor.remove(account.id) : editor.add(account.id));
        return;
      case 'people.open':
        if (editor.isNew) {
          if (editor.title.trim() === '')
            askText(view, t('list_edit.title'), '', (title) => {
              editor.setTitle(title);
              create();
            });
          else create();
        } else if (account) nav.openProfile(account.acct);
        return;
      case 'people.delete':
        if (!editor.isNew)
          askYesNo(view, t('tui.people.delete_question', { title: editor.title }), () => {
            void editor.confirmDelete().then((ok) => {
              if (!ok) return;
              root.notices.add('success', 'list_edit.deleted');
              nav.pop();
            });
          });
        return;
    }
  };
  const index = usePeopleKeys(view, accounts.length, height, active, onAction);
  if (!active) return null;
  const toggle = keyLabel('people.toggle');
  const title = editor.isNew
    ? `${t('list_edit.creating_list')}: ${editor.title}`
    : t('list_edit.editing_list', { title: editor.title });
  const tabName =
    editor.tab === 'members' ? t('list_edit.manage_members') : t('list_edit.add_members');
  const status =
    editor.tab === 'add'
      ? `${tabName} · ${editor.query || '…'} · ${t(
          editor.followingOnly ? 'tui.people.following_only_on' : 'tui.people.following_only_off',
        )}${editor.searchState === 'loading' ? ` · ${t('list_edit.searching')}` : ''}`
      : tabName;
  const keys = {
    tab: keyLabel('people.tab'),
    toggle,
    search: keyLabel('people.search'),
    only: keyLabel('people.following_only'),
    rename: keyLabel('people.rename'),
    delete: keyLabel('people.delete'),
    open: keyLabel('people.open'),
    close: keyLabel('people.close'),
  };
  return (
    <PeopleFrame
      title={title}
      status={status}
      rows={accounts.map((a) => ({
        key: a.id,
        text: accountText(a),
        note: editor.isMember(a.id)
          ? t('tui.people.member_mark')
          : editor.removedIds.has(a.id)
            ? t('tui.people.removed_mark', { toggle })
            : undefined,
      }))}
      empty={
        editor.tab === 'members'
          ? t('list_edit.no_members')
          : editor.searchState === 'loaded'
            ? t('list_edit.no_results')
            : t('list_edit.search')
      }
      index={index}
      view={view}
      hint={t(editor.isNew ? 'tui.people.new_hint' : 'tui.people.edit_hint', keys)}
      typingHint={t('tui.people.typing_hint')}
      width={width}
      height={height}
    />
  );
});
