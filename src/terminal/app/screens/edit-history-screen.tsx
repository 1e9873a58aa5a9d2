import { Box } from 'ink';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { EditHistory } from '../../../core';
import type { KeyActionId } from '../../../shared/keymap';
import { htmlToPlain } from '../../../shared/text/html-to-plain';
import { fullTime } from '../../../shared/text/relative-time';
import { useServices } from '../app-context';
import { SafeText } from '../components/safe-text';
import { useKeyActions } from '../hooks/use-key-actions';
import { terminalText } from '../layout/terminal-text';
import { truncateToWidth, wrapToWidth } from '../layout/text-width';

export interface EditHistoryScreenProps {
  statusId: string;
  active: boolean;
  width: number;
  height: number;
}

/** The versions of an edited status, newest first (`H` on a status; spec: edit history). */
export const EditHistoryScreen = observer(function EditHistoryScreen(
  props: EditHistoryScreenProps,
) {
  const { statusId, active, width, height } = props;
  const { root, nav, t, language } = useServices();
  const [history] = useState(() => new EditHistory(() => root.client, statusId));
  const [offset, setOffset] = useState(0);
  useEffect(() => {
    void history.load();
  }, [history]);

  const onAction = (action: KeyActionId) => {
    if (action === 'view.back') nav.pop();
    else if (action === 'cursor.down') setOffset((o) => o + 1);
    else if (action === 'cursor.up') setOffset((o) => Math.max(0, o - 1));
  };
  useKeyActions(['thread', 'list', 'global'], onAction, { isActive: active });

  const lines: Array<{ text: string; bold?: boolean; dim?: boolean }> = [];
  history.versions.forEach((version, index) => {
    const label = index === 0 ? t('tui.history.current') : t('tui.history.version');
    lines.push({
      text: `${label} · ${fullTime(version.createdAt, { locale: language() })}`,
      bold: true,
    });
    if (version.spoilerText) lines.push({ text: `CW: ${version.spoilerText}`, dim: true });
    for (const line of wrapToWidth(htmlToPlain(version.content), Math.max(8, width - 4)))
      lines.push({ text: line });
    lines.push({ text: '' });
  });
  const status = history.loading
    ? t('tui.history.loading')
    : history.error
      ? t('tui.history.failed', { detail: history.error })
      : '';
  const shown = lines.slice(offset, offset + Math.max(1, height - 2));
  return (
    <Box flexDirection="column" height={height}>
      <SafeText bold>
        {truncateToWidth(terminalText(`  ${t('status.edit_history')}`), width)}
      </SafeText>
      {status ? <SafeText dimColor>{terminalText(`  ${status}`)}</SafeText> : null}
      {shown.map((line, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: lines of a fixed text, by position
        <SafeText key={i} bold={line.bold} dimColor={line.dim}>
          {truncateToWidth(terminalText(`  ${line.text}`), width)}
        </SafeText>
      ))}
    </Box>
  );
});
