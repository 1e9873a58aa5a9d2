import { Box } from 'ink';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import type { AccountListPager, ProfileStore, ProfileTab, TimelineStore } from '../../../core';
import { profilesOf } from '../../../core/model/profile';
import { cursorTarget, ListCursor } from '../../../core/view/list-cursor';
import type { KeyActionId } from '../../../shared/keymap';
import { safeHandle, safeLine } from '../../../shared/text/terminal-safe';
import { useDirection, useServices } from '../app-context';
import { AccountList } from '../components/account-list';
import { SafeText } from '../components/safe-text';
import { SectionTabs } from '../components/section-tabs';
import { StatusList, useShownEntries } from '../components/status-list';
import { UiLine, UiRow } from '../components/ui-row';
import {
  relationshipExtras,
  runProfileActAsKey,
  runRelationshipKey,
} from '../hooks/relationship-keys';
import { useGlobalActions } from '../hooks/use-global-actions';
import { useKeyActions } from '../hooks/use-key-actions';
import { useStatusActions } from '../hooks/use-status-actions';
import type { TuiTranslate } from '../i18n/prepare-i18n';
import { profileCardLines } from '../layout/account-layout';
import { terminalText } from '../layout/terminal-text';
import { truncateToWidth } from '../layout/text-width';
import { indexMapOfIds } from '../model/index-map';
import { sectionStep } from '../model/section-tabs';

export interface ProfileScreenProps {
  /** A name (`bob`, `carol@remote.example`) or an account id. */
  name: string;
  visible: boolean;
  active: boolean;
  width: number;
  height: number;
}

/** The card takes at most this share of the screen; the list gets the rest. */
const CARD_SHARE = 0.4;

/** The statuses a status tab shows (pinned first on the statuses tab). */
function tabStatusIds(profile: ProfileStore): readonly string[] {
  switch (profile.tab) {
    case 'statuses':
      return profile.statusIds;
    case 'media':
      return profile.media?.statuses.map((s) => s.id) ?? [];
    case 'favourites':
      return profile.favourites?.statuses.map((s) => s.id) ?? [];
    default:
      return [];
  }
}

function tabTimeline(profile: ProfileStore): TimelineStore | undefined {
  switch (profile.tab) {
    case 'statuses':
      return profile.statuses;
    case 'media':
      return profile.media;
    case 'favourites':
      return profile.favourites;
    default:
      return undefined;
  }
}

function tabPager(profile: ProfileStore): AccountListPager | undefined {
  if (profile.tab === 'followers') return profile.followers;
  if (profile.tab === 'followees') return profile.followees;
  return undefined;
}

/**
 * A profile (core's ProfileStore): the user card, then tabs statuses / follows / followers
 * / media / favourites — only those core offers (another person's follows and followers
 * go when they hide them). The spec's load errors show in place of the card.
 */
