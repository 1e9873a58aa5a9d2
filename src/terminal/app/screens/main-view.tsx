import { Box } from 'ink';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { announcementsOf } from '../../../core/model/announcements';
import { chatOutboxOf } from '../../../core/model/chat-outbox';
import { chatListOf } from '../../../core/model/chats';
import { draftsOf } from '../../../core/model/drafts';
import { mediaViewerOf } from '../../../core/model/media-viewer';
import { followOffline } from '../../../core/model/reconnect';
import { startServerSync } from '../../../core/model/server-storage/kit';
import { sideViewFor, type Tab } from '../../../core/view/navigation';
import { type View, viewKey } from '../../../core/view/views';
import { useDirection, useServices } from '../app-context';
import { PROMPT_ROWS, PromptLine } from '../components/prompt-line';
import { SafeText } from '../components/safe-text';
import { StatusBar } from '../components/status-bar';
import { TabStrip } from '../components/tab-strip';
import { useAttention } from '../hooks/use-attention';
import { terminalText } from '../layout/terminal-text';
import { truncateToWidth } from '../layout/text-width';
import { viewTitle } from '../model/views';
import { AccountChooserOverlay } from './account-chooser';
import { HelpOverlay } from './help-overlay';
import { LinkChooser } from './link-chooser';
import { MediaOverlay } from './media-overlay';
import { StackedScreen, screenKey, ViewScreen } from './view-screen';

/** From this many columns the terminal shows two columns (spec breakpoints, in cells). */
export const WIDE_COLUMNS = 160;
/** The side column's share of a wide terminal (spec: content 45rem, notifications 25rem). */
const SIDE_SHARE = 0.36;

export interface MainViewProps {
  width: number;
  height: number;
}

/**
 * The signed-in UI: a strip of open views (tabs), the active view with whatever is stacked
 * on it (thread, profile, composer), on a wide terminal a second column (notifications,
 * or home while notifications are the main view), the overlays (help, link chooser, media
 * viewer), the command line when open, and the status bar.
 */
export const MainView = observer(function MainView({ width, height }: MainViewProps) {
  const { root, nav, prompt, t } = useServices();
  const direction = useDirection();
  const wide = width >= WIDE_COLUMNS;
  useEffect(() => nav.setWide(wide), [nav, wide]);
  // Posts left unsent by an earlier run (terminal lost, crash, quit, a failed `petrel post`)
  // are offered back at once: the drafts list, to continue or discard them.
  useEffect(() => {
    if (draftsOf(root.scope).list().length > 0) nav.openDrafts();
  }, [root, nav]);
  // Spec part 1 §7: announcements are fetched from start-up on (every 300 s, with the scope).
  const scope = root.scope;
  useEffect(() => scope.use(announcementsOf).start(), [scope]);
  // Synced settings: read from the account's server store now and every minute, changes sent.
  useEffect(() => {
    if (scope.account) void startServerSync(scope);
  }, [scope]);
  // Chats: the list (and its unread count) every 5 s; messages queued in an earlier run go out.
  // A start without the server (issue 16): keep trying until it answers, then load as usual.
  useEffect(() => followOffline(root), [root]);
  useEffect(() => {
    if (!scope.account || !scope.instance.capabilities.chats) return;
    scope.use(chatListOf).start();
    void scope.use(chatOutboxOf).flush();
  }, [scope]);
  // New mentions, direct and chat messages ring the bell (the `bell` setting) and run the
  // `notifyCommand` setting's program, if set.
  useAttention(root, scope, t);

  const { accounts } = useServices();
  const overlay = nav.helpOpen
    ? 'help'
    : accounts.purpose
      ? 'accounts'
      : nav.chooser
        ? 'chooser'
        : root.use(mediaViewerOf).isOpen
          ? 'media'
          : null;
  const composing = nav.composing;
  // Help never covers the composer (its keys are text there).
  const covered = overlay !== null && !composing;
  const promptOpen = prompt.isOpen && !composing;
  const bodyHeight = Math.max(1, height - 2 - (promptOpen ? PROMPT_ROWS : 0));
  const sideWidth = wide ? Math.floor(width * SIDE_SHARE) : 0;
  const mainWidth = wide ? width - sideWidth - 1 : width;
  const keysFree = overlay === null && !promptOpen;
  const mainKeys = keysFree && (nav.column === 'main' || composing);
  const sideView = sideViewFor(nav.active.view);

  const onPosted = (statusId: string) => {
    nav.pop();
    nav.posted(statusId);
  };

  // The status bar speaks about the focused column.
  const focusedView: View = nav.column === 'side' && wide ? sideView : nav.active.view;
  const top = nav.column === 'side' && wide ? null : nav.top;
  const stackLabel =
    top?.kind === 'thread'
      ? t('tui.status_bar.conversation')
      : top?.kind === 'profile'
        ? t('tui.status_bar.profile')
        : top?.kind === 'compose'
          ? t('tui.status_bar.compose')
          : top?.kind === 'drafts'
            ? t('drafts.title')
            : top?.kind === 'scheduled'
              ? t('tui.scheduled.title')
              : top?.kind === 'announcements'
                ? t('announcements.page_header')
                : top?.kind === 'shoutbox'
                  ? t('shoutbox.title')
                  : top?.kind === 'chats'
                    ? t('tui.chats.title')
                    : top?.kind === 'history'
                      ? t('status.edit_history')
                      : top?.kind === 'settings'
                        ? t('tui_settings.title')
                        : top?.kind === 'about'
                          ? t('about.about')
                          : top?.kind === 'security'
                            ? t('tui_security.title')
                            : '';
  const place = terminalText([viewTitle(focusedView, t), stackLabel].filter(Boolean).join(' › '));
  const timeline =
    focusedView.kind === 'timeline' ? root.timelines.get(focusedView.timeline) : undefined;

  return (
    <Box flexDirection="column" width={width} height={height}>
      <TabStrip width={width} />
      <Box flexDirection="row" height={bodyHeight} overflowY="hidden">
        {/* Screens stay mounted under an overlay (their cursors survive); Ink skips them. */}
        {/* A right-to-left interface has the side column on the left. */}
        <Box
          display={covered ? 'none' : 'flex'}
          flexDirection={direction === 'rtl' ? 'row-reverse' : 'row'}
          height={bodyHeight}
        >
          <Box flexDirection="column" width={mainWidth} height={bodyHeight} overflowY="hidden">
            {nav.tabs.map((tab, i) => (
              <TabContent
                key={tab.id}
                tab={tab}
                shown={i === nav.activeIndex && !covered}
                focused={i === nav.activeIndex && (nav.column === 'main' || !wide)}
                keys={mainKeys && i === nav.activeIndex}
                width={mainWidth}
                height={bodyHeight}
                onPosted={onPosted}
              />
            ))}
          </Box>
          {wide && (
            <SideColumn
              view={sideView}
              shown={!covered}
              focused={nav.column === 'side'}
              keys={keysFree && nav.column === 'side' && !composing}
              width={sideWidth}
              height={bodyHeight}
            />
          )}
        </Box>
        {covered && (
          <Box flexDirection="column" width={width} height={bodyHeight}>
            {overlay === 'help' && (
              <HelpOverlay active={!promptOpen} width={width} height={bodyHeight} />
            )}
            {overlay === 'chooser' && <LinkChooser active width={width} height={bodyHeight} />}
            {overlay === 'accounts' && <AccountChooserOverlay width={width} height={bodyHeight} />}
            {overlay === 'media' && <MediaOverlay active width={width} height={bodyHeight} />}
          </Box>
        )}
      </Box>
      {promptOpen && <PromptLine width={width} />}
      <StatusBar timeline={timeline} place={place} width={width} />
    </Box>
  );
});

