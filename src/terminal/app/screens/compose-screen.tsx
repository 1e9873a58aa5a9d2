import { Box, type Key, useStdin, useStdout } from 'ink';
import { runInAction } from 'mobx';
import { observer } from 'mobx-react-lite';
import { type ComposeStore, showsContentTypes, warnsPrivatePost } from '../../../core';
import type { Draft } from '../../../core/model/drafts';
import type { ComposeTarget } from '../../../core/view/navigation';
import type { KeyActionId } from '../../../shared/keymap';
import { fullTime } from '../../../shared/text/relative-time';
import { safeHandle, safeLine } from '../../../shared/text/terminal-safe';
import { useDirection, useServices } from '../app-context';
import { LabelledField, PollFields, PreviewBox } from '../components/compose-extras';
import { SafeText } from '../components/safe-text';
import { TextArea } from '../components/text-area';
import { UiLine, UiRow } from '../components/ui-row';
import { finishRewrite } from '../hooks/scheduled-actions';
import { type ComposeView, useComposeForm } from '../hooks/use-compose-form';
import { useKeyActions } from '../hooks/use-key-actions';
import type { TuiTranslate } from '../i18n/prepare-i18n';
import { isTextInput } from '../keys/ink-chord';
import { terminalText } from '../layout/terminal-text';
import { padToWidth, textWidth, truncateToWidth } from '../layout/text-width';
import { type EditState, editWithChord, insertText } from '../model/text-edit';
import { editInExternalEditor } from '../platform/external-editor';
import { ComposeMediaField, ComposeSuggestions } from './compose-media-field';

export interface ComposeScreenProps {
  /** The status replied to, or null for a new post. */
  replyToId: string | null;
  /** A kept draft, continued here (else the latest one of the same context, if any). */
  draft?: Draft;
  /** Quote or edit this status. */
  target?: ComposeTarget;
  /** A scheduled post this form rewrites: cancelled once the new one is sent. */
  replacesScheduledId?: string;
  active: boolean;
  width: number;
  height: number;
  /** Called with the new status id once the server accepted the post. */
  onPosted: (statusId: string) => void;
}

/**
 * The post form: text, content warning, scope, content type, poll and the time to publish
 * at. Enter inserts a line break; the send key posts. Esc cancels at once when nothing was
 * typed, and asks first (y/n) when it would throw typed text away.
 */
