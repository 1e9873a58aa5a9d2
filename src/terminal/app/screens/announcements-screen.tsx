import { Box } from 'ink';
import { observable, runInAction } from 'mobx';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { type AnnouncementItem, announcementsOf } from '../../../core/model/announcements';
import { cursorTarget } from '../../../core/view/list-cursor';
import type { KeyActionId } from '../../../shared/keymap';
import { htmlToPlain } from '../../../shared/text/html-to-plain';
import { announcementTime } from '../../../shared/text/relative-time';
import { useDirection, useServices } from '../app-context';
import { SafeText } from '../components/safe-text';
import { UiLine, type UiPart, UiRow } from '../components/ui-row';
import { useGlobalActions } from '../hooks/use-global-actions';
import { useKeyActions } from '../hooks/use-key-actions';
import { terminalText } from '../layout/terminal-text';
import { truncateToWidth, wrapToWidth } from '../layout/text-width';
import { AnnouncementForm } from './announcement-form';

const INDENT = terminalText('    ');

export interface AnnouncementsScreenProps {
  visible: boolean;
  /** Keys reach it (not while the bottom line asks something). */
  active: boolean;
  width: number;
  height: number;
}

/**
 * The instance's announcements (`g A`), newest first: `r` marks the selected one read
 * (signed-in users; inactive ones cannot be), managers delete with `D` after y/n; Esc closes.
 * Managers see inactive ones flagged, post a new one with `n` and change the selected one with
 * `e`, in a form of text, start, end and all-day (AnnouncementForm).
 */