interface TabContentProps {
  tab: Tab;
  shown: boolean;
  focused: boolean;
  keys: boolean;
  width: number;
  height: number;
  onPosted: (statusId: string) => void;
}

/** A tab's view and the screens stacked on it; only the top one is drawn. */
const TabContent = observer(function TabContent(props: TabContentProps) {
  const { tab, shown, focused, keys, width, height, onPosted } = props;
  const depth = tab.stack.length;
  return (
    <>
      <ViewScreen
        view={tab.view}
        visible={shown && depth === 0}
        focused={focused && depth === 0}
        active={keys && depth === 0}
        width={width}
        height={height}
      />
      {tab.stack.map((screen, i) => (
        <StackedScreen
          key={screenKey(screen, i)}
          screen={screen}
          visible={shown && i === depth - 1}
          active={keys && i === depth - 1}
          width={width}
          height={height}
          onPosted={onPosted}
        />
      ))}
    </>
  );
});

interface SideColumnProps {
  view: View;
  shown: boolean;
  focused: boolean;
  keys: boolean;
  width: number;
  height: number;
}

/** The second column of a wide terminal, behind a thin rule; Tab gives it the keys. */
const SideColumn = observer(function SideColumn(props: SideColumnProps) {
  const { view, shown, focused, keys, width, height } = props;
  const { t } = useServices();
  return (
    <Box flexDirection="row" width={width + 1} height={height}>
      <Box width={1} height={height} flexDirection="column" overflowY="hidden">
        <SafeText dimColor>
          {terminalText(Array.from({ length: height }, () => '│').join('\n'))}
        </SafeText>
      </Box>
      <Box flexDirection="column" width={width} height={height} overflowY="hidden">
        <SafeText bold inverse={keys}>
          {truncateToWidth(terminalText(` ${viewTitle(view, t)} `), width)}
        </SafeText>
        <ViewScreen
          key={viewKey(view)}
          view={view}
          visible={shown}
          focused={focused}
          active={keys}
          width={width}
          height={Math.max(1, height - 1)}
        />
      </Box>
    </Box>
  );
});
