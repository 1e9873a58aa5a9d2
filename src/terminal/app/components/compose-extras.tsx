import { Box } from 'ink';
import { observer } from 'mobx-react-lite';
import { type ComposeStore, expiryInUnit, type PostPreview } from '../../../core';
import { htmlToPlain } from '../../../shared/text/html-to-plain';
import { useDirection } from '../app-context';
import type { TuiTranslate } from '../i18n/prepare-i18n';
import { terminalText } from '../layout/terminal-text';
import { textWidth, truncateToWidth, wrapToWidth } from '../layout/text-width';
import { uiLine } from '../layout/ui-direction';
import type { ComposeFieldKey } from '../model/compose-fields';
import type { EditState } from '../model/text-edit';
import { SafeText } from './safe-text';
import { TextField } from './text-field';
import { UiLine } from './ui-row';

const UNIT_KEYS = {
  minutes: 'polls.units.minutes',
  hours: 'polls.units.hours',
  days: 'polls.units.days',
} as const;

/**
 * One labelled one-line field of the post form. Right to left (issue 14) the label is at
 * the right edge, read from the right, and the field to its left.
 */
export function LabelledField(props: {
  label: string;
  state: EditState;
  focused: boolean;
  disabled: boolean;
  width: number;
  placeholder?: string;
}) {
  const direction = useDirection();
  const label = uiLine(terminalText(`  ${props.label}: `), direction);
  return (
    <Box flexDirection={direction === 'rtl' ? 'row-reverse' : 'row'}>
      <SafeText color={props.focused ? 'yellow' : undefined}>{label}</SafeText>
      <TextField
        state={props.state}
        width={Math.max(4, props.width - textWidth(label) - 1)}
        focused={props.focused}
        disabled={props.disabled}
        placeholder={props.placeholder}
      />
    </Box>
  );
}

/** The poll's rows: one field per option, then its run and whether several may be chosen. */
export const PollFields = observer(function PollFields(props: {
  compose: ComposeStore;
  field: ComposeFieldKey;
  stateOf: (field: ComposeFieldKey) => EditState;
  width: number;
  t: TuiTranslate;
}) {
  const { compose, field, stateOf, width, t } = props;
  const { amount, unit } = expiryInUnit(compose.poll.expiresIn, compose.poll.units);
  const type = compose.poll.multiple ? t('polls.multiple_choices') : t('polls.single_choice');
  const direction = useDirection();
  return (
    <Box flexDirection="column">
      {compose.poll.options.map((_, index) => {
        const key: ComposeFieldKey = `option:${index}`;
        return (
          <LabelledField
            // biome-ignore lint/suspicious/noArrayIndexKey: options are identified by position
            key={index}
            label={t('tui.compose.poll_option', { index: index + 1 })}
            state={stateOf(key)}
            focused={field === key}
            disabled={compose.posting}
            width={width}
          />
        );
      })}
      <Box flexDirection={direction === 'rtl' ? 'row-reverse' : 'row'}>
        <LabelledField
          label={t('tui.compose.poll_expiry')}
          state={stateOf('expiry')}
          focused={field === 'expiry'}
          disabled={compose.posting}
          width={Math.floor(width / 2)}
        />
        <SafeText dimColor>
          {uiLine(
            terminalText(
              t('tui.compose.poll_expiry_value', { amount, unit: t(UNIT_KEYS[unit]), type }),
            ),
            direction,
          )}
          {terminalText(direction === 'rtl' ? ' ' : '')}
        </SafeText>
      </Box>
    </Box>
  );
});

/** The server's rendering of the draft (`preview: true`), or why there is none. */
export const PreviewBox = observer(function PreviewBox(props: {
  preview: PostPreview;
  width: number;
  height: number;
  t: TuiTranslate;
}) {
  const { preview, width, height, t } = props;
  const error = preview.error;
  const body = preview.loading
    ? [t('tui.compose.preview_loading')]
    : error?.kind === 'preview_empty'
      ? [t('post_status.preview_empty')]
      : error
        ? [t('tui.compose.send_failed', { detail: error.detail })]
        : wrapToWidth(htmlToPlain(preview.status?.content ?? ''), Math.max(8, width - 6));
  return (
    <Box flexDirection="column">
      <UiLine bold text={terminalText(`  ${t('tui.compose.preview_title')}`)} width={width} />
      {body.slice(0, Math.max(1, height)).map((line, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: lines of one text, by position
        <SafeText key={i} dimColor>
          {truncateToWidth(terminalText(`  │ ${line}`), width)}
        </SafeText>
      ))}
    </Box>
  );
});
