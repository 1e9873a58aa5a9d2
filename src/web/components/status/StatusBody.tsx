import { observer } from 'mobx-react-lite';
import { lazy, Suspense } from 'react';
import type { Status } from '../../../core/domain/types';
import { isTall } from '../../../core/model/status-display';
import { useModel, useRoot, useT } from '../../app/hooks';
import { EmojiReactions } from './EmojiReactions';
import { Gallery } from './Gallery';
import { LinkCard } from './LinkCard';
import { QuoteStatus } from './QuoteStatus';
import { StatusContent } from './StatusContent';
import { StatusSubject } from './StatusSubject';

// Polls arrive just after the first frame, like the action bar (web budget).
const PollView = lazy(() => import('./PollView').then((m) => ({ default: m.PollView })));

/**
 * Everything below a status's header (spec part 2 §4 "Post display"): the subject, which
 * collapses the rest when the collapse-with-subject setting is on; long posts (tall score
 * above 20) behind "Show more"; then the gallery, poll, link card, quote and reactions.
 */
export const StatusBody = observer(function StatusBody({
  status,
  depth = 0,
}: {
  status: Status;
  /** Quote nesting: a quote inside a quote shows no further quote. */
  depth?: number;
}) {
  const t = useT();
  const { statusView } = useModel().reading;
  const { preferences } = useRoot();
  const flags = statusView.get(status.id);
  const hasSubject = status.spoilerText.trim() !== '';
  const collapsible = hasSubject && preferences.collapseWithSubject;
  const open = !collapsible || flags.expandingSubject;
  // Pleroma-FE: a post hidden behind its subject is not also cut for being tall.
  const tall = !collapsible && isTall(status);
  const cut = tall && !flags.showingTall;
  return (
    <div className="status-body">
      {hasSubject ? <StatusSubject status={status} collapsible={collapsible} /> : null}
      {open ? (
        <>
          <StatusContent status={status} tall={cut} />
          {tall ? (
            <button
              type="button"
              className="button-link status-tall-toggle"
              aria-expanded={flags.showingTall}
              onClick={() => statusView.toggle(status.id, 'showingTall')}
            >
              {flags.showingTall ? t('general.show_less') : t('general.show_more')}
            </button>
          ) : null}
          {status.mediaAttachments.length > 0 ? <Gallery status={status} /> : null}
          {status.poll ? (
            <Suspense fallback={null}>
              <PollView status={status} poll={status.poll} />
            </Suspense>
          ) : null}
          {status.card && status.mediaAttachments.length === 0 ? (
            <LinkCard card={status.card} />
          ) : null}
          {status.quoteId || status.quoteUrl ? <QuoteStatus status={status} depth={depth} /> : null}
        </>
      ) : null}
      {status.emojiReactions.length > 0 ? <EmojiReactions status={status} /> : null}
    </div>
  );
});
