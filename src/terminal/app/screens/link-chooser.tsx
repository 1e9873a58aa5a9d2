import { Box, type Key } from 'ink';
import { observer } from 'mobx-react-lite';
import { cursorTarget } from '../../../core/view/list-cursor';
import type { KeyActionId } from '../../../shared/keymap';
import { safeLine } from '../../../shared/text/terminal-safe';
import { useServices } from '../app-context';
import { SafeText } from '../components/safe-text';
import { useKeyActions } from '../hooks/use-key-actions';
import { terminalText } from '../layout/terminal-text';
import { truncateToWidth } from '../layout/text-width';

export interface LinkChooserProps {
  active: boolean;
  width: number;
  height: number;
}

/** `o` on a status with several links: pick one (cursor and Enter, or its number). */
export const LinkChooser = observer(function LinkChooser(props: LinkChooserProps) {
  const { active, width, height } = props;
  const { nav, t, keyLabel, openUrl } = useServices();
  const chooser = nav.chooser;

  const pick = (index: number) => {
    const link = nav.chooser?.links[index];
    nav.closeChooser();
    if (link) openUrl(link.url);
  };
  const onAction = (action: KeyActionId) => {
    const current = nav.chooser;
    if (!current) return;
    const target = cursorTarget(action, current.index, current.links.length, 5);
    if (target !== undefined) return nav.moveChooser(target);
    if (action === 'chooser.pick') return pick(current.index);
    if (action === 'chooser.cancel') return nav.closeChooser();
  };
  const onOtherInput = (input: string, _key: Key) => {
    const digit = Number.parseInt(input, 10);
    if (/^[1-9]$/.test(input) && nav.chooser && digit <= nav.chooser.links.length) pick(digit - 1);
  };
  useKeyActions(['chooser'], onAction, { isActive: active && chooser !== null, onOtherInput });
  if (!chooser) return null;

  const title = t('tui.links.title', {
    pick: keyLabel('chooser.pick'),
    cancel: keyLabel('chooser.cancel'),
  });
  const rows = chooser.links.slice(0, Math.max(1, height - 2));
  return (
    <Box flexDirection="column" height={height}>
      <SafeText bold>{truncateToWidth(terminalText(`  ${title}`), width)}</SafeText>
      <SafeText>{terminalText(' ')}</SafeText>
      {rows.map((link, i) => {
        const selected = i === chooser.index;
        const label = safeLine(link.label);
        const text =
          label === link.url
            ? `${i + 1}. ${safeLine(link.url)}`
            : `${i + 1}. ${label} — ${safeLine(link.url)}`;
        return (
          <SafeText key={link.url}>
            <SafeText color="cyan">{terminalText(selected ? '> ' : '  ')}</SafeText>
            <SafeText inverse={selected}>{truncateToWidth(terminalText(text), width - 2)}</SafeText>
          </SafeText>
        );
      })}
    </Box>
  );
});
