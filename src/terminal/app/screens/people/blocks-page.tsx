import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { blockListsOf } from '../../../../core/model/relationship-lists';
import type { BlocksTab } from '../../../../core/view/navigation';
import type { KeyActionId } from '../../../../shared/keymap';
import { useServices } from '../../app-context';
import { accountText, askText, PeopleFrame, usePeopleKeys, usePeopleView } from './people-rows';

const TABS: readonly BlocksTab[] = ['mutes', 'blocks', 'domains'];

/**
 * Mutes, blocks and blocked domains (`g M`, `g X`, `:mutes`, `:blocks`, `:domain-blocks`),
 * a tab each. Space/x unmutes or unblocks the row under the cursor and leaves it listed
 * with an undo (the same key again); `n` blocks a domain; Enter opens an account's profile.
 */
export const BlocksPage = observer(function BlocksPage(props: {
  tab: BlocksTab;
  active: boolean;
  width: number;
  height: number;
}) {
  const { active, width, height } = props;
  const { root, nav, t, keyLabel } = useServices();
  const lists = root.use(blockListsOf);
  const [tab, setTab] = useState<BlocksTab>(props.tab);
  const view = usePeopleView();
  useEffect(() => {
    if (tab === 'domains') void lists.domains.load();
    else void lists[tab].reload();
  }, [lists, tab]);

  const accountList = tab === 'domains' ? null : lists[tab];
  const accounts = accountList?.pager.accounts ?? [];
  const domains = lists.domains.domains;
  const count = accountList ? accounts.length : domains.length;

  const toggleAccount = (index: number) => {
    const account = accounts[index];
    if (!accountList || !account) return;
    const undoing = !accountList.isActive(account.id);
    const user = `@${account.acct}`;
    void accountList.toggle(account.id).then((ok) => {
      if (!ok) return;
      const blocks = accountList.kind === 'blocks';
      const key = undoing
        ? blocks
          ? 'relationship.blocked'
          : 'relationship.muted'
        : blocks
          ? 'relationship.unblocked'
          : 'relationship.unmuted';
      root.notices.add('success', key, { user });
    });
  };
  const toggleDomain = (index: number) => {
    const domain = domains[index];
    if (!domain) return;
    const blocked = lists.domains.isBlocked(domain);
    void (blocked ? lists.domains.unblock(domain) : lists.domains.block(domain));
  };
  const onAction = (action: KeyActionId, index: number) => {
    switch (action) {
      case 'people.close':
        nav.pop();
        return;
      case 'people.tab':
        setTab(TABS[(TABS.indexOf(tab) + 1) % TABS.length] ?? 'mutes');
        return;
      case 'people.toggle':
        if (tab === 'domains') toggleDomain(index);
        else toggleAccount(index);
        return;
      case 'people.open': {
        const account = accounts[index];
        if (account) nav.openProfile(account.acct);
        return;
      }
      case 'people.new':
        if (tab === 'domains') {
          // The server's peers complete the domain (GET /api/v1/instance/peers, read once).
          void lists.domains.loadPeers();
          askText(
            view,
            t('relationship.add_domain'),
            '',
            (domain) => {
              void lists.domains.block(domain);
            },
            undefined,
            (typed) => lists.domains.suggestions(typed),
          );
        }
        return;
    }
  };
  const index = usePeopleKeys(view, count, height, active, onAction);
  // The next page arrives when the cursor reaches the last row.
  const atEnd = accountList !== null && count > 0 && index >= count - 1;
  useEffect(() => {
    if (atEnd) void accountList?.pager.loadMore();
  }, [atEnd, accountList]);
  if (!active) return null;

  const undoMark = t('tui.people.removed_mark', { toggle: keyLabel('people.toggle') });
  const rows = accountList
    ? accounts.map((a) => ({
        key: a.id,
        text: accountText(a),
        note: accountList.isActive(a.id) ? undefined : undoMark,
      }))
    : domains.map((d) => ({
        key: d,
        text: d,
        note: lists.domains.isBlocked(d) ? undefined : undoMark,
      }));
  const loading = accountList
    ? accountList.pager.state === 'loading' || accountList.pager.state === 'idle'
    : lists.domains.state === 'loading' || lists.domains.state === 'idle';
  const error = accountList ? accountList.pager.error : lists.domains.error;
  const empty = loading
    ? t('general.loading')
    : tab === 'mutes'
      ? t('relationship.no_mutes')
      : tab === 'blocks'
        ? t('relationship.no_blocks')
        : t('relationship.no_domain_blocks');
  const names: Record<BlocksTab, string> = {
    mutes: t('relationship.mutes'),
    blocks: t('relationship.blocks'),
    domains: t('relationship.domain_blocks'),
  };
  const tabs = TABS.map((name) => {
    const label = names[name];
    return name === tab ? `[${label}]` : label;
  }).join('  ');
  return (
    <PeopleFrame
      title={tabs}
      status={error ?? undefined}
      rows={rows}
      empty={empty}
      index={index}
      view={view}
      hint={t(tab === 'domains' ? 'tui.people.domains_hint' : 'tui.people.blocks_hint', {
        toggle: keyLabel('people.toggle'),
        open: keyLabel('people.open'),
        new: keyLabel('people.new'),
        tab: keyLabel('people.tab'),
        close: keyLabel('people.close'),
      })}
      typingHint={t('tui.people.typing_hint')}
      suggestionsLabel={(domains) =>
        t('tui.people.domain_suggestions', { complete: keyLabel('prompt.complete'), domains })
      }
      width={width}
      height={height}
    />
  );
});
