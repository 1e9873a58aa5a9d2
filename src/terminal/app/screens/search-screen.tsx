import { Box } from 'ink';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import {
  type HashtagWithHistory,
  SEARCH_TABS,
  type SearchStore,
  type SearchTab,
} from '../../../core';
import { searchOf } from '../../../core/model/search';
import { cursorTarget, ListCursor } from '../../../core/view/list-cursor';
import type { KeyActionId } from '../../../shared/keymap';
import { safeLine } from '../../../shared/text/terminal-safe';
import { useDirection, useServices } from '../app-context';
import { AccountList } from '../components/account-list';
import { SafeText } from '../components/safe-text';
import { SectionTabs } from '../components/section-tabs';
import { StatusList, useShownEntries } from '../components/status-list';
import { UiLine, UiRow } from '../components/ui-row';
import { VirtualList } from '../components/virtual-list';
import { useGlobalActions } from '../hooks/use-global-actions';
import { useKeyActions } from '../hooks/use-key-actions';
import { useStatusActions } from '../hooks/use-status-actions';
import type { TuiTranslate } from '../i18n/prepare-i18n';
import { terminalText } from '../layout/terminal-text';
import { truncateToWidth } from '../layout/text-width';
import { indexMapOfIds } from '../model/index-map';
import { sectionStep } from '../model/section-tabs';

export interface SearchScreenProps {
  visible: boolean;
  active: boolean;
  width: number;
  height: number;
}

/** Recent use of a hashtag: posts and people over the days the server reports. */
export function hashtagUsage(tag: HashtagWithHistory): {
  uses: number;
  accounts: number;
  days: number;
} {
  let uses = 0;
  let accounts = 0;
  for (const day of tag.history) {
    uses += day.uses;
    accounts += day.accounts;
  }
  return { uses, accounts, days: tag.history.length };
}

const hashtagIdCache = new WeakMap<readonly HashtagWithHistory[], string[]>();
function hashtagIds(tags: readonly HashtagWithHistory[]): string[] {
  let ids = hashtagIdCache.get(tags);
  if (!ids) {
    ids = tags.map((tag) => tag.name);
    hashtagIdCache.set(tags, ids);
  }
  return ids;
}

/**
 * Search (core's SearchStore): the query line (`/` edits it), tabs statuses / people /
 * hashtags with counts, more results on reaching the bottom, and the spec's "no results" /
 * "no more results".
 */
export const SearchScreen = observer(function SearchScreen(props: SearchScreenProps) {
  const { visible, active, width, height } = props;
  const { root, t, keyLabel, nav } = useServices();
  const direction = useDirection();
  const runGlobal = useGlobalActions();
  const runStatus = useStatusActions();
  const search = root.use(searchOf);
  const [cursors] = useState(
    () => new Map<SearchTab, ListCursor>(SEARCH_TABS.map((tab) => [tab, new ListCursor()])),
  );
  const statusIds = useShownEntries(() => search.statuses.map((s) => s.id));
  const idsOf = (tab: SearchTab): readonly string[] =>
    tab === 'statuses'
      ? statusIds.get()
      : tab === 'people'
        ? search.accountIds
        : hashtagIds(search.hashtags);

  const onAction = (action: KeyActionId) => {
    const nextTab = sectionStep(action, SEARCH_TABS, search.tab);
    if (nextTab) {
      search.selectTab(nextTab);
      return;
    }
    const tab = search.tab;
    const ids = idsOf(tab);
    const cursor = cursors.get(tab)!;
    const count = ids.length;
    const indexOf = (id: string) => indexMapOfIds(ids).get(id);
    const current = cursor.locate(indexOf, count);
    const target = cursorTarget(action, current, count, Math.max(1, Math.floor(height / 4)));
    if (target !== undefined) {
      cursor.set(target, count, (i) => ids[i]);
      if (count > 0 && cursor.locate(indexOf, count) === count - 1) void search.loadMore(tab);
      return;
    }
    const id = ids[current];
    if (tab === 'statuses') {
      if (runStatus(action, id)) return;
    } else if (action === 'status.open' || action === 'status.author') {
      if (id && tab === 'people') {
        const account = root.entities.account(id);
        if (account) nav.openProfile(account.acct);
      } else if (id) nav.openView({ kind: 'timeline', timeline: { type: 'tag', tag: id } });
      return;
    } else if (action.startsWith('status.')) return;
    runGlobal(action);
  };
  useKeyActions(['search', 'status', 'list', 'global'], onAction, { isActive: active });
  if (!visible) return null;

  const query = search.query;
  const header =
    query === ''
      ? t('tui.search.hint', { key: keyLabel('go.search') })
      : t('tui.views.search_query', { query: safeLine(query) });
  const tabs = SEARCH_TABS.map((tab) => ({
    tab,
    label: ` ${t(`tui.search.tab.${tab}`, { count: search.counts[tab] })} `,
    current: tab === search.tab,
  }));
  const tab = search.tab;
  const ids = idsOf(tab);
  const cursor = cursors.get(tab)!;
  const index = cursor.locate((id) => indexMapOfIds(ids).get(id), ids.length);
  const listHeight = Math.max(1, height - 3);
  const footer = footerText(search, tab, ids.length, t);
  // Statuses and people are drawn by list components that take the same props.
  const listProps = {
    ids,
    index,
    cursor,
    width,
    height: listHeight,
    footer,
    focused: active,
  };
  return (
    <Box flexDirection="column" height={height}>
      {/* Right to left (issue 14): the query line, the sections and the rows from the right. */}
      <UiLine bold text={truncateToWidth(terminalText(`  ${header}`), width)} width={width} />
      <SectionTabs tabs={tabs} direction={direction} width={width} />
      <SafeText>{terminalText(' ')}</SafeText>
      {tab === 'statuses' && <StatusList {...listProps} />}
      {tab === 'people' && <AccountList {...listProps} />}
      {tab === 'hashtags' && (
        <VirtualList
          count={ids.length + 1}
          cursor={index}
          revealTo={index === ids.length - 1 ? ids.length : undefined}
          height={listHeight}
          heightOf={() => 1}
          scroll={cursor}
          renderItem={(i) => {
            const tag = search.hashtags[i];
            if (!tag) {
              return (
                <Box key="footer" flexShrink={0}>
                  <UiLine
                    dimColor
                    text={truncateToWidth(terminalText(`  ${footer}`), width)}
                    width={width}
                  />
                </Box>
              );
            }
            const selected = i === index && active;
            const usage = hashtagUsage(tag);
            return (
              <Box key={tag.name} flexShrink={0}>
                <UiRow
                  parts={[
                    { text: terminalText(selected ? '> ' : '  '), mark: true, color: 'cyan' },
                    {
                      text: terminalText(`#${safeLine(tag.name)}`),
                      remote: true,
                      inverse: selected,
                    },
                    {
                      text: terminalText(`  ${t('tui.search.hashtag_uses', usage)}`),
                      inverse: selected,
                    },
                  ]}
                  width={width}
                />
              </Box>
            );
          }}
        />
      )}
    </Box>
  );
});

function footerText(search: SearchStore, tab: SearchTab, count: number, t: TuiTranslate): string {
  if (search.state === 'idle') return '';
  if (search.state === 'loading') return t('tui.search.loading');
  if (search.state === 'failed')
    return safeLine(t('tui.search.failed', { detail: search.error ?? '' }));
  if (search.loadingMore === tab) return t('tui.search.loading_more');
  if (search.noResults || count === 0) return t('search.no_results');
  if (search.noMore[tab]) return t('search.no_more_results');
  return '';
}
