import { Box } from 'ink';
import { observer } from 'mobx-react-lite';
import { ComposeMediaStore } from '../../../core/model/compose-media';
import type { RootStore } from '../../../core/model/root';
import { fileSizeText, uploadErrorText } from '../../../shared/format/upload-error';
import { useDirection } from '../app-context';
import { SafeText } from '../components/safe-text';
import { TextField } from '../components/text-field';
import { UiLine } from '../components/ui-row';
import type { TuiTranslate } from '../i18n/prepare-i18n';
import { terminalText } from '../layout/terminal-text';
import { textWidth, truncateToWidth } from '../layout/text-width';
import { uiLine } from '../layout/ui-direction';
import { ComposeMediaInput } from '../model/compose-media-input';
import { AttachCandidates } from './compose-media-field';

/** A chat's file (spec part 1 §5: at most one a message): its upload store and path line. */
export interface ChatAttach {
  media: ComposeMediaStore;
  input: ComposeMediaInput;
}

/**
 * The chat screen's attach line works as the post form's (a path with completion, Enter
 * uploads it at once, the instance's size limit applies first); a second file replaces the
 * first, and the file waits on the input line until the message is sent with it.
 */
export function makeChatAttach(root: RootStore): ChatAttach {
  const media = new ComposeMediaStore({
    client: () => root.client,
    clock: root.ports.clock,
    uploadLimit: () => root.instance.info?.uploadLimit ?? 0,
    fileLimit: () => null,
  });
  const input = new ComposeMediaInput({ media, loadMedia: async () => media }, null, true);
  return { media, input };
}

/** `[dot.png · 70B] ` on the input line while a file waits for its message; else ''. */
export function chatFileLabel(media: ComposeMediaStore, t: TuiTranslate, language: string): string {
  const file = media.attachments[0];
  return file ? `[${file.name} · ${fileSizeText(file.size, t, language)}] ` : '';
}

/** The `Attach:` line over the chat's input line: the path, its completions, any problem. */
export const ChatAttachLine = observer(function ChatAttachLine(props: {
  attach: ChatAttach;
  width: number;
  t: TuiTranslate;
  language: string;
  completeKey: string;
}) {
  const { attach, width, t, language, completeKey } = props;
  const { media, input } = attach;
  // Right to left (issue 14): the label at the right edge, the path to its left.
  const direction = useDirection();
  const label = `  ${t('tui.compose_media.attach')}: `;
  const line = (text: string) => truncateToWidth(terminalText(`  ${text}`), width);
  const problem = input.problem ?? (media.error ? uploadErrorText(media.error, t, language) : null);
  return (
    <Box flexDirection="column">
      <Box flexDirection={direction === 'rtl' ? 'row-reverse' : 'row'}>
        <SafeText color="yellow">{uiLine(terminalText(label), direction)}</SafeText>
        <TextField
          state={input.line}
          width={Math.max(4, width - textWidth(label) - 1)}
          focused={!media.uploading}
          disabled={media.uploading}
        />
      </Box>
      {input.line.value === '' && !media.uploading ? (
        <UiLine
          dimColor
          text={line(t('tui.compose_media.attach_hint', { complete: completeKey }))}
          width={width}
        />
      ) : null}
      <AttachCandidates candidates={input.candidates} line={line} />
      {media.uploading ? (
        <UiLine dimColor text={line(t('tui.compose_media.uploading'))} width={width} />
      ) : null}
      {problem ? <UiLine color="red" text={line(problem)} width={width} /> : null}
    </Box>
  );
});
