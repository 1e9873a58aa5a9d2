import type { Key } from 'ink';
import { Box } from 'ink';
import { observable, runInAction } from 'mobx';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import type { Account } from '../../../core/domain/types';
import { describeError } from '../../../core/errors';
import { searchChatPartners } from '../../../core/model/chat-partners';
import { chatListOf } from '../../../core/model/chats';
import { cursorTarget } from '../../../core/view/list-cursor';
import type { KeyActionId } from '../../../shared/keymap';
import { useDirection, useServices } from '../app-context';
import { SafeText } from '../components/safe-text';
import { TextField } from '../components/text-field';
import { UiLine, UiRow } from '../components/ui-row';
import { useGlobalActions } from '../hooks/use-global-actions';
import { useKeyActions } from '../hooks/use-key-actions';
import { isTextInput } from '../keys/ink-chord';
import { terminalText } from '../layout/terminal-text';
import { textWidth, truncateToWidth } from '../layout/text-width';
import { uiLine } from '../layout/ui-direction';
import { type EditState, editWithChord, emptyEdit, insertText } from '../model/text-edit';
import { accountParts } from './chats-lines';

/**
 * The chats list's `n` (spec part 1 §2 "new-chat search panel", as the web's New panel): a
 * name line (Enter searches the accounts), then the matches with the first highlighted;
 * Enter opens the chat with the highlighted one (made on the server on first use). Esc on
 * the name line, or on the matches, goes back to the chat list.
 */
export const ChatNewPane = observer(function ChatNewPane(props: {
  active: boolean;
  width: number;
  height: number;
  onOpen: (chatId: string) => void;
  onClose: () => void;
}) {
  const { active, width, height, onOpen, onClose } = props;
  const { root, t, keyLabel } = useServices();
  const globalAction = useGlobalActions();
  const list = root.scope.use(chatListOf);
  const [ui] = useState(() =>
    observable(
      {
        typing: true,
        edit: emptyEdit as EditState,
        state: 'idle' as 'idle' | 'searching' | 'done' | 'opening' | 'failed',
        accounts: [] as Account[],
        index: 0,
        error: '',
        round: 0,
      },
      { edit: observable.ref, accounts: observable.ref },
    ),
  );
  const search = () => {
    const query = ui.edit.value.trim();
    if (!query) return;
    const round = ui.round + 1;
    runInAction(() => {
      ui.round = round;
      ui.state = 'searching';
      ui.typing = false;
      ui.index = 0;
    });
    searchChatPartners(root.scope.client.accounts, query, root.session.account?.id).then(
      (accounts) =>
        round === ui.round &&
        runInAction(() => {
          ui.accounts = accounts;
          ui.state = 'done';
        }),
      (error: unknown) =>
        round === ui.round &&
        runInAction(() => {
          ui.state = 'failed';
          ui.error = describeError(error);
        }),
    );
  };
  const open = (account: Account) => {
    runInAction(() => (ui.state = 'opening'));
    list.chatWith(account.id).then(
      (chat) => onOpen(chat.id),
      (error: unknown) =>
        runInAction(() => {
          ui.state = 'failed';
          ui.error = describeError(error);
        }),
    );
  };
  const onAction = (action: KeyActionId) => {
    if (ui.typing) {
      if (action === 'chat_input.send') search();
      else if (action === 'chat_input.leave') onClose();
      return;
    }
    if (globalAction(action)) return;
    const target = cursorTarget(action, ui.index, ui.accounts.length, 3);
    const picked = ui.accounts[ui.index];
    if (target !== undefined) {
      runInAction(() => (ui.index = Math.max(0, Math.min(ui.accounts.length - 1, target))));
    } else if (action === 'chats.enter' && picked && ui.state === 'done') open(picked);
    else if (action === 'chats.new' || action === 'chats.type') {
      runInAction(() => (ui.typing = true));
    } else if (action === 'chats.close') onClose();
  };
  const onOtherInput = (input: string, key: Key, chords: readonly string[]) => {
    if (!ui.typing) return;
    let next =
      chords.length === 1
        ? editWithChord(ui.edit, chords[0]!, { multiline: false, width })
        : undefined;
    if (!next && isTextInput(input, key)) next = insertText(ui.edit, input, false);
    if (next) {
      const edit = next;
      runInAction(() => (ui.edit = edit));
    }
  };
  useKeyActions(ui.typing ? ['chat_input'] : ['chats', 'list', 'global'], onAction, {
    isActive: active,
    onOtherInput,
  });
  if (!active) return null;
  const line = (text: string) => truncateToWidth(terminalText(text), width);
  const status =
    ui.state === 'searching' || ui.state === 'opening'
      ? t('general.loading')
      : ui.state === 'failed'
        ? ui.error
        : ui.state === 'done' && ui.accounts.length === 0
          ? t('chat_screen.no_results')
          : '';
  const hint = ui.typing
    ? t('tui.chats.new_input_hint', {
        search: keyLabel('chat_input.send'),
        leave: keyLabel('chat_input.leave'),
      })
    : t('tui.chats.new_hint', {
        open: keyLabel('chats.enter'),
        again: keyLabel('chats.new'),
        close: keyLabel('chats.close'),
      });
  const shown = ui.accounts.slice(0, Math.max(1, height - 7));
  return (
    <Box flexDirection="column" height={height}>
      <UiLine
        bold
        text={line(`  ${t('tui.chats.title')} › ${t('chat_screen.new_title')}`)}
        width={width}
      />
      <SafeText>{terminalText(' ')}</SafeText>
      <ChatInputLine
        edit={ui.edit}
        width={width}
        typing={ui.typing}
        placeholder={t('chat_screen.search_label')}
      />
      {status !== '' && (
        <UiLine
          color={ui.state === 'failed' ? 'red' : undefined}
          dimColor={ui.state !== 'failed'}
          text={line(`  ${status}`)}
          width={width}
        />
      )}
      {shown.map((a, i) => (
        <UiRow
          key={a.id}
          parts={[
            { text: terminalText(i === ui.index ? '> ' : '  '), mark: true },
            ...accountParts(a, width - 2),
          ].map((part) => ({
            ...part,
            bold: i === ui.index,
            color: i === ui.index ? 'cyan' : undefined,
          }))}
          width={width}
        />
      ))}
      <Box flexGrow={1} />
      <UiLine color="gray" text={line(`  ${hint}`)} width={width} />
    </Box>
  );
});

/** The `  › ` input line of a chat (its message) and of the new-chat pane (the name). */
export function ChatInputLine(props: {
  /** The file going with the message (`[name · size] `), shown before the text. */
  file?: string;
  edit: EditState;
  width: number;
  typing: boolean;
  disabled?: boolean;
  placeholder: string;
}) {
  // Right to left (issue 14) the marker is at the right edge, pointing left into the field.
  const rtl = useDirection() === 'rtl';
  const file = props.file ? uiLine(terminalText(props.file), rtl ? 'rtl' : 'ltr') : null;
  return (
    <Box flexDirection={rtl ? 'row-reverse' : 'row'}>
      <SafeText color={props.typing ? 'yellow' : undefined}>
        {terminalText(rtl ? ' ‹  ' : '  › ')}
      </SafeText>
      {file ? <SafeText color="cyan">{file}</SafeText> : null}
      <TextField
        state={props.edit}
        width={Math.max(4, props.width - 6 - textWidth(props.file ?? ''))}
        focused={props.typing}
        disabled={props.disabled}
        placeholder={props.placeholder}
      />
    </Box>
  );
}
