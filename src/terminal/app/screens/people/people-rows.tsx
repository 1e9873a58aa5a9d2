import { Box, type Key } from 'ink';
import { observable, runInAction } from 'mobx';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import type { Account } from '../../../../core/domain/types';
import { cursorTarget } from '../../../../core/view/list-cursor';
import type { KeyActionId, KeyContext } from '../../../../shared/keymap';
import { safeLine } from '../../../../shared/text/terminal-safe';
import { useDirection } from '../../app-context';
import { SafeText } from '../../components/safe-text';
import { TextField } from '../../components/text-field';
import { UiLine, type UiPart, UiRow } from '../../components/ui-row';
import { useKeyActions } from '../../hooks/use-key-actions';
import { isTextInput } from '../../keys/ink-chord';
import { terminalText } from '../../layout/terminal-text';
import { textWidth, truncateToWidth } from '../../layout/text-width';
import { uiLine } from '../../layout/ui-direction';
import {
  type EditState,
  editOf,
  editWithChord,
  editWithRun,
  insertText,
} from '../../model/text-edit';

/** One row of a people page: remote words go through `safeLine` before they are drawn. */
export interface PeopleRow {
  key: string;
  text: string;
  /** A dim note after the text (a mark, "removed"). */
  note?: string;
}

/** What a people page asks on its bottom line: typed text, or a yes/no question. */
export type PeopleQuestion =
  | {
      kind: 'type';
      label: string;
      edit: EditState;
      submit: (text: string) => void;
      live?: (text: string) => void;
      /** Completions of what is typed, best first: shown under the line, Tab takes the first. */
      suggest?: (text: string) => readonly string[];
    }
  | { kind: 'confirm'; question: string; yes: () => void };

const PEOPLE_CONTEXTS: readonly KeyContext[] = ['people', 'list'];

/** The cursor, the typed line and the question of one people page. */
export function usePeopleView() {
  const [view] = useState(() =>
    observable({ index: 0, question: null as PeopleQuestion | null }, { question: observable.ref }),
  );
  return view;
}

export type PeopleView = ReturnType<typeof usePeopleView>;

/**
 * The keys of a people page: a question takes them first (typing, or y/n), else the page's
 * actions and the list's cursor keys. Other row pages (the administration view) name their
 * own key contexts.
 */
export function usePeopleKeys(
  view: PeopleView,
  count: number,
  height: number,
  active: boolean,
  onAction: (action: KeyActionId, index: number) => void,
  contexts: readonly KeyContext[] = PEOPLE_CONTEXTS,
): number {
  const index = Math.min(view.index, Math.max(0, count - 1));
  const question = view.question;
  const handle = (action: KeyActionId) => {
    if (question?.kind === 'confirm') {
      if (action === 'confirm.yes') question.yes();
      if (action === 'confirm.yes' || action === 'confirm.no')
        runInAction(() => (view.question = null));
      return;
    }
    if (question?.kind === 'type') {
      if (action === 'prompt.submit') {
        runInAction(() => (view.question = null));
        question.submit(question.edit.value);
      } else if (action === 'prompt.cancel') runInAction(() => (view.question = null));
      else if (action === 'prompt.complete') completeQuestion(view, question);
      return;
    }
    // The cursor as it is now, not as this render saw it: a key right behind a move (j and
    // Enter in a pty's quick writes) acts on the row moved to.
    const at = Math.min(view.index, Math.max(0, count - 1));
    const target = cursorTarget(action, at, count, Math.max(1, height - 4));
    if (target !== undefined) {
      runInAction(() => (view.index = Math.max(0, Math.min(count - 1, target))));
      return;
    }
    onAction(action, at);
  };
  const onOtherInput = (input: string, key: Key, chords: readonly string[]) => {
    if (question?.kind !== 'type') return;
    // Keys read at once (Ctrl+U, "1234" and Enter from a pty): each in turn, Enter answers.
    if (chords.length > 1 && chords.some((c) => c === 'enter' || c.startsWith('ctrl+'))) {
      const run = editWithRun(question.edit, chords, 80);
      if (run.entered) {
        runInAction(() => (view.question = null));
        question.submit(run.state.value);
        return;
      }
      runInAction(() => (view.question = { ...question, edit: run.state }));
      question.live?.(run.state.value);
      return;
    }
    let next =
      chords.length === 1
        ? editWithChord(question.edit, chords[0]!, { multiline: false, width: 80 })
        : undefined;
    if (!next && isTextInput(input, key)) next = insertText(question.edit, input, false);
    if (!next) return;
    const edited = next;
    runInAction(() => (view.question = { ...question, edit: edited }));
    question.live?.(edited.value);
  };
  useKeyActions(
    question?.kind === 'confirm' ? ['confirm'] : question ? ['prompt'] : contexts,
    handle,
    { isActive: active, onOtherInput: question?.kind === 'type' ? onOtherInput : undefined },
  );
  return index;
}

