import { Box, type Key } from 'ink';
import { observable, runInAction } from 'mobx';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { shoutboxOf } from '../../../core/model/shoutbox';
import type { KeyActionId } from '../../../shared/keymap';
import { useShoutChannel } from '../../../shared/shout/use-shout-channel';
import { safeHandle } from '../../../shared/text/terminal-safe';
import { useDirection, useServices } from '../app-context';
import { SafeText } from '../components/safe-text';
import { TextField } from '../components/text-field';
import { UiLine, UiRow } from '../components/ui-row';
import { useKeyActions } from '../hooks/use-key-actions';
import { editLine } from '../keys/line-input';
import { paragraphDirection } from '../layout/bidi';
import { terminalText } from '../layout/terminal-text';
import { truncateToWidth, wrapToWidth } from '../layout/text-width';
import { type EditState, emptyEdit } from '../model/text-edit';

export interface ShoutboxScreenProps {
  active: boolean;
  width: number;
  height: number;
}

/**
 * The public shoutbox (`g B`, spec part 1 §2): the last messages, newest at the bottom, and
 * an input line that takes every key; Enter sends, Esc closes (and leaves the channel).
 * Every remote text goes through the terminal sanitizer.
 */
export const ShoutboxScreen = observer(function ShoutboxScreen(props: ShoutboxScreenProps) {
  const { active, width, height } = props;
  const { root, nav, t, keyLabel } = useServices();
  const direction = useDirection();
  const [view] = useState(() => observable({ edit: emptyEdit as EditState }));
  const store = root.use(shoutboxOf);
  const available = store.available;
  useShoutChannel(store);

  const onAction = (action: KeyActionId) => {
    if (action === 'shoutbox.close') nav.pop();
    else if (action === 'shoutbox.send' && !store.sending) {
      const text = view.edit.value;
      void store.send(text).then((sent) => {
        if (sent && view.edit.value === text) runInAction(() => (view.edit = emptyEdit));
      });
    }
  };
  const onOtherInput = (input: string, key: Key, chords: readonly string[]) => {
    const edited = editLine(view.edit, input, key, chords, width - 4);
    if (!edited) return;
    runInAction(() => (view.edit = edited));
    if (store.sendError) store.clearError();
  };
  useKeyActions(['shoutbox'], onAction, { isActive: active, onOtherInput });
  if (!active) return null;

  const inner = Math.max(8, width - 4);
  const status = !root.session.isSignedIn
    ? t('shoutbox.sign_in')
    : !available
      ? t('shoutbox.unavailable')
      : store.state !== 'joined'
        ? t('shoutbox.connecting')
        : store.loaded && store.messages.length === 0
          ? t('shoutbox.empty')
          : '';
  const error = store.sendError
    ? t(
        store.sendError === 'empty'
          ? 'shoutbox.error_empty'
          : store.sendError === 'timeout'
            ? 'shoutbox.error_timeout'
            : 'shoutbox.error_not_joined',
      )
    : '';
  // `name: text`, a line in the message's own direction (else the interface's): an Arabic
  // message reads from the right with its author first there.
  const lines = store.messages.flatMap((message) =>
    wrapToWidth(
      terminalText(`${safeHandle(message.author.acct)}: ${message.text}`),
      inner,
      paragraphDirection(message.text) ?? direction,
    ),
  );
  const room = Math.max(1, height - 6);
  const hint = `${t('shoutbox.placeholder')} · ${keyLabel('shoutbox.close')}`;
  const line = (text: string) => truncateToWidth(terminalText(`  ${text}`), width);
  const rtl = direction === 'rtl';
  return (
    <Box flexDirection="column" height={height}>
      <UiLine bold text={line(t('shoutbox.title'))} width={width} />
      <SafeText>{terminalText(' ')}</SafeText>
      {status !== '' && <UiLine dimColor text={line(status)} width={width} />}
      {lines.slice(-room).map((text, i) => (
        <UiRow
          // biome-ignore lint/suspicious/noArrayIndexKey: lines are positional
          key={i}
          parts={[
            { text: INDENT, mark: true },
            { text, asIs: true },
          ]}
          width={width}
        />
      ))}
      <Box flexGrow={1} />
      {error !== '' && <UiLine color="red" text={line(error)} width={width} />}
      {/* Right to left (issue 14): the marker at the right edge, the field to its left. */}
      <Box flexDirection={rtl ? 'row-reverse' : 'row'}>
        <SafeText color="yellow">{terminalText(rtl ? ' <' : '> ')}</SafeText>
        <TextField state={view.edit} width={Math.max(2, width - 3)} focused={available} />
      </Box>
      <UiLine color="gray" text={line(hint)} width={width} />
    </Box>
  );
});

const INDENT = terminalText('  ');
