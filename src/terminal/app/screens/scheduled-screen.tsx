import { Box, type Key } from 'ink';
import { observable, runInAction } from 'mobx';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import type { ScheduledStatus } from '../../../core/api/client';
import { parseScheduleTime, scheduleTimeText } from '../../../core/model/post/scheduling';
import { scheduledPostsOf } from '../../../core/model/scheduled-posts';
import { cursorTarget } from '../../../core/view/list-cursor';
import type { KeyActionId } from '../../../shared/keymap';
import { fullTime } from '../../../shared/text/relative-time';
import { safeLine } from '../../../shared/text/terminal-safe';
import { useServices } from '../app-context';
import { LabelledField } from '../components/compose-extras';
import { SafeText } from '../components/safe-text';
import { UiLine, UiRow } from '../components/ui-row';
import { cancelScheduled, rescheduleScheduled, rewriteScheduled } from '../hooks/scheduled-actions';
import { useGlobalActions } from '../hooks/use-global-actions';
import { useKeyActions } from '../hooks/use-key-actions';
import type { TuiTranslate } from '../i18n/prepare-i18n';
import { editLine } from '../keys/line-input';
import { terminalText } from '../layout/terminal-text';
import { truncateToWidth } from '../layout/text-width';
import { type EditState, editOf } from '../model/text-edit';

export interface ScheduledScreenProps {
  active: boolean;
  width: number;
  height: number;
}

interface ScheduledView {
  index: number;
  confirming: boolean;
  /** The new time as typed, while the time field is open. */
  time: EditState | null;
  timeProblem: 'schedule_unreadable' | 'schedule_too_soon' | null;
}

const TIME_PROBLEMS = {
  schedule_unreadable: 'tui.compose.schedule_unreadable',
  schedule_too_soon: 'tui.compose.schedule_too_soon',
} as const;

/**
 * The account's scheduled posts, soonest first (`g S`): time, scope, files, poll and the
 * start of the text. Enter or `t` asks for a new time (read as the post form's and the CLI's
 * `--at` read it), `d` cancels the post after y/n, `e` rewrites it in the post form (the
 * rewritten post is scheduled, then this one cancelled), `.` reloads, Esc closes. Every
 * outcome shows as a notice.
 */