type TypeQuestion = Extract<PeopleQuestion, { kind: 'type' }>;

/** Tab: the line becomes the first suggestion (nothing happens when there is none). */
function completeQuestion(view: PeopleView, question: TypeQuestion): void {
  const first = question.suggest?.(question.edit.value)[0];
  if (first === undefined || first === question.edit.value) return;
  runInAction(() => (view.question = { ...question, edit: editOf(first) }));
  question.live?.(first);
}

/** Ask for a line of text on the page's bottom line. */
export function askText(
  view: PeopleView,
  label: string,
  initial: string,
  submit: (text: string) => void,
  live?: (text: string) => void,
  suggest?: (text: string) => readonly string[],
): void {
  runInAction(() => {
    view.question = { kind: 'type', label, edit: editOf(initial), submit, live, suggest };
  });
}

/** Ask a yes/no question on the page's bottom line. */
export function askYesNo(view: PeopleView, question: string, yes: () => void): void {
  runInAction(() => {
    view.question = { kind: 'confirm', question, yes };
  });
}

/** A page's status line: its non-empty parts, joined with " · ". */
export function statusLine(parts: readonly (string | false | null | undefined)[]): string {
  return parts.filter(Boolean).join(' · ');
}

/** A people page: title, optional status line, the rows with a cursor, and the bottom line. */
export const PeopleFrame = observer(function PeopleFrame(props: {
  title: string;
  status?: string;
  rows: readonly PeopleRow[];
  empty: string;
  index: number;
  view: PeopleView;
  hint: string;
  typingHint: string;
  /** Introduces the typed line's suggestions; `{{domains}}` receives them. */
  suggestionsLabel?: (suggestions: string) => string;
  width: number;
  height: number;
}) {
  const { rows, index, width, height, view } = props;
  const question = view.question;
  const suggestions =
    question?.kind === 'type' && question.suggest ? question.suggest(question.edit.value) : [];
  const suggestionLine =
    suggestions.length > 0 && props.suggestionsLabel
      ? props.suggestionsLabel(suggestions.map((s) => safeLine(s)).join('  '))
      : null;
  const room = Math.max(1, height - 5 - (suggestionLine === null ? 0 : 1));
  const start = Math.max(0, Math.min(index - room + 1, rows.length - room));
  const shown = rows.slice(Math.max(0, start), Math.max(0, start) + room);
  const line = (text: string) => truncateToWidth(terminalText(`  ${safeLine(text)}`), width);
  const bottom =
    question?.kind === 'confirm' ? question.question : question ? props.typingHint : props.hint;
  return (
    <Box flexDirection="column" height={height}>
      <UiLine bold text={line(props.title)} width={width} />
      <UiLine dimColor text={props.status ? line(props.status) : SPACE} width={width} />
      {rows.length === 0 ? <UiLine dimColor text={line(props.empty)} width={width} /> : null}
      {shown.map((row, i) => {
        const selected = i + Math.max(0, start) === index;
        const text = truncateToWidth(terminalText(safeLine(row.text)), Math.max(1, width - 4));
        const parts: UiPart[] = [
          { text: selected ? MARK : NO_MARK, mark: true, color: 'cyan' },
          { text, inverse: selected },
        ];
        if (row.note) parts.push({ text: terminalText(`  ${safeLine(row.note)}`), dimColor: true });
        return <UiRow key={row.key} parts={parts} width={width} />;
      })}
      <Box flexGrow={1} />
      {question?.kind === 'type' ? <QuestionLine question={question} width={width} /> : null}
      {suggestionLine === null ? null : (
        <UiLine dimColor text={line(suggestionLine)} width={width} />
      )}
      <UiLine color={question ? 'yellow' : 'gray'} text={line(bottom)} width={width} />
    </Box>
  );
});

const SPACE = terminalText(' ');
const MARK = terminalText('> ');
const NO_MARK = terminalText('  ');

/**
 * The typed line: its label, then the field. Right to left (issue 14) the label is read
 * from the right edge and the field is to its left.
 */
function QuestionLine({ question, width }: { question: TypeQuestion; width: number }) {
  const rtl = useDirection() === 'rtl';
  const label = terminalText(`  ${question.label}: `);
  const field = (
    <TextField state={question.edit} width={Math.max(10, width - textWidth(label) - 2)} focused />
  );
  return (
    <Box flexDirection={rtl ? 'row-reverse' : 'row'}>
      <SafeText color="yellow">{uiLine(label, rtl ? 'rtl' : 'ltr')}</SafeText>
      {field}
    </Box>
  );
}

/** An account as a row names it: `@fqn  Display name`. */
export function accountText(account: Account): string {
  const name = account.displayName && account.displayName !== account.username;
  return `@${account.fqn || account.acct}${name ? `  ${account.displayName}` : ''}`;
}
