import { useState } from 'react';
import type { Status } from '../../../core/domain/types';
import { useT } from '../../app/hooks';
import { SafeHtml } from '../common/SafeHtml';
import { Attachments } from './Attachments';

/**
 * Content of a status. A content warning collapses the text and media behind a toggle
 * (whether it is open is view state, not server data).
 */
export function StatusBody({ status }: { status: Status }) {
  const t = useT();
  const hasWarning = status.spoilerText.trim() !== '';
  const [open, setOpen] = useState(!hasWarning);
  return (
    <div className="status-body">
      {hasWarning ? (
        <p className="status-cw">
          <span className="status-cw-text">{status.spoilerText}</span>{' '}
          <button
            type="button"
            className="button-link status-cw-toggle"
            aria-expanded={open}
            onClick={() => setOpen(!open)}
          >
            {open ? t('general.show_less') : t('general.show_more')}
          </button>
        </p>
      ) : null}
      {open ? (
        <>
          <SafeHtml
            className="status-content"
            html={status.content}
            emojis={status.emojis}
            lang={status.language ?? undefined}
          />
          {status.mediaAttachments.length > 0 ? (
            <Attachments attachments={status.mediaAttachments} sensitive={status.sensitive} />
          ) : null}
        </>
      ) : null}
    </div>
  );
}