export const ComposeScreen = observer(function ComposeScreen(props: ComposeScreenProps) {
  const { active, width, height, onPosted } = props;
  const services = useServices();
  const direction = useDirection();
  const { root, nav, t, keyLabel } = services;
  const form = useComposeForm(services, props);
  const { compose, view, preview, mediaInput, autocomplete } = form;
  const sending = compose.posting || view.loadingEdit;
  const { stdin } = useStdin();
  const { stdout } = useStdout();

  const send = async () => {
    if (view.fieldProblem) return;
    const mode = compose.mode;
    const scheduled = compose.scheduledAt;
    const id = await compose.send();
    if (!id) return;
    if (props.replacesScheduledId) void finishRewrite(services, props.replacesScheduledId);
    if (scheduled) {
      root.notices.add('success', 'tui.compose.scheduled', {
        time: fullTime(scheduled, { locale: services.language() }),
      });
      nav.pop();
    } else if (mode === 'edit') {
      root.notices.add('success', 'tui.compose.edited');
      nav.pop();
    } else onPosted(id);
  };

  const editExternally = () => {
    const outcome = editInExternalEditor(compose.text, { stdin, stdout });
    runInAction(() => {
      if (outcome.kind === 'edited') {
        compose.setText(outcome.text);
        view.cursors.text = outcome.text.length;
        view.field = 'text';
        view.editorNote = {
          text: t('tui.compose.editor_done', { editor: outcome.editor }),
          failed: false,
        };
      } else {
        view.editorNote = {
          text: t('tui.compose.editor_failed', { editor: outcome.editor, detail: outcome.detail }),
          failed: true,
        };
      }
    });
  };

  /** Put the highlighted `@`/`:` suggestion in place of the word; false when none shows. */
  const takeSuggestion = (): boolean => {
    if (view.field !== 'text') return false;
    const done = autocomplete.accept();
    if (!done) return false;
    compose.setText(done.text);
    runInAction(() => (view.cursors.text = done.caret));
    return true;
  };

  const nextField = () => {
    if (takeSuggestion()) return;
    // On a typed path, the next-field key completes it first (as a shell's Tab).
    if (view.field === 'media') {
      void mediaInput.complete().then((completed) => completed || form.moveField(1));
    } else form.moveField(1);
  };

  const onAction = (action: KeyActionId) => {
    if (view.editorNote) runInAction(() => (view.editorNote = null));
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
      case 'suggestions.next':
        autocomplete.move(1);
        return;
      case 'suggestions.prev':
        autocomplete.move(-1);
        return;
      case 'suggestions.take':
        takeSuggestion();
        return;
      case 'suggestions.close':
        autocomplete.dismiss();
        return;
      case 'compose.send':
        void send();
        return;
      case 'compose.cancel':
        if (compose.isDirty) runInAction(() => (view.confirming = true));
        else nav.pop();
        return;
      case 'compose.next_field':
        nextField();
        return;
      case 'compose.editor':
        editExternally();
        return;
      case 'compose.prev_field':
        // Leaving the text hides its suggestions (the spec's blur).
        autocomplete.dismiss();
        form.moveField(-1);
        return;
      case 'compose.cycle_visibility':
        compose.cycleVisibility();
        return;
      case 'compose.toggle_poll':
        if (root.instance.capabilities.polls) form.togglePoll();
        return;
      case 'compose.add_option':
        form.addOption();
        return;
      case 'compose.remove_option':
        form.removeOption();
        return;
      case 'compose.toggle_multiple':
        if (compose.pollOpen) compose.poll.setMultiple(!compose.poll.multiple);
        return;
      case 'compose.cycle_content_type':
        form.cycleContentType();
        return;
      case 'compose.preview':
        form.togglePreview();
        return;
    }
  };

  const onOtherInput = (input: string, key: Key, chords: readonly string[]) => {
    if (view.editorNote) runInAction(() => (view.editorNote = null));
    if (view.confirming || sending) return;
    if (view.field === 'media') {
      mediaInput.edit(input, chords.length === 1 ? chords[0] : undefined, isTextInput(input, key));
      return;
    }
    const multiline = view.field === 'text';
    const current = form.stateOf(view.field);
    const options = { multiline, width: textWidthOf(width), direction };
    let next: EditState | undefined;
    if (chords.length === 1) next = editWithChord(current, chords[0]!, options);
    if (!next && isTextInput(input, key)) next = insertText(current, input, multiline);
    if (next) form.write(view.field, next);
  };

  // While `@`/`:` suggestions show, arrows walk them, Tab/Enter take one, Esc closes them.
  const suggesting =
    view.field === 'text' && autocomplete.suggestions.length > 0 && !view.confirming;
  useKeyActions(view.confirming ? ['confirm'] : suggesting ? SUGGESTING : ['compose'], onAction, {
    isActive: active,
    onOtherInput,
  });
  if (!active) return null;

  const title = titleOf(props, services);
  const pollRows = compose.pollOpen ? compose.poll.options.length + 1 : 0;
  const previewRows = view.previewOpen ? 5 : 0;
  // The suggestion list: a row each and its hint (the text area gives up the room).
  const suggestionRows = autocomplete.suggestions.length > 0 ? autocomplete.suggestions.length : 0;
  const mediaRows =
    2 + (compose.media?.attachments.length ?? 0) + Math.min(3, mediaInput.candidates.length);
  const warning = warnsPrivatePost(root.session.account, compose.visibility);
  const areaHeight = Math.max(
    1,
    height -
      8 -
      mediaRows -
      suggestionRows -
      pollRows -
      previewRows -
      (form.scheduling ? 1 : 0) -
      (warning ? 1 : 0),
  );
  const remaining = t('tui.compose.remaining', { count: compose.remaining });
  const left = `  ${metaLine(compose, t, root.instance.capabilities.postFormats)} (${keyLabel('compose.cycle_visibility')})`;
  const footer: ReturnType<typeof footerLine> = view.editorNote
    ? { text: safeLine(view.editorNote.text), tone: view.editorNote.failed ? 'error' : 'hint' }
    : footerLine(compose, view, t, keyLabel);
  const rule = terminalText(`  ${'─'.repeat(Math.max(0, width - 4))}`);

  return (
    <Box flexDirection="column" height={height}>
      <UiLine text={terminalText(`  ${title}`)} width={width} bold />
      <LabelledField
        label={t('tui.compose.content_warning')}
        state={form.stateOf('cw')}
        focused={view.field === 'cw'}
        disabled={sending}
        width={width}
      />
      <ComposeMediaField
        compose={compose}
        input={mediaInput}
        stickers={form.stickers}
        focused={view.field === 'media'}
        width={width}
        t={t}
        completeKey={keyLabel('compose.next_field')}
      />
      <SafeText dimColor>{rule}</SafeText>
      {/* Right to left the margin is at the right: Arabic rows end where the labels do. */}
      <Box paddingLeft={direction === 'rtl' ? 1 : 2}>
        <TextArea
          state={form.stateOf('text')}
          width={textWidthOf(width)}
          height={areaHeight}
          focused={view.field === 'text'}
        />
      </Box>
      <ComposeSuggestions autocomplete={autocomplete} width={width} keyLabel={keyLabel} t={t} />
      <SafeText dimColor>{rule}</SafeText>
      {compose.pollOpen ? (
        <PollFields
          compose={compose}
          field={view.field}
          stateOf={form.stateOf}
          width={width}
          t={t}
        />
      ) : null}
      {form.scheduling ? (
        <LabelledField
          label={t('tui.compose.scheduled_at')}
          state={form.stateOf('at')}
          focused={view.field === 'at'}
          disabled={sending}
          width={width}
          placeholder="YYYY-MM-DD HH:MM"
        />
      ) : null}
      {view.previewOpen ? <PreviewBox preview={preview} width={width} height={4} t={t} /> : null}
      {warning ? (
        <UiLine
          text={terminalText(`  ${t('tui.compose.private_warning')}`)}
          width={width}
          color="yellow"
        />
      ) : null}
      {/* Right to left the scope is at the right, the characters left at the left edge. */}
      <UiRow
        parts={[
          {
            text: padToWidth(
              truncateToWidth(terminalText(left), width - textWidth(remaining) - 1),
              width - textWidth(remaining) - 1,
            ),
          },
          { text: terminalText(' ') },
          { text: terminalText(remaining), color: compose.overLimit ? 'red' : undefined },
        ]}
        width={width}
      />
      <UiLine
        text={terminalText(`  ${footer.text}`)}
        width={width}
        color={footer.tone === 'error' ? 'red' : footer.tone === 'ask' ? 'yellow' : 'gray'}
      />
    </Box>
  );
});

