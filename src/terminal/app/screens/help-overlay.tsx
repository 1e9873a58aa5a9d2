import { Box } from 'ink';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import {
  ASSUMED_CAPABILITIES,
  type Capabilities,
  type ServerFeature,
} from '../../../core/api/capabilities';
import { actionLacking, missingSentence } from '../../../shared/format/server-features';
import type { Translate } from '../../../shared/i18n';
import {
  actionsForHelp,
  formatBinding,
  KEY_CONTEXTS,
  type KeyActionId,
  type ResolvedKeymap,
} from '../../../shared/keymap';
import { useDirection, useServices } from '../app-context';
import { SafeText } from '../components/safe-text';
import { UiLine, UiRow } from '../components/ui-row';
import { useKeyActions } from '../hooks/use-key-actions';
import { EMPTY, joinTerminalText, terminalText } from '../layout/terminal-text';
import { padToWidth, textWidth, truncateToWidth, wrapToWidth } from '../layout/text-width';
import { adminTabs } from '../model/admin-tabs';

export interface HelpOverlayProps {
  active: boolean;
  width: number;
  height: number;
}

/** What the terminal offers that a server may lack (it shows no quotes or editing yet). */
const TERMINAL_FEATURES: readonly ServerFeature[] = ['bookmarks', 'chats', 'markers', 'streaming'];

const SPACE = terminalText(' ');
const INDENT = terminalText('    ');
const GAP = terminalText('  ');

/** One line of the help listing. */
export interface HelpLine {
  /** `note`: the sentence naming what is hidden because the server lacks it. */
  readonly kind: 'heading' | 'entry' | 'blank' | 'note';
  readonly keys: string;
  readonly text: string;
  /** The action id an entry is bound to: what `keymap` in config.json names. */
  readonly action?: KeyActionId;
}

/**
 * The help listing, generated from the keymap (after the user's overrides): each context
 * with its actions and their bindings. The login context is left out: help opens only
 * after login. Actions the server cannot serve are left out too, and a last line says why;
 * so is the administration view for members (`staff` false), and the federated timeline on
 * a server that does not federate (`federating` false; spec part 1 §5 nav rule).
 */
export function helpLines(
  keymap: ResolvedKeymap,
  t: Translate,
  capabilities: Capabilities = ASSUMED_CAPABILITIES,
  staff = true,
  federating = true,
): HelpLine[] {
  const lines: HelpLine[] = [];
  for (const context of KEY_CONTEXTS) {
    if (context === 'login' || (context === 'admin' && !staff)) continue;
    const actions = actionsForHelp(keymap, context).filter(
      (action) =>
        !actionLacking(action.id, capabilities) &&
        (staff || action.id !== 'admin.open') &&
        (federating || action.id !== 'go.federated'),
    );
    if (actions.length === 0) continue;
    if (lines.length > 0) lines.push({ kind: 'blank', keys: '', text: '' });
    lines.push({ kind: 'heading', keys: '', text: t(`keymap.context.${context}`) });
    for (const action of actions) {
      lines.push({
        kind: 'entry',
        keys: action.bindings.map(formatBinding).join(', '),
        text: t(action.description),
        action: action.id,
      });
    }
  }
  const missing = missingSentence(t, capabilities, TERMINAL_FEATURES);
  if (missing)
    lines.push({ kind: 'blank', keys: '', text: '' }, { kind: 'note', keys: '', text: missing });
  return lines;
}

/** The `?` overlay; scrolls with the cursor keys when it is taller than the screen. */
export const HelpOverlay = observer(function HelpOverlay(props: HelpOverlayProps) {
  const { active, width, height } = props;
  const { keymap, nav, t, keyLabel, root } = useServices();
  const rtl = useDirection() === 'rtl';
  const [top, setTop] = useState(0);
  // The note is a sentence: wrapped to the screen so it scrolls like the other lines.
  const staff = adminTabs(root.session.account ?? undefined).length > 0;
  const { capabilities, federating } = root.instance;
  const lines = helpLines(keymap, t, capabilities, staff, federating).flatMap((line) =>
    line.kind === 'note'
      ? wrapToWidth(terminalText(line.text), Math.max(10, width - 4)).map((text) => ({
          ...line,
          text,
        }))
      : [line],
  );
  const bodyHeight = Math.max(1, height - 2);
  const maxTop = Math.max(0, lines.length - bodyHeight);

  const onAction = (action: KeyActionId) => {
    const scroll = (delta: number) =>
      setTop((value) => Math.max(0, Math.min(maxTop, value + delta)));
    switch (action) {
      case 'help.close':
        return nav.closeHelp();
      case 'cursor.down':
        return scroll(1);
      case 'cursor.up':
        return scroll(-1);
      case 'cursor.page_down':
        return scroll(bodyHeight);
      case 'cursor.page_up':
        return scroll(-bodyHeight);
      case 'cursor.top':
        return setTop(0);
      case 'cursor.bottom':
        return setTop(maxTop);
    }
  };
  useKeyActions(['help'], onAction, { isActive: active });

  const keysWidth = Math.min(
    24,
    Math.max(8, ...lines.filter((l) => l.kind === 'entry').map((l) => textWidth(l.keys))),
  );
  const hint = t('tui.help.hint', {
    close: keyLabel('help.close'),
    down: keyLabel('cursor.down'),
    up: keyLabel('cursor.up'),
  });
  return (
    <Box flexDirection="column" height={height}>
      <UiLine
        bold
        width={width}
        text={truncateToWidth(terminalText(`  ${t('keymap.title')}`), width)}
      />
      <Box flexDirection="column" height={bodyHeight} overflowY="hidden">
        {lines.slice(top, top + bodyHeight).map((line, i) => {
          const key = `${top + i}`;
          if (line.kind === 'blank') return <SafeText key={key}>{SPACE}</SafeText>;
          if (line.kind === 'note') {
            return (
              <UiLine
                key={key}
                dimColor
                width={width}
                text={truncateToWidth(terminalText(`  ${line.text}`), width)}
              />
            );
          }
          if (line.kind === 'heading') {
            return (
              <UiLine
                key={key}
                bold
                color="cyan"
                width={width}
                text={truncateToWidth(terminalText(`  ${line.text}`), width)}
              />
            );
          }
          const keyText = truncateToWidth(terminalText(line.keys), keysWidth);
          // The keys' column is flush with the margin: at the left, or at the right.
          const keys = rtl
            ? joinTerminalText([terminalText(' '.repeat(keysWidth - textWidth(keyText))), keyText])
            : padToWidth(keyText, keysWidth);
          const room = Math.max(0, width - keysWidth - 6);
          const text = truncateToWidth(terminalText(line.text), room);
          // The id last and dim: it is what a keymap override in config.json names.
          const id = line.action
            ? truncateToWidth(
                terminalText(rtl ? `${line.action}  ` : `  ${line.action}`),
                Math.max(0, room - textWidth(text)),
              )
            : EMPTY;
          // Right to left: the keys at the right, their words to the left of them.
          return (
            <UiRow
              key={key}
              width={width}
              parts={[
                { text: INDENT, asIs: true },
                { text: keys, color: 'yellow', asIs: true },
                { text: GAP, asIs: true },
                { text },
                { text: id, dimColor: true, asIs: true },
              ]}
            />
          );
        })}
      </Box>
      <UiLine dimColor width={width} text={truncateToWidth(terminalText(`  ${hint}`), width)} />
    </Box>
  );
});
