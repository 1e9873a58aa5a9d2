import { Box } from 'ink';
import { observer } from 'mobx-react-lite';
import { useContext } from 'react';
import type { AutocompleteStore } from '../../../core/model/autocomplete';
import type { ComposeStore } from '../../../core/model/compose';
import type { StickerCatalogue } from '../../../core/model/stickers';
import { fileSizeText, uploadErrorText } from '../../../shared/format/upload-error';
import type { KeyActionId } from '../../../shared/keymap';
import { safeLine, type TerminalText } from '../../../shared/text/terminal-safe';
import { AppContext, useDirection } from '../app-context';
import { SafeText } from '../components/safe-text';
import { TextField } from '../components/text-field';
import { UiLine, UiRow } from '../components/ui-row';
import type { TuiTranslate } from '../i18n/prepare-i18n';
import { terminalText } from '../layout/terminal-text';
import { textWidth, truncateToWidth } from '../layout/text-width';
import { uiLine } from '../layout/ui-direction';
import type { ComposeMediaInput } from '../model/compose-media-input';

/**
 * The compose pane's files: the attach line (a path, or the new file's description), the
 * files attached so far with name, size and description, completion candidates, and upload
 * problems in the spec's words.
 */
export const ComposeMediaField = observer(function ComposeMediaField({
  compose,
  input,
  stickers,
  focused,
  width,
  t,
  completeKey,
}: {
  compose: ComposeStore;
  input: ComposeMediaInput;
  /** The server's sticker packs: the hint lists them by name when there are any. */
  stickers: StickerCatalogue;
  focused: boolean;
  width: number;
  t: TuiTranslate;
  completeKey: string;
}) {
  const language = useContext(AppContext)?.language ?? (() => 'en');
  const media = compose.media;
  const describing = media?.attachments.find((a) => a.id === input.describing);
  const label = describing
    ? `${t('tui.compose_media.describe', { name: describing.name })}: `
    : `${t('tui.compose_media.attach')}: `;
  const problem =
    input.problem ?? (media?.error ? uploadErrorText(media.error, t, language()) : null) ?? null;
  const line = (text: string) => truncateToWidth(terminalText(`  ${text}`), width);
  // Right to left (issue 14) the label is at the right edge, the path field to its left.
  const direction = useDirection();
  return (
    <Box flexDirection="column">
      <Box flexDirection={direction === 'rtl' ? 'row-reverse' : 'row'}>
        <SafeText color={focused ? 'yellow' : undefined}>
          {uiLine(terminalText(`  ${label}`), direction)}
        </SafeText>
        <TextField
          state={input.line}
          width={Math.max(4, width - textWidth(label) - 3)}
          focused={focused}
          disabled={compose.posting}
        />
      </Box>
      {focused && !describing && input.line.value === '' ? (
        <UiLine
          dimColor
          width={width}
          text={line(
            stickers.available
              ? t('tui.compose_media.attach_hint_stickers', {
                  complete: completeKey,
                  stickers: stickers.refs.map((r) => `:${r}`).join(' '),
                })
              : t('tui.compose_media.attach_hint', { complete: completeKey }),
          )}
        />
      ) : null}
      <AttachCandidates candidates={input.candidates} line={line} />
      {media?.attachments.map((a) => (
        <SafeText key={a.id}>
          {line(
            `• ${a.name} · ${fileSizeText(a.size, t, language())} · ${
              a.description || t('tui.compose_media.no_description')
            }${media.sensitive ? ` · ${t('tui.compose_media.sensitive')}` : ''}`,
          )}
        </SafeText>
      ))}
      {media?.uploading ? (
        <UiLine dimColor width={width} text={line(t('tui.compose_media.uploading'))} />
      ) : null}
      {problem ? <UiLine color="red" width={width} text={line(problem)} /> : null}
    </Box>
  );
});

/** Up to three completions of the path (or sticker) on an attach line, one a row. */
export function AttachCandidates(props: {
  candidates: readonly string[];
  line: (text: string) => TerminalText;
}) {
  return (
    <>
      {props.candidates.slice(0, 3).map((c) => (
        <SafeText key={c} dimColor>
          {props.line(`  ${c}`)}
        </SafeText>
      ))}
    </>
  );
}

/**
 * `:`/`@` suggestions under the text, one a row as Pleroma-FE lists them: the arrows walk
 * them, Tab or Enter takes the highlighted one, Esc closes the list.
 */
export const ComposeSuggestions = observer(function ComposeSuggestions({
  autocomplete,
  width,
  keyLabel,
  t,
}: {
  autocomplete: AutocompleteStore;
  width: number;
  keyLabel: (action: KeyActionId) => string;
  t: TuiTranslate;
}) {
  if (autocomplete.suggestions.length === 0) return null;
  const line = (text: string) => truncateToWidth(terminalText(text), width);
  return (
    <Box flexDirection="column">
      {autocomplete.suggestions.map((s, i) => {
        const chosen = i === autocomplete.highlighted;
        const detail = s.detailText && s.detailText !== s.displayText ? `  ${s.detailText}` : '';
        // An emoji's name in the interface's language (Arabic too) reads correctly either way.
        return (
          <UiRow
            key={`${s.replacement}:${s.displayText}`}
            parts={[
              { text: terminalText(`  ${chosen ? '>' : ' '} `), mark: true },
              { text: terminalText(safeLine(s.displayText)), asIs: true },
              ...(detail ? [{ text: terminalText(safeLine(detail)), remote: true }] : []),
            ].map((part) => ({ ...part, color: 'cyan', inverse: chosen }))}
            width={width}
          />
        );
      })}
      <UiLine
        dimColor
        text={line(
          `  ${t('tui.compose_media.suggestions_hint', {
            next: keyLabel('suggestions.next'),
            prev: keyLabel('suggestions.prev'),
            take: keyLabel('suggestions.take'),
            close: keyLabel('suggestions.close'),
          })}`,
        )}
        width={width}
      />
    </Box>
  );
});
