import { observer } from 'mobx-react-lite';
import { type CSSProperties, createContext, useContext } from 'react';
import type { Status } from '../../../core/domain/types';
import { inConversation, inlineThreadsOf } from '../../../core/view/inline-threads';
import { shellWords } from '../../../shared/i18n/en/common-shell';
import { useModel, useT } from '../../app/hooks';
import { routeNameAt } from '../../app/route-table';
import { useLocation } from '../../app/router';
import { useFeatureWords } from '../../i18n/feature-words';
import { StatusItem } from './StatusItem';

/**
 * Spec part 1 §2 "Conversation: … inline it can be expanded and collapsed": under a status of
 * a timeline that is part of a conversation, "Show the conversation" opens it in place
 * (core's InlineThreads: the thread's other statuses in tree order, indented by depth; the
 * thread page keeps the per-node controls) and "Hide the conversation" folds it away. Not
 * inside a conversation (its page or another inline thread).
 */
/** True inside an inline thread: its statuses offer no thread of their own. */
const InThread = createContext(false);

export const InlineThread = observer(function InlineThread({ status }: { status: Status }) {
  useFeatureWords(shellWords);
  const nested = useContext(InThread);
  // The conversation page is the thread already.
  const onConversationPage = routeNameAt(useLocation().pathname) === 'conversation';
  const { root } = useModel();
  const t = useT();
  const inline = root.use(inlineThreadsOf);
  if (nested || onConversationPage || !inConversation(status)) return null;
  const thread = inline.thread(status.id);
  const rows = inline.rowsOf(status.id);
  const maxDepth = root.preferences.maxThreadDepth;
  const panelId = `inline-thread-${status.id}`;
  return (
    <>
      <button
        type="button"
        className="button-link inline-thread-toggle"
        aria-expanded={thread !== undefined}
        aria-controls={thread ? panelId : undefined}
        onClick={() => inline.toggle(status.id)}
      >
        {t(thread ? 'inline_thread.hide' : 'inline_thread.show')}
      </button>
      {thread ? (
        <InThread.Provider value>
          <section id={panelId} className="inline-thread" aria-label={t('inline_thread.label')}>
            {thread.state === 'failed' ? (
              <p className="error-text" role="alert">
                {t('inline_thread.failed', { detail: thread.error ?? '' })}
              </p>
            ) : rows.length === 0 ? (
              <p className="faint" role="status">
                {t(thread.state === 'loaded' ? 'inline_thread.alone' : 'inline_thread.loading')}
              </p>
            ) : null}
            {rows.map((row) => (
              <div
                key={row.statusId}
                className="inline-thread-node"
                data-depth={row.depth}
                style={{ '--thread-depth': Math.min(row.depth, maxDepth) } as CSSProperties}
              >
                <StatusItem id={row.statusId} inConversation />
              </div>
            ))}
          </section>
        </InThread.Provider>
      ) : null}
    </>
  );
});
