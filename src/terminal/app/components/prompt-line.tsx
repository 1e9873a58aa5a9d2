import { Box, type Key } from 'ink';
import { observer } from 'mobx-react-lite';
import type { KeyActionId } from '../../../shared/keymap';
import { useServices } from '../app-context';
import { statusPromptLead } from '../hooks/status-action-keys';
import { useCommandLine } from '../hooks/use-command-line';
import { useKeyActions } from '../hooks/use-key-actions';
import { isTextInput } from '../keys/ink-chord';
import { terminalText } from '../layout/terminal-text';
import { textWidth, truncateToWidth } from '../layout/text-width';
import { editWithChord, insertText } from '../model/text-edit';
import { SafeText } from './safe-text';
import { TextField } from './text-field';

export interface PromptLineProps {
  width: number;
}

/** Rows the prompt takes: the line and its hint or completion candidates. */
export const PROMPT_ROWS = 2;

/**
 * The bottom input line: `:` commands with Tab completion, or the `/` search query. It has
 * the keys while open; Enter runs, Esc cancels.
 */
export const PromptLine = observer(function PromptLine({ width }: PromptLineProps) {
  const services = useServices();
  const { prompt, t, keyLabel } = services;
  const { submit, sources } = useCommandLine();

  const onAction = (action: KeyActionId) => {
    switch (action) {
      case 'prompt.submit':
        return submit();
      case 'prompt.cancel':
        return prompt.close();
      case 'prompt.complete':
        return prompt.completeNext(sources);
    }
  };
  const onOtherInput = (input: string, key: Key, chords: readonly string[]) => {
    const current = prompt.edit;
    // Backspace on an empty line leaves it, as in vim.
    if (chords[0] === 'backspace' && current.value === '') return prompt.close();
    let next =
      chords.length === 1
        ? editWithChord(current, chords[0]!, { multiline: false, width })
        : undefined;
    if (!next && isTextInput(input, key)) next = insertText(current, input, false);
    if (next) prompt.setEdit(next);
  };
  useKeyActions(['prompt'], onAction, { isActive: prompt.isOpen, onOtherInput });
  if (!prompt.isOpen) return null;

  const lead =
    prompt.mode === 'status' && prompt.status
      ? `${statusPromptLead(services, prompt.status)} `
      : prompt.mode === 'search'
        ? '/'
        : ':';
  const hint =
    prompt.candidates.length > 1
      ? prompt.candidates
          .map((c, i) => (i === prompt.candidateIndex ? `[${c.trim()}]` : c.trim()))
          .join('  ')
      : t('tui.prompt.hint', {
          complete: keyLabel('prompt.complete'),
          submit: keyLabel('prompt.submit'),
          cancel: keyLabel('prompt.cancel'),
        });
  return (
    <Box flexDirection="column" height={PROMPT_ROWS} flexShrink={0}>
      <Box>
        <SafeText color="yellow">{terminalText(lead)}</SafeText>
        <TextField state={prompt.edit} width={Math.max(2, width - textWidth(lead) - 1)} focused />
      </Box>
      <SafeText dimColor>{truncateToWidth(terminalText(hint), width)}</SafeText>
    </Box>
  );
});
