import { Box, type Key } from 'ink';
import { observable, runInAction } from 'mobx';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { type ComposeDraft, type ComposeStore, createCompose } from '../../../core';
import type { KeyActionId } from '../../../shared/keymap';
import { safeHandle, safeLine } from '../../../shared/text/terminal-safe';
import { useServices } from '../app-context';
import { SafeText } from '../components/safe-text';
import { TextArea } from '../components/text-area';
import { TextField } from '../components/text-field';
import { useKeyActions } from '../hooks/use-key-actions';
import type { TuiTranslate } from '../i18n/prepare-i18n';
import { isTextInput } from '../keys/ink-chord';
import { terminalText } from '../layout/terminal-text';
import { padToWidth, textWidth, truncateToWidth } from '../layout/text-width';
import { type EditState, editWithChord, insertText } from '../model/text-edit';

export interface ComposeScreenProps {
  /** The status replied to, or null for a new post. */
  replyToId: string | null;
  /** A draft kept from an earlier run, continued here. */
  draft?: ComposeDraft;
  active: boolean;
  width: number;
  height: number;
  /** Called with the new status id once the server accepted the post. */
  onPosted: (statusId: string) => void;
}

type Field = 'text' | 'cw';

/**
 * The post form. Enter inserts a line break; the send key posts. Esc cancels at once when
 * nothing was typed, and asks first (y/n) when it would throw typed text away.
 */