export const AnnouncementsScreen = observer(function AnnouncementsScreen(
  props: AnnouncementsScreenProps,
) {
  const { visible, active, width, height } = props;
  const { root, nav, t, keyLabel, language } = useServices();
  const rtl = useDirection() === 'rtl';
  const [view] = useState(() =>
    observable(
      {
        index: 0,
        confirming: false,
        /** The manager's form: a new announcement (`{}`) or the one being changed. */
        form: null as { editing?: AnnouncementItem } | null,
      },
      {},
      { deep: false },
    ),
  );
  const store = root.use(announcementsOf);
  useEffect(() => {
    void store.refresh();
  }, [store]);
  const items = store.items;
  const index = Math.min(view.index, Math.max(0, items.length - 1));
  const selected: AnnouncementItem | undefined = items[index];

  const globalAction = useGlobalActions();
  const onAction = (action: KeyActionId) => {
    if (view.confirming) {
      if (action === 'confirm.yes' && selected) {
        void store.remove(selected.id).then((ok) => {
          if (ok) root.notices.add('success', 'tui.announcements.deleted');
        });
      }
      if (action === 'confirm.yes' || action === 'confirm.no') {
        runInAction(() => (view.confirming = false));
      }
      return;
    }
    if (globalAction(action)) return;
    const target = cursorTarget(action, index, items.length, 3);
    if (target !== undefined) {
      runInAction(() => (view.index = Math.max(0, Math.min(items.length - 1, target))));
      return;
    }
    if (action === 'announcements.close') nav.pop();
    else if (action === 'announcements.read' && selected) {
      if (selected.inactive) root.notices.add('info', 'announcements.inactive_message');
      else if (!selected.read) {
        void store.dismiss(selected.id).then((ok) => {
          if (ok) root.notices.add('success', 'tui.announcements.read_done');
        });
      }
    } else if (action === 'announcements.delete' && selected && store.canManage) {
      runInAction(() => (view.confirming = true));
    } else if (action === 'announcements.new' && store.canManage) {
      runInAction(() => (view.form = {}));
    } else if (action === 'announcements.edit' && selected && store.canManage) {
      runInAction(() => (view.form = { editing: selected }));
    }
  };
  useKeyActions(view.confirming ? ['confirm'] : ['announcements', 'list', 'global'], onAction, {
    isActive: active && !view.form,
  });
  if (!visible) return null;
  if (view.form) {
    return (
      <Box
        flexDirection="column"
        height={height}
        // The margin on the side lines start from (the right, right to left).
        {...(rtl ? { paddingRight: 2 } : { paddingLeft: 2 })}
        paddingTop={1}
      >
        <AnnouncementForm
          editing={view.form.editing}
          active={active}
          width={width - 2}
          onClose={() => runInAction(() => (view.form = null))}
        />
      </Box>
    );
  }

  const inner = Math.max(8, width - 4);
  const footer = view.confirming
    ? t('tui.announcements.delete')
    : store.canManage
      ? t('tui.announcements.hint_manager', {
          read: keyLabel('announcements.read'),
          new: keyLabel('announcements.new'),
          edit: keyLabel('announcements.edit'),
          remove: keyLabel('announcements.delete'),
          close: keyLabel('announcements.close'),
        })
      : t('tui.announcements.hint', {
          read: keyLabel('announcements.read'),
          close: keyLabel('announcements.close'),
        });
  const status = !store.supported
    ? t('announcements.unsupported')
    : store.loadError
      ? t('announcements.load_error', { detail: store.loadError })
      : store.state === 'loading'
        ? t('general.loading')
        : items.length === 0
          ? t('announcements.empty')
          : '';

  // Spec part 1 §2: dates only for all-day announcements; in the app's language.
  const locale = language();
  const when = (iso: string, allDay: boolean) => announcementTime(iso, allDay, { locale });
  // From the selected one down, as many lines as fit.
  // Right to left (issue 14) the head is read from the right with the marker ` <` there; a
  // body line is already in the order it is drawn (`wrapToWidth`) and ends at the right.
  const lines: { parts: UiPart[]; tone: 'head' | 'body' | 'selected' | 'dim' }[] = [];
  for (const [i, item] of items.slice(index).entries()) {
    const head = [
      t('announcements.published_time_display', {
        time: item.publishedAt ? when(item.publishedAt, false) : '',
      }),
      item.startsAt
        ? t('announcements.start_time_display', { time: when(item.startsAt, item.allDay) })
        : '',
      item.endsAt
        ? t('announcements.end_time_display', { time: when(item.endsAt, item.allDay) })
        : '',
      item.read ? t('announcements.read') : '',
      item.inactive ? t('announcements.inactive_message') : '',
    ].filter(Boolean);
    lines.push({
      parts: [
        { text: terminalText(i === 0 ? '> ' : '  '), mark: true },
        { text: truncateToWidth(terminalText(head.join(' · ')), width - 2) },
      ],
      tone: i === 0 ? 'selected' : 'head',
    });
    for (const line of wrapToWidth(terminalText(htmlToPlain(item.content)), inner)) {
      lines.push({
        parts: [
          { text: INDENT, mark: true },
          { text: line, asIs: true },
        ],
        tone: item.read || item.inactive ? 'dim' : 'body',
      });
    }
    lines.push({ parts: [{ text: terminalText(' ') }], tone: 'body' });
  }
  const room = Math.max(1, height - 4);
  const line = (text: string) => truncateToWidth(terminalText(`  ${text}`), width);
  return (
    <Box flexDirection="column" height={height}>
      <UiLine bold text={line(t('announcements.page_header'))} width={width} />
      <SafeText>{terminalText(' ')}</SafeText>
      {status !== '' && <UiLine dimColor text={line(status)} width={width} />}
      {store.error && (
        <UiLine
          color="red"
          text={line(t('announcements.post_error', { error: store.error }))}
          width={width}
        />
      )}
      {lines.slice(0, room).map((row, i) => (
        <UiRow
          // biome-ignore lint/suspicious/noArrayIndexKey: lines are positional
          key={i}
          parts={row.parts.map((part) => ({
            ...part,
            bold: row.tone === 'selected',
            color: row.tone === 'selected' ? 'cyan' : row.tone === 'head' ? 'gray' : undefined,
            dimColor: row.tone === 'dim',
          }))}
          width={width}
        />
      ))}
      <Box flexGrow={1} />
      <UiLine color={view.confirming ? 'yellow' : 'gray'} text={line(footer)} width={width} />
    </Box>
  );
});
