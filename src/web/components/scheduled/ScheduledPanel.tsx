import { observer } from 'mobx-react-lite';
import { type FormEvent, useEffect, useState } from 'react';
import type { ScheduledStatus } from '../../../core/api/client';
import { parseScheduleTime } from '../../../core/model/post/scheduling';
import { type ScheduledPostsStore, scheduledPostsOf } from '../../../core/model/scheduled-posts';
import { screens } from '../../../shared/i18n/en/common-screens';
import { fullTime } from '../../../shared/text/relative-time';
import { type TranslateFn, useLanguage, useModel, useRoot, useT } from '../../app/hooks';
import { useFeatureWords } from '../../i18n/feature-words';
import { ErrorBanner } from '../common/ErrorBanner';
import { Modal } from '../common/Modal';
import { Spinner } from '../common/Spinner';
import './scheduled.css';
import { postFormWords } from '../../../shared/i18n/en/common-post-form';

/** `2026-12-01T09:00` in local time: what a `datetime-local` input holds. */
export function localInputValue(iso: string): string {
  const at = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(
    at.getHours(),
  )}:${pad(at.getMinutes())}`;
}

/**
 * The signed-in account's scheduled posts (`/api/v1/scheduled_statuses`), soonest first,
 * the same list as `petrel scheduled` and the terminal's view: each can be rescheduled (a
 * local time at least 5 minutes ahead, as the post form's field) or cancelled after a
 * confirmation. Core's `ScheduledPostsStore` does the work; a lazy chunk with its words.
 */
const ScheduledPanel = observer(function ScheduledPanel({ onClose }: { onClose: () => void }) {
  useFeatureWords(screens);
  const root = useRoot();
  const t = useT();
  useFeatureWords(postFormWords);
  const store = root.use(scheduledPostsOf);
  useEffect(() => {
    void store.load();
  }, [store]);
  return (
    <Modal title={t('scheduled.title')} onClose={onClose}>
      {store.error ? (
        <ErrorBanner
          message={store.error}
          onDismiss={() => store.dismissError()}
          testId="scheduled-error"
        />
      ) : null}
      {store.loading && !store.loaded ? <Spinner /> : null}
      {store.loaded && store.items.length === 0 ? (
        <p className="faint">{t('scheduled.empty')}</p>
      ) : null}
      <ul className="scheduled-list" aria-label={t('scheduled.title')}>
        {store.items.map((item) => (
          <ScheduledItem key={item.id} item={item} store={store} t={t} />
        ))}
      </ul>
    </Modal>
  );
});

export default ScheduledPanel;

const ScheduledItem = observer(function ScheduledItem({
  item,
  store,
  t,
}: {
  item: ScheduledStatus;
  store: ScheduledPostsStore;
  t: TranslateFn;
}) {
  const model = useModel();
  const [mode, setMode] = useState<'idle' | 'reschedule' | 'cancel'>('idle');
  const [typed, setTyped] = useState(() => localInputValue(item.scheduledAt));
  const [tooSoon, setTooSoon] = useState(false);
  const busy = store.busy.has(item.id);
  const locale = useLanguage();
  const when = fullTime(item.scheduledAt, { locale });

  const reschedule = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseScheduleTime(typed, model.root.ports.clock.now());
    if (!('at' in parsed)) {
      setTooSoon(true);
      return;
    }
    setTooSoon(false);
    void store.reschedule(item.id, parsed.at).then((done) => {
      if (done) {
        setMode('idle');
        model.root.notices.add('info', 'scheduled.rescheduled', {
          time: fullTime(parsed.at.toISOString(), { locale }),
        });
      }
    });
  };
  const cancel = () => {
    void store.cancel(item.id).then((done) => {
      if (done) model.root.notices.add('info', 'scheduled.cancelled');
    });
  };

  const details = [
    item.inReplyToId ? t('scheduled_panel.reply') : '',
    item.visibility && item.visibility !== 'public'
      ? t(`status.visibility.${item.visibility}`)
      : '',
  ].filter(Boolean);
  return (
    <li className="scheduled-item" data-scheduled-id={item.id} aria-busy={busy}>
      <div className="faint">
        <time dateTime={item.scheduledAt}>{t('scheduled_panel.at', { time: when })}</time>
        {details.length > 0 ? ` · ${details.join(' · ')}` : null}
      </div>
      {item.spoilerText ? <div className="scheduled-cw">{item.spoilerText}</div> : null}
      <div className="scheduled-text">{item.text}</div>
      {item.pollOptions.length > 0 ? (
        <div className="faint">
          {t('scheduled_panel.poll', { options: item.pollOptions.join(' / ') })}
        </div>
      ) : null}
      {item.mediaCount > 0 ? (
        <div className="faint">{t('scheduled_panel.media', { count: item.mediaCount })}</div>
      ) : null}
      {mode === 'reschedule' ? (
        <form className="scheduled-actions" onSubmit={reschedule}>
          <label>
            {t('scheduled_panel.new_time')}{' '}
            <input
              type="datetime-local"
              value={typed}
              aria-invalid={tooSoon}
              onChange={(e) => setTyped(e.target.value)}
            />
          </label>
          <button type="submit" className="button button-primary" disabled={busy}>
            {t('scheduled_panel.save')}
          </button>
          <button type="button" className="button" onClick={() => setMode('idle')}>
            {t('general.cancel')}
          </button>
          {tooSoon ? (
            <span className="error" role="alert">
              {t('post_status.schedule_too_soon')}
            </span>
          ) : null}
        </form>
      ) : mode === 'cancel' ? (
        <div className="scheduled-actions">
          <span>{t('scheduled_panel.confirm_cancel')}</span>
          <button type="button" className="button" onClick={() => setMode('idle')}>
            {t('scheduled_panel.keep')}
          </button>
          <button type="button" className="button danger" disabled={busy} onClick={cancel}>
            {t('scheduled_panel.cancel_post')}
          </button>
        </div>
      ) : (
        <div className="scheduled-actions">
          <button type="button" className="button" onClick={() => setMode('reschedule')}>
            {t('scheduled.reschedule')}
          </button>
          <button type="button" className="button" onClick={() => setMode('cancel')}>
            {t('scheduled.cancel')}
          </button>
        </div>
      )}
    </li>
  );
});
