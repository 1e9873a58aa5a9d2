import { Box } from 'ink';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { shellDocumentsOf } from '../../../core/model/shell-documents';
import { instanceFeatures } from '../../../core/view/instance-features';
import type { KeyActionId } from '../../../shared/keymap';
import { htmlToPlain } from '../../../shared/text/html-to-plain';
import { PETREL_VERSION } from '../../../shared/version';
import { useServices } from '../app-context';
import { SafeText } from '../components/safe-text';
import { useKeyActions } from '../hooks/use-key-actions';
import { terminalText } from '../layout/terminal-text';
import { truncateToWidth, wrapToWidth } from '../layout/text-width';

export interface AboutScreenProps {
  active: boolean;
  width: number;
  height: number;
}

interface Line {
  text: string;
  bold?: boolean;
  dim?: boolean;
}

/**
 * The instance's about page in the terminal (`g I`, `:about`; spec part 1 §2 "About"): its
 * name, address and description, its own panel (when the instance enables it, the reader has
 * not hidden it with `hideInstancePanel`, and it has content), the features panel (when
 * enabled), the terms of service, and the versions of the server and of Petrel (part 2 §2
 * "version display"). The server's HTML is read as plain text; every line goes through the
 * terminal sanitizer (SafeText). j/k and the page keys scroll; Esc or q goes back.
 *
 * No update notice here (the web's update-notification modal): it tells readers of a
 * front-end their server chose that it changed; a terminal user installs Petrel and its
 * updates themselves, and this screen shows the version.
 */
export const AboutScreen = observer(function AboutScreen(props: AboutScreenProps) {
  const { active, width, height } = props;
  const { root, nav, t } = useServices();
  const documents = root.use(shellDocumentsOf);
  const [offset, setOffset] = useState(0);
  useEffect(() => {
    void documents.start();
    void root.instance.load(root.client);
  }, [documents, root]);

  const info = root.instance.info;
  const wrapWidth = Math.max(8, width - 4);
  const lines: Line[] = [];
  const paragraph = (text: string) => {
    for (const line of wrapToWidth(text.trim(), wrapWidth)) lines.push({ text: line });
  };
  const section = (title: string, body: string) => {
    lines.push({ text: '' }, { text: title, bold: true });
    paragraph(body);
  };
  lines.push({ text: info?.title || root.client.serverHost, bold: true });
  if (info?.uri) lines.push({ text: info.uri, dim: true });
  if (info?.description) paragraph(htmlToPlain(info.description));
  const panel =
    documents.showInstancePanel && !root.preferences.hideInstancePanel ? documents.panelHtml : null;
  if (panel) section(t('instance.panel'), htmlToPlain(panel));
  if (documents.showFeaturesPanel) {
    const features = instanceFeatures(root.instance).map(
      (line) => `• ${t(`features_panel.${line.key}`, line.params)}`,
    );
    section(t('features_panel.title'), features.join('\n'));
  }
  if (documents.termsHtml) section(t('instance.terms'), htmlToPlain(documents.termsHtml));
  lines.push({ text: '' });
  if (info?.version) lines.push({ text: t('tui.about.server', { version: info.version }) });
  lines.push({ text: t('instance.frontend_version', { version: PETREL_VERSION }) });
  if (documents.state !== 'loaded') lines.push({ text: t('tui.about.loading'), dim: true });

  const rows = Math.max(1, height - 1);
  const last = Math.max(0, lines.length - rows);
  const top = Math.min(offset, last);
  const onAction = (action: KeyActionId) => {
    const by: Partial<Record<KeyActionId, number>> = {
      'cursor.down': 1,
      'cursor.up': -1,
      'cursor.page_down': rows,
      'cursor.page_up': -rows,
      'cursor.top': -lines.length,
      'cursor.bottom': lines.length,
    };
    const step = by[action];
    if (step !== undefined) setOffset(Math.max(0, Math.min(last, top + step)));
    else if (action === 'view.back') nav.pop();
  };
  useKeyActions(['thread', 'list', 'global'], onAction, { isActive: active });

  return (
    <Box flexDirection="column" height={height}>
      <SafeText bold>{truncateToWidth(terminalText(`  ${t('about.about')}`), width)}</SafeText>
      {lines.slice(top, top + rows - 1).map((line, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: lines of a fixed text, by position
        <SafeText key={top + i} bold={line.bold} dimColor={line.dim}>
          {truncateToWidth(terminalText(`  ${line.text}`), width)}
        </SafeText>
      ))}
    </Box>
  );
});
