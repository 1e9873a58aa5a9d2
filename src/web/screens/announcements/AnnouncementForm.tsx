import { type FormEvent, useState } from 'react';
import type { AnnouncementChanges } from '../../../core/api/announcements';
import {
  announcementTimeText,
  parseAnnouncementTime,
} from '../../../core/model/announcement-times';
import type { AnnouncementItem } from '../../../core/model/announcements';
import { useT } from '../../app/hooks';

/** `2026-11-27T10:00` (a datetime-local value) or `2026-11-27` for an ISO time. */
function inputValue(iso: string | null, allDay: boolean): string {
  return announcementTimeText(iso, allDay).replace(' ', 'T');
}

/** Spec part 1 §5: times go as ISO strings, or null when left empty (core's reading). */
function isoOf(value: string): string | null {
  return parseAnnouncementTime(value) ?? null;
}

/**
 * The managers' form (spec part 1 §2): text, start, end, all-day. Posts a new announcement,
 * or edits `editing` (then Cancel is offered).
 */
export function AnnouncementForm(props: {
  editing?: AnnouncementItem;
  busy: boolean;
  onSubmit: (changes: AnnouncementChanges & { content: string }) => Promise<boolean>;
  onCancel?: () => void;
}) {
  const { editing } = props;
  const t = useT();
  const [content, setContent] = useState(editing?.rawContent ?? '');
  const [allDay, setAllDay] = useState(editing?.allDay ?? false);
  const [start, setStart] = useState(inputValue(editing?.startsAt ?? null, allDay));
  const [end, setEnd] = useState(inputValue(editing?.endsAt ?? null, allDay));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const ok = await props.onSubmit({
      content,
      startsAt: isoOf(start),
      endsAt: isoOf(end),
      allDay,
    });
    if (ok && !editing) {
      setContent('');
      setStart('');
      setEnd('');
      setAllDay(false);
    }
  };
  const timeType = allDay ? 'date' : 'datetime-local';
  return (
    <form className="announcement-form" onSubmit={(e) => void submit(e)}>
      {editing ? null : <h3>{t('announcements.post_form_header')}</h3>}
      <textarea
        className="input"
        aria-label={t('announcements.post_placeholder')}
        placeholder={t('announcements.post_placeholder')}
        value={content}
        onChange={(e) => setContent(e.target.value)}
        rows={3}
      />
      <label>
        {t('announcements.start_time_prompt')}
        <input type={timeType} value={start} onChange={(e) => setStart(e.target.value)} />
      </label>
      <label>
        {t('announcements.end_time_prompt')}
        <input type={timeType} value={end} onChange={(e) => setEnd(e.target.value)} />
      </label>
      <label>
        <input
          type="checkbox"
          checked={allDay}
          onChange={(e) => {
            setAllDay(e.target.checked);
            setStart((v) => (e.target.checked ? v.slice(0, 10) : v && `${v.slice(0, 10)}T00:00`));
            setEnd((v) => (e.target.checked ? v.slice(0, 10) : v && `${v.slice(0, 10)}T00:00`));
          }}
        />
        {t('announcements.all_day_prompt')}
      </label>
      <div className="announcement-form-buttons">
        {props.onCancel ? (
          <button type="button" className="button" onClick={props.onCancel}>
            {t('announcements.cancel_edit_action')}
          </button>
        ) : null}
        <button
          type="submit"
          className="button button-primary"
          disabled={props.busy || !content.trim()}
        >
          {t(editing ? 'announcements.submit_edit_action' : 'announcements.post_action')}
        </button>
      </div>
    </form>
  );
}