function titleOf(props: ComposeScreenProps, services: ReturnType<typeof useServices>): string {
  const { root, t } = services;
  const targetId = props.target?.statusId ?? props.replyToId;
  const status = targetId ? root.entities.status(targetId) : undefined;
  const author = status ? root.entities.account(status.accountId) : undefined;
  if (props.target?.mode === 'edit') return t('tui.compose.title_edit');
  if (!author) return t('tui.compose.title');
  const acct = safeHandle(author.acct);
  return props.target?.mode === 'quote'
    ? t('tui.compose.title_quote', { acct })
    : t('tui.compose.title_reply', { acct });
}

const SUGGESTING = ['suggestions', 'compose'] as const;

const CONTENT_TYPE_KEYS = {
  'text/plain': 'post_status.content_type.text/plain',
  'text/html': 'post_status.content_type.text/html',
  'text/markdown': 'post_status.content_type.text/markdown',
  'text/bbcode': 'post_status.content_type.text/bbcode',
} as const;

const FIELD_PROBLEM_KEYS = {
  expiry_unreadable: 'tui.compose.expiry_unreadable',
  schedule_unreadable: 'tui.compose.schedule_unreadable',
  schedule_too_soon: 'tui.compose.schedule_too_soon',
} as const;

/** Scope, and the content type when the instance has more than one. */
function metaLine(compose: ComposeStore, t: TuiTranslate, formats: readonly string[]): string {
  const scope = t('tui.compose.visibility', { name: t(`post_status.scope.${compose.visibility}`) });
  if (!showsContentTypes(formats)) return scope;
  const type = compose.contentType ?? formats[0]!;
  const key = CONTENT_TYPE_KEYS[type as keyof typeof CONTENT_TYPE_KEYS];
  const name = key ? t(key) : type;
  return `${scope} · ${t('tui.compose.content_type', { name })}`;
}

/** Columns of the text area: the screen minus its left margin and one spare column. */
function textWidthOf(width: number): number {
  return Math.max(4, width - 3);
}

function footerLine(
  compose: ComposeStore,
  view: ComposeView,
  t: TuiTranslate,
  keyLabel: (action: KeyActionId) => string,
): { text: string; tone: 'hint' | 'error' | 'ask' } {
  if (view.confirming) return { text: t('tui.compose.discard'), tone: 'ask' };
  if (compose.posting) return { text: t('tui.compose.sending'), tone: 'hint' };
  if (view.fieldProblem) return { text: t(FIELD_PROBLEM_KEYS[view.fieldProblem]), tone: 'error' };
  const error = compose.error;
  if (error) {
    const text =
      error.kind === 'empty'
        ? t('post_status.empty_status_error')
        : error.kind === 'too_long'
          ? t('tui.compose.too_long')
          : error.kind === 'not_enough_options'
            ? t('polls.not_enough_options')
            : error.kind === 'media_description'
              ? t('post_status.media_description_error')
              : t('tui.compose.send_failed', { detail: error.detail });
    return { text: safeLine(text), tone: 'error' };
  }
  const hint = compose.pollOpen
    ? t('tui.compose.poll_hint', {
        add: keyLabel('compose.add_option'),
        remove: keyLabel('compose.remove_option'),
        multiple: keyLabel('compose.toggle_multiple'),
        poll: keyLabel('compose.toggle_poll'),
      })
    : t('tui.compose.extras_hint', {
        poll: keyLabel('compose.toggle_poll'),
        type: keyLabel('compose.cycle_content_type'),
        preview: keyLabel('compose.preview'),
      });
  return {
    text: `${t('tui.compose.hint', {
      send: keyLabel('compose.send'),
      field: keyLabel('compose.next_field'),
      visibility: keyLabel('compose.cycle_visibility'),
      cancel: keyLabel('compose.cancel'),
    })} · ${hint}`,
    tone: 'hint',
  };
}
