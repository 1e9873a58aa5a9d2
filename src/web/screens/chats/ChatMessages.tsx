import { observer } from 'mobx-react-lite';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { ChatViewStore } from '../../../core/model/chat-view';
import type { ChatMessageItem } from '../../../core/model/chat-view-items';
import { dayLabel } from '../../../shared/text/day-label';
import { useModel, useServices, useT } from '../../app/hooks';
import { Modal } from '../../components/common/Modal';
import { SafeHtml } from '../../components/common/SafeHtml';
import { Spinner } from '../../components/common/Spinner';

/** Spec part 1 §9: the view counts as at the bottom within 10 px. */
export const CHAT_BOTTOM_TOLERANCE_PX = 10;
/** Older messages are asked for this close to the top. */
const TOP_LOAD_PX = 40;

function atBottom(el: HTMLElement): boolean {
  return el.scrollHeight - el.scrollTop - el.clientHeight <= CHAT_BOTTOM_TOLERANCE_PX;
}

/**
 * The chat's messages, oldest first, with date lines and head/chain grouping (core's
 * `chatViewItems`): it sticks to the bottom while the reader is there (which marks the chat
 * read after 1.5 s), loads older pages at the top keeping the reader's place, and shows
 * queued messages as sending or not sent, with a retry. Delete asks first (spec part 1 §5).
 */
export const ChatMessages = observer(function ChatMessages({ view }: { view: ChatViewStore }) {
  const t = useT();
  const { i18n } = useServices();
  const { ticker } = useModel();
  const scroller = useRef<HTMLOListElement>(null);
  const stuck = useRef(true);
  const heightBeforeOlder = useRef<number | null>(null);
  const [confirming, setConfirming] = useState<string | null>(null);
  const items = view.items;
  const last = items[items.length - 1];
  const lastKey = last?.key ?? '';

  const report = useCallback(() => {
    const el = scroller.current;
    if (!el) return;
    stuck.current = atBottom(el);
    view.setAtBottom(stuck.current && view.state === 'loaded');
    if (el.scrollTop <= TOP_LOAD_PX && !view.exhausted && view.olderState !== 'loading') {
      heightBeforeOlder.current = el.scrollHeight - el.scrollTop;
      void view.loadOlder();
    }
  }, [view]);

  // New messages at the end: follow them while at the bottom (or when one is ours).
  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el || !lastKey) return;
    const mine = last?.kind === 'message' && last.mine;
    if (stuck.current || mine) el.scrollTop = el.scrollHeight;
  }, [lastKey, last]);

  // An older page arrived above: keep what the reader looked at where it was.
  const firstKey = items[0]?.key ?? '';
  useLayoutEffect(() => {
    const el = scroller.current;
    const before = heightBeforeOlder.current;
    if (!el || before === null || !firstKey) return;
    heightBeforeOlder.current = null;
    el.scrollTop = el.scrollHeight - before;
  }, [firstKey]);

  const loaded = view.state === 'loaded';
  useEffect(() => {
    if (loaded) report();
  }, [loaded, report]);

  const time = new Intl.DateTimeFormat(i18n.language, { timeStyle: 'short' });
  const remove = async () => {
    const id = confirming;
    setConfirming(null);
    if (id) await view.remove(id);
  };
  return (
    <>
      {view.olderState === 'loading' ? <Spinner /> : null}
      {view.actionError ? (
        <p className="error-text" role="alert">
          {view.actionError}
        </p>
      ) : null}
      <ol
        className="chat-messages"
        ref={scroller}
        onScroll={report}
        aria-live="polite"
        data-testid="chat-messages"
      >
        {loaded && items.length === 0 ? (
          <li className="faint chat-no-messages">{t('chat_screen.no_messages')}</li>
        ) : null}
        {items.map((item) =>
          item.kind === 'date' ? (
            <li key={item.key} className="chat-date">
              {dayLabel(item.date, ticker.now, { locale: i18n.language })}
            </li>
          ) : (
            <ChatMessageRow
              key={item.key}
              item={item}
              time={time.format(new Date(item.createdAt))}
              onRetry={() => item.fakeId && view.retry(item.fakeId)}
              onDelete={() => item.id && setConfirming(item.id)}
            />
          ),
        )}
      </ol>
      {confirming ? (
        <Modal
          title={t('chat_screen.delete_title')}
          onClose={() => setConfirming(null)}
          footer={
            <>
              <button type="button" className="button" onClick={() => setConfirming(null)}>
                {t('general.cancel')}
              </button>
              <button type="button" className="button button-primary" onClick={remove}>
                {t('chat_screen.delete')}
              </button>
            </>
          }
        >
          <p>{t('chat_screen.delete_confirm')}</p>
        </Modal>
      ) : null}
    </>
  );
});

function ChatMessageRow({
  item,
  time,
  onRetry,
  onDelete,
}: {
  item: ChatMessageItem;
  time: string;
  onRetry: () => void;
  onDelete: () => void;
}) {
  const t = useT();
  const classes = [
    'chat-message',
    item.mine ? 'chat-message-mine' : 'chat-message-theirs',
    item.isHead ? 'chat-message-head' : '',
    item.pending ? 'chat-message-pending' : '',
    item.failed ? 'chat-message-failed' : '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <li
      className={classes}
      data-chain={item.chainId}
      data-state={item.pending ? 'pending' : item.failed ? 'failed' : 'sent'}
    >
      <div className="chat-bubble">
        {item.plain ? (
          <div className="chat-content">{item.content}</div>
        ) : (
          <SafeHtml className="chat-content" html={item.content} emojis={item.emojis} />
        )}
        {item.attachment ? (
          <a
            className="chat-attachment"
            href={item.attachment.url}
            target="_blank"
            rel="noopener noreferrer nofollow"
          >
            {item.attachment.type === 'image' ? (
              <img src={item.attachment.previewUrl} alt={item.attachment.description} />
            ) : (
              item.attachment.description || item.attachment.url
            )}
          </a>
        ) : null}
        <div className="chat-meta faint">
          <time dateTime={item.createdAt}>{time}</time>
          {item.pending ? <span className="chat-mark"> · {t('chat_screen.pending')}</span> : null}
          {item.failed ? (
            <span className="chat-mark chat-mark-failed" title={item.error ?? undefined}>
              {' · '}
              {t('chats.error_sending_message')}{' '}
              <button type="button" className="button-link" onClick={onRetry}>
                {t('chat_screen.send_again')}
              </button>
            </span>
          ) : null}
          {item.id ? (
            <button type="button" className="button-link chat-delete" onClick={onDelete}>
              {t('chat_screen.delete')}
            </button>
          ) : null}
        </div>
      </div>
    </li>
  );
}
