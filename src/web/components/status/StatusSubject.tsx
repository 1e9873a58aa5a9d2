import { observer } from 'mobx-react-lite';
import type { Status } from '../../../core/domain/types';
import { isLongSubject, LONG_SUBJECT_CHARS } from '../../../core/model/status-display';
import { useModel, useT } from '../../app/hooks';
import { SafeHtml } from '../common/SafeHtml';
import { escapeHtml } from '../common/sanitize';

/**
 * The subject (content warning) line: shortened to 240 characters with show/hide full
 * subject when longer (spec), and the toggle for the content behind it when collapsible.
 */
export const StatusSubject = observer(function StatusSubject({
  status,
  collapsible,
}: {
  status: Status;
  collapsible: boolean;
}) {
  const t = useT();
  const { statusView } = useModel().reading;
  const flags = statusView.get(status.id);
  const long = isLongSubject(status);
  const text =
    long && !flags.showingLongSubject
      ? `${[...status.spoilerText].slice(0, LONG_SUBJECT_CHARS).join('')}…`
      : status.spoilerText;
  return (
    <p className="status-cw">
      <SafeHtml
        as="span"
        className="status-cw-text"
        html={escapeHtml(text)}
        emojis={status.emojis}
      />{' '}
      {long ? (
        <button
          type="button"
          className="button-link status-long-subject-toggle"
          onClick={() => statusView.toggle(status.id, 'showingLongSubject')}
        >
          {flags.showingLongSubject ? t('status.hide_full_subject') : t('status.show_full_subject')}
        </button>
      ) : null}{' '}
      {collapsible ? (
        <button
          type="button"
          className="button-link status-cw-toggle"
          aria-expanded={flags.expandingSubject}
          onClick={() => statusView.toggle(status.id, 'expandingSubject')}
        >
          {flags.expandingSubject ? t('status.hide_content') : t('status.show_content')}
        </button>
      ) : null}
    </p>
  );
});
