import type { Key } from 'ink';
import { Box } from 'ink';
import { observable, runInAction } from 'mobx';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import type { ChatMessageItem } from '../../../core/model/chat-view-items';
import { chatViewsOf } from '../../../core/model/chat-views';
import { chatListOf } from '../../../core/model/chats';
import { cursorTarget } from '../../../core/view/list-cursor';
import type { KeyActionId } from '../../../shared/keymap';
import { safeHandle } from '../../../shared/text/terminal-safe';
import { useServices } from '../app-context';
import { UiLine, UiRow } from '../components/ui-row';
import { useGlobalActions } from '../hooks/use-global-actions';
import { useKeyActions } from '../hooks/use-key-actions';
import { isTextInput } from '../keys/ink-chord';
import { terminalText } from '../layout/terminal-text';
import { truncateToWidth } from '../layout/text-width';
import { type EditState, editWithChord, emptyEdit, insertText } from '../model/text-edit';
import { ChatAttachLine, chatFileLabel, makeChatAttach } from './chat-attach';
import { ChatInputLine, ChatNewPane } from './chat-new-pane';
import { chatHint, chatListLines, chatMessageLines, type Line } from './chats-lines';

export interface ChatsScreenProps {
  /** Open straight into the chat with this account (a profile's `C`); Esc goes back there. */
  accountId?: string;
  active: boolean;
  width: number;
  height: number;
}

/** The screen's state opening a chat: its messages, newest at the cursor. */
function openIn(
  ui: { chatId: string | null; fromEnd: number; openWhenListed: boolean },
  id: string,
): void {
  ui.chatId = id;
  ui.fromEnd = 0;
  ui.openWhenListed = false;
}

/**
 * Pleroma chats (`g C`): the chat list with unread counts, Enter opens a chat; in a chat
 * `i` (or Enter) writes on the input line and Enter sends. A message shows at once with
 * "sending…" and stays queued (on disk) until the server has it; a failed one is retried
 * with `r`; `D` deletes the selected message after y/n; Esc goes back. Opened for an
 * account (a profile's `C`) it goes straight into that chat, made on first use.
 */
