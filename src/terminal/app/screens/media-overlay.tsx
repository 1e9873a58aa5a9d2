import { Box } from 'ink';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { describeError } from '../../../core';
import { mediaViewerOf } from '../../../core/model/media-viewer';
import type { KeyActionId } from '../../../shared/keymap';
import { safeLine } from '../../../shared/text/terminal-safe';
import { useServices } from '../app-context';
import { ColourArtText, SafeText } from '../components/safe-text';
import { useKeyActions } from '../hooks/use-key-actions';
import { type ColourArt, colourArt, terminalText } from '../layout/terminal-text';
import { truncateToWidth } from '../layout/text-width';

export interface MediaOverlayProps {
  active: boolean;
  width: number;
  height: number;
}

type Preview =
  | { readonly state: 'loading' }
  | { readonly state: 'shown'; readonly art: ColourArt }
  | { readonly state: 'failed'; readonly detail: string }
  | { readonly state: 'none' };

/**
 * The media viewer (`m`): one attachment at a time with its description; an image is
 * previewed in the terminal (see platform/media-preview.ts), anything else, or a terminal
 * that cannot draw, is one key (`o`) away from the browser. Navigation wraps (spec).
 */
export const MediaOverlay = observer(function MediaOverlay(props: MediaOverlayProps) {
  const { active, width, height } = props;
  const { root, t, keyLabel, media, openUrl } = useServices();
  // Core's viewer, the web's too: images, video, audio and flash; plain files are links.
  const viewer = root.use(mediaViewerOf);
  const attachments = viewer.media;
  const attachment = viewer.current;
  const index = attachment ? attachments.indexOf(attachment) : -1;
  const artRows = Math.max(1, height - 4);
  const artColumns = Math.max(1, width - 4);
  const [preview, setPreview] = useState<Preview>({ state: 'none' });

  const url = attachment?.url;
  const isImage = attachment?.type === 'image';
  useEffect(() => {
    if (!url || !isImage || !media.supported) {
      setPreview({ state: 'none' });
      return;
    }
    let current = true;
    setPreview({ state: 'loading' });
    media.render(url, { columns: artColumns, rows: artRows }).then(
      (art) => current && setPreview({ state: 'shown', art: colourArt(art) }),
      (error: unknown) => current && setPreview({ state: 'failed', detail: describeError(error) }),
    );
    return () => {
      current = false;
    };
  }, [url, isImage, media, artColumns, artRows]);

  const onAction = (action: KeyActionId) => {
    switch (action) {
      case 'media.next':
        return viewer.next();
      case 'media.prev':
        return viewer.previous();
      case 'media.open':
        if (attachment) openUrl(attachment.remoteUrl ?? attachment.url);
        return;
      case 'media.close':
        return viewer.close();
    }
  };
  useKeyActions(['media'], onAction, { isActive: active && viewer.isOpen });
  if (!attachment) return null;

  const title = t('tui.media.title', {
    kind: t(`tui.status.media.${attachment.type}`),
    index: index + 1,
    count: attachments.length,
  });
  const description = safeLine(attachment.description).trim() || t('tui.status.no_description');
  const hint = t('tui.media.hint', {
    prev: keyLabel('media.prev'),
    next: keyLabel('media.next'),
    open: keyLabel('media.open'),
    close: keyLabel('media.close'),
  });
  return (
    <Box flexDirection="column" height={height}>
      <SafeText bold>
        {truncateToWidth(terminalText(`  ${title} · ${description}`), width)}
      </SafeText>
      <Box height={artRows} paddingLeft={2} flexDirection="column" overflowY="hidden">
        {preview.state === 'shown' && <ColourArtText wrap="truncate-end" art={preview.art} />}
        {preview.state === 'loading' && <SafeText dimColor>{t('tui.media.loading')}</SafeText>}
        {preview.state === 'failed' && (
          <SafeText color="red">
            {truncateToWidth(
              terminalText(safeLine(t('tui.media.failed', { detail: preview.detail }))),
              width - 2,
            )}
          </SafeText>
        )}
        {preview.state === 'none' && (
          <SafeText dimColor>
            {truncateToWidth(terminalText(safeLine(attachment.url)), width - 2)}
          </SafeText>
        )}
      </Box>
      <SafeText>{terminalText(' ')}</SafeText>
      <SafeText dimColor>{truncateToWidth(terminalText(`  ${hint}`), width)}</SafeText>
    </Box>
  );
});