export const ComposeScreen = observer(function ComposeScreen(props: ComposeScreenProps) {
  const { replyToId, active, width, height, onPosted } = props;
  const { root, nav, t, keyLabel } = useServices();
  const [compose] = useState(() => createCompose(root, { replyTo: replyToId, draft: props.draft }));
  // The form is what a lost terminal or a quit saves (see DraftStore).
  useEffect(() => root.drafts.track(compose), [root, compose]);
  // Cursor positions and focus: view state, observable so several keys in one event chain.
  const [view] = useState(() =>
    observable({
      field: 'text' as Field,
      textCursor: compose.text.length,
      cwCursor: compose.spoilerText.length,
      confirming: false,
    }),
  );

  const textState: EditState = { value: compose.text, cursor: view.textCursor };
  const cwState: EditState = { value: compose.spoilerText, cursor: view.cwCursor };
  const sending = compose.posting;

  const send = async () => {
    const id = await compose.send();
    if (id) onPosted(id);
  };

  const onAction = (action: KeyActionId) => {
    if (view.confirming) {
      if (action === 'confirm.yes') {
        // Discarded: nothing typed is left for a quit to keep.
        compose.reset();
        nav.pop();
      } else if (action === 'confirm.no') runInAction(() => (view.confirming = false));
      return;
    }
    if (sending) return;
    switch (action) {
      case 'compose.send':
        void send();
        return;
      case 'compose.cancel':
        if (compose.isDirty) runInAction(() => (view.confirming = true));
        else nav.pop();
        return;
      case 'compose.next_field':
      case 'compose.prev_field':
        runInAction(() => (view.field = view.field === 'text' ? 'cw' : 'text'));
        return;
      case 'compose.cycle_visibility':
        compose.cycleVisibility();
        return;
    }
  };

  const onOtherInput = (input: string, key: Key, chords: readonly string[]) => {
    if (view.confirming || sending) return;
    const multiline = view.field === 'text';
    const current: EditState =
      view.field === 'text'
        ? { value: compose.text, cursor: view.textCursor }
        : { value: compose.spoilerText, cursor: view.cwCursor };
    let next: EditState | undefined;
    if (chords.length === 1) {
      next = editWithChord(current, chords[0]!, { multiline, width: textWidthOf(width) });
    }
    if (!next && isTextInput(input, key)) next = insertText(current, input, multiline);
    if (!next) return;
    const edited = next;
    runInAction(() => {
      if (view.field === 'text') {
        compose.setText(edited.value);
        view.textCursor = edited.cursor;
      } else {
        compose.setSpoilerText(edited.value);
        view.cwCursor = edited.cursor;
      }
    });
  };

  useKeyActions(view.confirming ? ['confirm'] : ['compose'], onAction, {
    isActive: active,
    onOtherInput,
  });
  if (!active) return null;

  const target = replyToId ? root.entities.status(replyToId) : undefined;
  const targetAuthor = target ? root.entities.account(target.accountId) : undefined;
  const title = targetAuthor
    ? t('tui.compose.title_reply', { acct: safeHandle(targetAuthor.acct) })
    : t('tui.compose.title');
  const cwLabel = `${t('tui.compose.content_warning')}: `;
  const areaHeight = Math.max(1, height - 6);
  const visibilityName = t(`post_status.scope.${compose.visibility}`);
  const remaining = t('tui.compose.remaining', { count: compose.remaining });
  const left = `  ${t('tui.compose.visibility', { name: visibilityName })} (${keyLabel('compose.cycle_visibility')})`;
  const footer = footerLine(compose, view.confirming, t, keyLabel);

  return (
    <Box flexDirection="column" height={height}>
      <SafeText bold>{truncateToWidth(terminalText(`  ${title}`), width)}</SafeText>
      <Box>
        <SafeText color={view.field === 'cw' ? 'yellow' : undefined}>
          {terminalText(`  ${cwLabel}`)}
        </SafeText>
        <TextField
          state={cwState}
          width={Math.max(4, width - textWidth(cwLabel) - 3)}
          focused={view.field === 'cw'}
          disabled={sending}
        />
      </Box>
      <SafeText dimColor>{terminalText(`  ${'─'.repeat(Math.max(0, width - 4))}`)}</SafeText>
      <Box paddingLeft={2}>
        <TextArea
          state={textState}
          width={textWidthOf(width)}
          height={areaHeight}
          focused={view.field === 'text'}
        />
      </Box>
      <SafeText dimColor>{terminalText(`  ${'─'.repeat(Math.max(0, width - 4))}`)}</SafeText>
      <SafeText>
        {padToWidth(
          truncateToWidth(terminalText(left), width - textWidth(remaining) - 1),
          width - textWidth(remaining) - 1,
        )}
        {terminalText(' ')}
        <SafeText color={compose.overLimit ? 'red' : undefined}>{remaining}</SafeText>
      </SafeText>
      <SafeText color={footer.tone === 'error' ? 'red' : footer.tone === 'ask' ? 'yellow' : 'gray'}>
        {truncateToWidth(terminalText(`  ${footer.text}`), width)}
      </SafeText>
    </Box>
  );
});

/** Columns of the text area: the screen minus its left margin and one spare column. */
function textWidthOf(width: number): number {
  return Math.max(4, width - 3);
}

function footerLine(
  compose: ComposeStore,
  confirming: boolean,
  t: TuiTranslate,
  keyLabel: (action: KeyActionId) => string,
): { text: string; tone: 'hint' | 'error' | 'ask' } {
  if (confirming) return { text: t('tui.compose.discard'), tone: 'ask' };
  if (compose.posting) return { text: t('tui.compose.sending'), tone: 'hint' };
  const error = compose.error;
  if (error) {
    const text =
      error.kind === 'empty'
        ? t('post_status.empty_status_error')
        : error.kind === 'too_long'
          ? t('tui.compose.too_long')
          : error.kind === 'not_enough_options'
            ? t('polls.not_enough_options')
            : t('tui.compose.send_failed', { detail: error.detail });
    return { text: safeLine(text), tone: 'error' };
  }
  return {
    text: t('tui.compose.hint', {
      send: keyLabel('compose.send'),
      field: keyLabel('compose.next_field'),
      visibility: keyLabel('compose.cycle_visibility'),
      cancel: keyLabel('compose.cancel'),
    }),
    tone: 'hint',
  };
}