export const ScheduledScreen = observer(function ScheduledScreen(props: ScheduledScreenProps) {
  const { active, width, height } = props;
  const services = useServices();
  const { root, nav, t, keyLabel, language } = services;
  const store = root.use(scheduledPostsOf);
  const [view] = useState(() =>
    observable<ScheduledView>({ index: 0, confirming: false, time: null, timeProblem: null }),
  );
  useEffect(() => {
    if (active) void store.load();
  }, [active, store]);
  const items = store.items;
  const index = Math.min(view.index, Math.max(0, items.length - 1));
  const selected = items[index];

  const onTimeAction = (action: KeyActionId) => {
    if (action === 'prompt.cancel') {
      runInAction(() => {
        view.time = null;
        view.timeProblem = null;
      });
    } else if (action === 'prompt.submit' && selected && view.time) {
      const parsed = parseScheduleTime(view.time.value, root.ports.clock.now());
      if ('problem' in parsed) {
        runInAction(() => {
          view.timeProblem =
            parsed.problem.kind === 'too_soon' ? 'schedule_too_soon' : 'schedule_unreadable';
        });
        return;
      }
      runInAction(() => {
        view.time = null;
        view.timeProblem = null;
      });
      void rescheduleScheduled(services, selected.id, parsed.at);
    }
  };

  const onTimeInput = (input: string, key: Key, chords: readonly string[]) => {
    const edited = view.time && editLine(view.time, input, key, chords, width - 4);
    if (!edited) return;
    runInAction(() => {
      view.time = edited;
      view.timeProblem = null;
    });
  };

  const globalAction = useGlobalActions();
  const onAction = (action: KeyActionId) => {
    if (view.confirming) {
      if (action === 'confirm.yes' && selected) void cancelScheduled(services, selected.id);
      if (action === 'confirm.yes' || action === 'confirm.no') {
        runInAction(() => (view.confirming = false));
      }
      return;
    }
    if (globalAction(action)) return;
    const target = cursorTarget(action, index, items.length, Math.max(1, pageOf(height)));
    if (target !== undefined) {
      runInAction(() => (view.index = Math.max(0, Math.min(items.length - 1, target))));
      return;
    }
    switch (action) {
      case 'scheduled.close':
        nav.pop();
        return;
      case 'scheduled.reload':
        void store.load();
        return;
    }
    if (!selected || store.busy.has(selected.id)) return;
    if (action === 'scheduled.reschedule') {
      const value = scheduleTimeText(new Date(selected.scheduledAt));
      runInAction(() => (view.time = editOf(value)));
    } else if (action === 'scheduled.cancel_post') {
      runInAction(() => (view.confirming = true));
    } else if (action === 'scheduled.edit') {
      rewriteScheduled(services, selected);
    }
  };

  const timeOpen = view.time !== null;
  useKeyActions(
    timeOpen ? ['prompt'] : view.confirming ? ['confirm'] : ['scheduled', 'list', 'global'],
    timeOpen ? onTimeAction : onAction,
    { isActive: active, ...(timeOpen ? { onOtherInput: onTimeInput } : {}) },
  );
  if (!active) return null;

  const line = (text: string) => truncateToWidth(terminalText(`  ${text}`), width);
  const rows = items.slice(firstShown(index, height), firstShown(index, height) + pageOf(height));
  return (
    <Box flexDirection="column" height={height}>
      <UiLine bold text={line(t('tui.scheduled.title'))} width={width} />
      <SafeText>{terminalText(' ')}</SafeText>
      {store.error ? (
        <UiLine
          color="red"
          text={line(safeLine(t('tui.scheduled.load_failed', { detail: store.error })))}
          width={width}
        />
      ) : null}
      {items.length === 0 && !(store.error && !store.loading) ? (
        <UiLine
          dimColor
          text={line(
            store.loading || !store.loaded ? t('tui.scheduled.loading') : t('tui.scheduled.empty'),
          )}
          width={width}
        />
      ) : null}
      {rows.map((item) => {
        const isSelected = item.id === selected?.id;
        const busy = store.busy.has(item.id);
        return (
          <Box key={item.id} flexDirection="column">
            <UiRow
              width={width}
              parts={[
                { text: terminalText(isSelected ? '> ' : '  '), mark: true, color: 'cyan' },
                {
                  text: truncateToWidth(
                    terminalText(
                      safeLine(
                        store.isCancelOwed(item.id)
                          ? `${headOf(item, t, language())} · ${t('tui.scheduled.cancel_owed')}`
                          : headOf(item, t, language()),
                      ),
                    ),
                    width - 2,
                  ),
                  inverse: isSelected,
                  dimColor: busy,
                },
              ]}
            />
            <UiLine
              color="gray"
              text={truncateToWidth(terminalText(`    ${safeLine(excerptOf(item, t))}`), width)}
              width={width}
            />
          </Box>
        );
      })}
      <Box flexGrow={1} />
      {view.time ? (
        <>
          <LabelledField
            label={t('tui.scheduled.new_time')}
            state={view.time}
            focused
            disabled={false}
            width={width}
          />
          <UiLine
            color={view.timeProblem ? 'red' : 'gray'}
            text={line(
              view.timeProblem ? t(TIME_PROBLEMS[view.timeProblem]) : t('tui.scheduled.time_hint'),
            )}
            width={width}
          />
        </>
      ) : (
        <UiLine
          color={view.confirming ? 'yellow' : 'gray'}
          text={line(
            view.confirming
              ? t('tui.scheduled.cancel_confirm')
              : selected && store.busy.has(selected.id)
                ? t('tui.scheduled.busy')
                : t('tui.scheduled.hint', {
                    reschedule: keyLabel('scheduled.reschedule'),
                    cancel: keyLabel('scheduled.cancel_post'),
                    edit: keyLabel('scheduled.edit'),
                    reload: keyLabel('scheduled.reload'),
                    close: keyLabel('scheduled.close'),
                  }),
          )}
          width={width}
        />
      )}
    </Box>
  );
});

/** Posts on one screen: two rows each, under the title and over the footer. */
function pageOf(height: number): number {
  return Math.max(1, Math.floor((height - 5) / 2));
}

/** The first post shown, so the selected one stays on screen. */
function firstShown(index: number, height: number): number {
  const page = pageOf(height);
  return Math.max(0, index - page + 1);
}

/**
 * `Dec 1, 2026, 09:00 · Public · 2 files · poll · reply to 123`: the time in the app's
 * language (Intl); the time field still takes and shows `YYYY-MM-DD HH:MM`.
 */
function headOf(item: ScheduledStatus, t: TuiTranslate, locale: string): string {
  const parts = [fullTime(item.scheduledAt, { locale })];
  if (item.visibility && item.visibility in SCOPE_KEYS)
    parts.push(t(SCOPE_KEYS[item.visibility as keyof typeof SCOPE_KEYS]));
  if (item.mediaCount > 0) parts.push(t('tui.scheduled.media', { count: item.mediaCount }));
  if (item.pollOptions.length > 0) parts.push(t('tui.scheduled.poll'));
  if (item.inReplyToId) parts.push(t('tui.scheduled.reply', { id: item.inReplyToId }));
  return parts.join(' · ');
}

const SCOPE_KEYS = {
  public: 'post_status.scope.public',
  unlisted: 'post_status.scope.unlisted',
  private: 'post_status.scope.private',
  direct: 'post_status.scope.direct',
} as const;

/** The content warning and the start of the text, on one line. */
function excerptOf(item: ScheduledStatus, t: TuiTranslate): string {
  const text = item.text.replace(/\s+/g, ' ').trim() || t('tui.scheduled.no_text');
  return item.spoilerText ? `[${item.spoilerText.replace(/\s+/g, ' ')}] ${text}` : text;
}