export const ChatsScreen = observer(function ChatsScreen(props: ChatsScreenProps) {
  const { accountId, active, width, height } = props;
  const { root, nav, t, keyLabel, language, ticker } = useServices();
  const globalAction = useGlobalActions();
  const scope = root.scope;
  const [ui] = useState(() =>
    observable(
      {
        chatId: null as string | null,
        index: 0,
        /** Messages: distance from the newest (0 = the newest). */
        fromEnd: 0,
        typing: false,
        /** `a` in a chat: the attach line (a path) takes the keys. */
        attaching: false,
        confirming: false,
        edit: emptyEdit as EditState,
        refusal: null as string | null,
        /** Enter came while the list was still loading: open the chat under the cursor then. */
        openWhenListed: false,
        /** The chat with `accountId`: being found or made, or it could not be. */
        forAccount: (accountId ? 'opening' : 'none') as 'none' | 'opening' | 'failed',
        /** `n` on the list: the new-chat name line and its matches show instead. */
        newChat: false,
      },
      { edit: observable.ref },
    ),
  );
  const [attach] = useState(() => makeChatAttach(root));
  const list = scope.use(chatListOf);
  const supported = list.usable;
  useEffect(() => {
    if (supported && !accountId) void list.refresh();
  }, [list, supported, accountId]);
  useEffect(() => {
    if (!accountId || !supported) return;
    let live = true;
    list.chatWith(accountId).then(
      (chat) =>
        live &&
        runInAction(() => {
          openIn(ui, chat.id);
          ui.forAccount = 'none';
        }),
      () => live && runInAction(() => (ui.forAccount = 'failed')),
    );
    return () => {
      live = false;
    };
  }, [list, ui, accountId, supported]);
  const view = ui.chatId ? scope.use(chatViewsOf).open(ui.chatId) : null;
  useEffect(() => {
    if (!view) return;
    if (view.state === 'idle') void view.load();
    return () => view.setAtBottom(false);
  }, [view]);
  const messages = (view?.items ?? []).filter((i): i is ChatMessageItem => i.kind === 'message');
  const fromEnd = Math.min(ui.fromEnd, Math.max(0, messages.length - 1));
  const selected = messages[messages.length - 1 - fromEnd];
  const atBottom = fromEnd === 0 && view?.state === 'loaded';
  useEffect(() => {
    if (view && active) view.setAtBottom(atBottom);
  }, [view, active, atBottom]);

  const chats = list.chats;
  const index = Math.min(ui.index, Math.max(0, chats.length - 1));
  const chat = ui.chatId ? list.find(ui.chatId) : undefined;
  const openChat = (id: string) => runInAction(() => openIn(ui, id));
  const waitingId = ui.openWhenListed ? (chats[index]?.id ?? null) : null;
  const listSettled = list.state === 'loaded' || list.state === 'failed';
  useEffect(() => {
    if (waitingId) runInAction(() => openIn(ui, waitingId));
    else if (listSettled) runInAction(() => (ui.openWhenListed = false));
  }, [ui, waitingId, listSettled]);

  const send = () => {
    if (!view) return;
    if (attach.media.uploading) return;
    const refusal = view.send(ui.edit.value, attach.media.mediaIds);
    runInAction(() => {
      ui.refusal = refusal ? t('chats.empty_message_error') : null;
      if (!refusal) {
        ui.edit = emptyEdit;
        ui.fromEnd = 0;
        attach.media.reset();
      }
    });
  };
  /** Enter on the attach line: upload the file, then write its message; empty: no file. */
  const attachFile = () => {
    if (attach.media.uploading) return;
    const before = attach.media.attachments[0];
    if (attach.input.line.value.trim() === '') {
      attach.media.reset();
      runInAction(() => (ui.attaching = false));
      return;
    }
    void attach.input.submit().then(() => {
      const now = attach.media.attachments[0];
      if (now && now !== before)
        runInAction(() => {
          ui.attaching = false;
          ui.typing = true;
        });
    });
  };

  const onAction = (action: KeyActionId) => {
    if (ui.typing) {
      if (action === 'chat_input.send') send();
      else if (action === 'chat_input.leave') runInAction(() => (ui.typing = false));
      return;
    }
    if (ui.attaching) {
      if (action === 'chat_input.send') attachFile();
      else if (action === 'chat_input.complete') void attach.input.complete();
      else if (action === 'chat_input.leave') runInAction(() => (ui.attaching = false));
      return;
    }
    // `?` (help), `g …` and the other global keys, on the list and in a chat alike.
    if (!ui.confirming && globalAction(action)) return;
    if (ui.confirming) {
      if (action === 'confirm.yes' && view && selected?.id) {
        void view.remove(selected.id).then((ok) => {
          if (ok) root.notices.add('success', 'tui.chats.deleted');
        });
      }
      if (action === 'confirm.yes' || action === 'confirm.no')
        runInAction(() => (ui.confirming = false));
      return;
    }
    if (!view && ui.forAccount !== 'none') {
      // Finding the account's chat (or it failed): nothing to move over yet, only back.
      if (action === 'chats.close') nav.pop();
      return;
    }
    if (!view) {
      const target = cursorTarget(action, index, chats.length, 3);
      if (target !== undefined) {
        runInAction(() => (ui.index = Math.max(0, Math.min(chats.length - 1, target))));
      } else if (action === 'chats.enter' && chats[index]) {
        openChat(chats[index].id);
      } else if (action === 'chats.enter' && !listSettled) {
        runInAction(() => (ui.openWhenListed = true));
      } else if (action === 'chats.new' && supported) {
        runInAction(() => (ui.newChat = true));
      } else if (action === 'chats.close') nav.pop();
      return;
    }
    // Up moves to older messages: the cursor counts from the newest.
    const target = cursorTarget(action, messages.length - 1 - fromEnd, messages.length, 5);
    if (target !== undefined) {
      const next = Math.max(0, Math.min(messages.length - 1, target));
      runInAction(() => (ui.fromEnd = messages.length - 1 - next));
      if (next === 0) void view.loadOlder();
      return;
    }
    if (action === 'chats.enter' || action === 'chats.type') {
      if (view.canSend) runInAction(() => (ui.typing = true));
    } else if (action === 'chats.attach') {
      if (view.canSend) runInAction(() => (ui.attaching = true));
    } else if (action === 'chats.retry' && selected?.failed && selected.fakeId) {
      view.retry(selected.fakeId);
    } else if (action === 'chats.delete' && selected?.id) {
      runInAction(() => (ui.confirming = true));
    } else if (action === 'chats.close' && accountId) {
      nav.pop();
    } else if (action === 'chats.close') {
      // A file picked for this chat does not follow into another one.
      attach.media.reset();
      runInAction(() => {
        ui.chatId = null;
        ui.typing = false;
      });
    }
  };
  const onOtherInput = (input: string, key: Key, chords: readonly string[]) => {
    if (ui.attaching) {
      attach.input.edit(
        input,
        chords.length === 1 ? chords[0] : undefined,
        isTextInput(input, key),
      );
      return;
    }
    if (!ui.typing) return;
    const current = ui.edit;
    let next =
      chords.length === 1
        ? editWithChord(current, chords[0]!, { multiline: false, width })
        : undefined;
    if (!next && isTextInput(input, key)) next = insertText(current, input, false);
    if (next) {
      const edit = next;
      runInAction(() => {
        ui.edit = edit;
        ui.refusal = null;
      });
    }
  };
  useKeyActions(
    ui.typing || ui.attaching
      ? ['chat_input']
      : ui.confirming
        ? ['confirm']
        : ['chats', 'list', 'global'],
    onAction,
    { isActive: active && !ui.newChat, onOtherInput },
  );
  // The new-chat pane stays mounted under the help (its search is kept); it draws nothing then.
  if (ui.newChat)
    return (
      <ChatNewPane
        active={active}
        width={width}
        height={height}
        onOpen={(id) =>
          runInAction(() => {
            openIn(ui, id);
            ui.newChat = false;
          })
        }
        onClose={() => runInAction(() => (ui.newChat = false))}
      />
    );
  if (!active) return null;

  const line = (text: string) => truncateToWidth(terminalText(`  ${text}`), width);
  // Right to left (issue 14) every line is read from the right edge, the marker ` <` there.
  const header = chat
    ? [
        { text: terminalText(`  ${t('tui.chats.title')} › `) },
        {
          text: truncateToWidth(terminalText(`@${safeHandle(chat.account.acct)}`), width / 2),
          asIs: true,
        },
      ]
    : [{ text: line(t('tui.chats.title')) }];
  const lines: Line[] = [];
  let status = '';
  let footer = '';
  if (!supported) status = t('tui.chats.unsupported');
  else if (!view && ui.forAccount !== 'none') {
    status = ui.forAccount === 'failed' ? t('chats.error_loading_chat') : t('general.loading');
  } else if (!view) {
    status = list.loadError
      ? list.loadError
      : list.state === 'loading' && chats.length === 0
        ? t('general.loading')
        : chats.length === 0
          ? t('tui.chats.empty', { key: keyLabel('chats.new') })
          : '';
    lines.push(...chatListLines(chats, index, t, width));
    // The hint once there is something to open (Enter during the load waits for the list).
    if (chats.length > 0)
      footer = t('tui.chats.list_hint', {
        open: keyLabel('chats.enter'),
        new: keyLabel('chats.new'),
        close: keyLabel('chats.close'),
      });
  } else {
    status = view.loadError
      ? t('chats.error_loading_chat')
      : view.state === 'loading'
        ? t('general.loading')
        : messages.length === 0
          ? t('tui.chats.no_messages')
          : '';
    const other = chat ? `@${safeHandle(chat.account.acct)}` : '';
    lines.push(
      ...chatMessageLines(view.items, {
        selected,
        other,
        width,
        t,
        language: language(),
        now: ticker.now,
      }),
    );
    footer = chatHint(ui, t, keyLabel);
  }
  const attachRows = ui.attaching ? 3 + Math.min(3, attach.input.candidates.length) : 0;
  const room = Math.max(1, height - (view ? 7 : 4) - attachRows);
  // A chat shows its newest lines (the selected one kept in view); the list its first ones.
  let shown = lines.slice(0, room);
  if (view) {
    const at = lines.findIndex((l) => l.tone === 'selected');
    const end = Math.max(Math.min(lines.length, at + room), Math.min(lines.length, room));
    const bottom = fromEnd === 0 ? lines.length : Math.max(end, at + 1);
    shown = lines.slice(Math.max(0, bottom - room), bottom);
  }
  return (
    <Box flexDirection="column" height={height}>
      <UiRow parts={header.map((part) => ({ ...part, bold: true }))} width={width} />
      <UiLine text={terminalText(' ')} width={width} />
      {status !== '' && (
        <UiLine
          color={view?.loadError ? 'red' : undefined}
          dimColor={!view?.loadError}
          text={line(status)}
          width={width}
        />
      )}
      {shown.map((l, i) => (
        <UiRow
          // biome-ignore lint/suspicious/noArrayIndexKey: lines are positional
          key={i}
          parts={l.parts.map((part) => ({
            ...part,
            bold: l.tone === 'selected',
            color:
              l.tone === 'selected'
                ? 'cyan'
                : l.tone === 'head' || l.tone === 'date'
                  ? 'gray'
                  : l.tone === 'warn'
                    ? 'red'
                    : undefined,
            dimColor: l.tone === 'dim',
          }))}
          width={width}
        />
      ))}
      <Box flexGrow={1} />
      {view && ui.attaching && (
        <ChatAttachLine
          attach={attach}
          width={width}
          t={t}
          language={language()}
          completeKey={keyLabel('chat_input.complete')}
        />
      )}
      {view && (
        <ChatInputLine
          file={chatFileLabel(attach.media, t, language())}
          edit={ui.edit}
          width={width}
          typing={ui.typing}
          disabled={!view.canSend}
          placeholder={t('tui.chats.placeholder')}
        />
      )}
      {view && ui.refusal && <UiLine color="red" text={line(ui.refusal)} width={width} />}
      {view?.actionError && <UiLine color="red" text={line(view.actionError)} width={width} />}
      <UiLine color={ui.confirming ? 'yellow' : 'gray'} text={line(footer)} width={width} />
    </Box>
  );
});