export const ProfileScreen = observer(function ProfileScreen(props: ProfileScreenProps) {
  const { name, visible, active, width, height } = props;
  const services = useServices();
  const { root, t, keyLabel, nav } = services;
  const direction = useDirection();
  const runGlobal = useGlobalActions();
  const runStatus = useStatusActions();
  const [profile] = useState(() => root.use(profilesOf).open(name));
  const [cursors] = useState(() => new Map<ProfileTab, ListCursor>());
  const cursorOf = (tab: ProfileTab) => {
    let cursor = cursors.get(tab);
    if (!cursor) {
      cursor = new ListCursor();
      cursors.set(tab, cursor);
    }
    return cursor;
  };
  const statusIds = useShownEntries(() => tabStatusIds(profile));
  const currentIds = () =>
    tabPager(profile) === undefined ? statusIds.get() : (tabPager(profile)?.ids ?? []);
  const isStatusTab = tabPager(profile) === undefined;
  const ids = currentIds();

  const onAction = (action: KeyActionId) => {
    // Issue 12: `A` then `F` follows this account as another signed-in one.
    if (!profile.isOwn && runProfileActAsKey(services, action, profile.accountId ?? undefined))
      return;
    // Issue 13: `C` opens the chat with this account (not with oneself).
    if (action === 'profile.chat') {
      if (profile.accountId && !profile.isOwn) nav.openChats(profile.accountId);
      return;
    }
    // Issue 12: `L` opens "add to list" for this account (not one's own).
    if (action === 'profile.add_to_list') {
      const shown = profile.account;
      if (shown && !profile.isOwn)
        nav.openPeople({ kind: 'list-membership', accountId: shown.id, name: shown.acct });
      return;
    }
    const nextTab = sectionStep(action, profile.tabs, profile.tab);
    if (nextTab) {
      profile.selectTab(nextTab);
      return;
    }
    const cursor = cursorOf(profile.tab);
    const ids = currentIds();
    const isStatusTab = tabPager(profile) === undefined;
    const count = ids.length;
    const indexOf = (id: string) => indexMapOfIds(ids).get(id);
    const current = cursor.locate(indexOf, count);
    if (action.startsWith('profile.') && profile.accountId) {
      // Remove-follower on one's own followers tab acts on the follower under the cursor.
      const onFollower =
        action === 'profile.remove_follower' && profile.isOwn && profile.tab === 'followers';
      const accountId = onFollower ? ids[current] : profile.accountId;
      if (accountId) runRelationshipKey(services, action, accountId, profile.relationship);
      return;
    }
    const target = cursorTarget(action, current, count, Math.max(1, Math.floor(height / 4)));
    if (target !== undefined) {
      cursor.set(target, count, (i) => ids[i]);
      if (count > 0 && cursor.locate(indexOf, count) === count - 1) {
        const timeline = tabTimeline(profile);
        if (timeline?.olderFailed) void timeline.retryOlder();
        else if (timeline) void timeline.loadOlder();
        void tabPager(profile)?.loadMore();
      }
      return;
    }
    if (!isStatusTab) {
      const account = ids[current] ? root.entities.account(ids[current]!) : undefined;
      if (action === 'status.open' || action === 'status.author') {
        if (account) nav.openProfile(account.acct);
        return;
      }
      if (action.startsWith('status.')) return;
    } else if (runStatus(action, ids[current])) return;
    runGlobal(action);
  };
  useKeyActions(['profile', 'status', 'list', 'global'], onAction, { isActive: active });
  if (!visible) return null;

  if (profile.state === 'failed' && profile.error) {
    const error = profile.error;
    const text = error.messageKey ? t(error.messageKey) : safeLine(error.message);
    return (
      <Box flexDirection="column" height={height}>
        <UiLine
          bold
          text={truncateToWidth(terminalText(`  @${safeHandle(name.replace(/^@/, ''))}`), width)}
          width={width}
        />
        <UiLine
          color="red"
          text={truncateToWidth(terminalText(`  ${text}`), width)}
          width={width}
        />
      </Box>
    );
  }
  const account = profile.account;
  if (!account) {
    return (
      <Box flexDirection="column" height={height}>
        <UiLine
          dimColor
          text={truncateToWidth(terminalText(`  ${t('tui.profile.loading')}`), width)}
          width={width}
        />
      </Box>
    );
  }

  const standing = profile.isOwn ? [] : relationshipExtras(services, profile.relationship);
  const chatHint = root.instance.capabilities.chats
    ? ` · ${t('tui.relationship.chat_key', { key: keyLabel('profile.chat') })}`
    : '';
  const keysHint = profile.isOwn
    ? ''
    : t('tui.relationship.keys', {
        follow: keyLabel('profile.follow'),
        followWord: followWord(profile.relationship, t),
        mute: keyLabel('profile.mute'),
        block: keyLabel('profile.block'),
        note: keyLabel('profile.note'),
      }) + chatHint;
  const base = profileCardLines(
    account,
    profile.relationship,
    width - 2,
    t,
    root.ports.clock.now(),
    services.language(),
  );
  // Where one stands and the keys go right under the handle line, so a short card keeps them.
  const at = base.findIndex((line) => line.tone === 'meta') + 1;
  const extra = [...standing, ...(keysHint ? [keysHint] : [])].map((text) => ({
    text: terminalText(truncateToWidth(text, width - 2)),
    tone: 'meta' as const,
  }));
  const card = [...base.slice(0, at), ...extra, ...base.slice(at)].slice(
    0,
    Math.max(2 + extra.length, Math.floor(height * CARD_SHARE)),
  );
  const tabLine = profile.tabs.map((tab) => ({
    tab,
    label: ` ${t(`tui.profile.tab.${tab}`)} `,
    current: tab === profile.tab,
  }));
  const hint = t('tui.profile.tabs_hint', {
    prev: keyLabel('section.prev'),
    next: keyLabel('section.next'),
  });
  const listHeight = Math.max(1, height - card.length - 2);
  const cursor = cursorOf(profile.tab);
  const index = cursor.locate((id) => indexMapOfIds(ids).get(id), ids.length);
  return (
    <Box flexDirection="column" height={height}>
      {card.map((line, i) => (
        // Right to left (issue 14) each line ends at the right edge, read from there.
        <UiRow
          // biome-ignore lint/suspicious/noArrayIndexKey: card lines have no identity
          key={i}
          parts={[
            { text: INDENT, mark: true },
            {
              text: line.text,
              ...('drawn' in line && line.drawn ? { asIs: true } : { remote: true }),
              bold: i === 0,
              color: line.tone === 'meta' ? 'gray' : line.tone === 'card' ? 'blue' : undefined,
            },
          ]}
          width={width}
        />
      ))}
      <SectionTabs
        tabs={tabLine}
        after={terminalText(`  ${hint}`)}
        direction={direction}
        width={width}
      />
      <SafeText>{terminalText(' ')}</SafeText>
      {isStatusTab ? (
        <StatusList
          ids={ids}
          index={index}
          cursor={cursor}
          width={width}
          height={listHeight}
          footer={statusFooter(tabTimeline(profile), ids.length, t, keyLabel)}
          focused={active}
        />
      ) : (
        <AccountList
          ids={ids}
          index={index}
          cursor={cursor}
          width={width}
          height={listHeight}
          footer={accountFooter(tabPager(profile), ids.length, t)}
          focused={active}
        />
      )}
    </Box>
  );
});

const INDENT = terminalText('  ');

/** What the follow key does now, for the card's key hint. */
function followWord(relationship: ProfileStore['relationship'], t: TuiTranslate): string {
  if (relationship?.following) return t('tui.relationship.word_unfollow');
  if (relationship?.requested) return t('tui.relationship.word_cancel_request');
  return t('tui.relationship.word_follow');
}

function statusFooter(
  timeline: TimelineStore | undefined,
  count: number,
  t: TuiTranslate,
  keyLabel: (action: KeyActionId) => string,
): string {
  if (!timeline || ((timeline.state === 'loading' || timeline.state === 'idle') && count === 0)) {
    return t('tui.timeline.loading');
  }
  if (timeline.state === 'failed' && count === 0) {
    return safeLine(t('timeline.error', { detail: timeline.error ?? '' }));
  }
  if (count === 0) return t('timeline.no_statuses');
  if (timeline.loadingOlder) return t('tui.timeline.loading');
  if (timeline.olderFailed)
    return t('tui.timeline.older_failed', { key: keyLabel('cursor.bottom') });
  if (timeline.bottomedOut) return t('timeline.no_more_statuses');
  return t('tui.timeline.load_older', { key: keyLabel('cursor.bottom') });
}

function accountFooter(
  pager: AccountListPager | undefined,
  count: number,
  t: TuiTranslate,
): string {
  if (!pager || pager.state === 'loading' || pager.state === 'idle')
    return t('tui.timeline.loading');
  if (pager.state === 'failed') return safeLine(pager.error ?? '');
  if (pager.loadingMore) return t('tui.timeline.loading');
  if (count === 0) return t('tui.profile.no_accounts');
  if (pager.bottomedOut) return t('tui.profile.no_more_accounts');
  return '';
}
