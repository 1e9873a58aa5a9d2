import type { ScheduledStatus } from '../../../core/api/client';
import { draftsOf } from '../../../core/model/drafts';
import { scheduledAsSnapshot, scheduledPostsOf } from '../../../core/model/scheduled-posts';
import { fullTime } from '../../../shared/text/relative-time';
import type { AppServices } from '../app-context';

/** What the scheduled posts view does, each with a notice for every outcome. */

export async function cancelScheduled(services: AppServices, id: string): Promise<void> {
  const { root } = services;
  const store = root.use(scheduledPostsOf);
  if (await store.cancel(id)) root.notices.add('success', 'tui.scheduled.cancelled');
  else root.notices.add('error', 'tui.scheduled.cancel_failed', { detail: store.error ?? '' });
}

export async function rescheduleScheduled(
  services: AppServices,
  id: string,
  at: Date,
): Promise<void> {
  const { root, language } = services;
  const store = root.use(scheduledPostsOf);
  if (await store.reschedule(id, at)) {
    const updated = store.find(id);
    root.notices.add('success', 'tui.scheduled.rescheduled', {
      time: fullTime(updated?.scheduledAt ?? at.toISOString(), { locale: language() }),
    });
  } else
    root.notices.add('error', 'tui.scheduled.reschedule_failed', { detail: store.error ?? '' });
}

/**
 * Rewrite a scheduled post: its words, files and time go into a kept draft (so nothing is
 * lost if the form is left), the form opens on it, and sending it cancels this one.
 */
export function rewriteScheduled(services: AppServices, item: ScheduledStatus): void {
  const { root, nav } = services;
  const draft = draftsOf(root.scope).save(scheduledAsSnapshot(item));
  nav.openCompose(item.inReplyToId, draft, undefined, item.id);
}

/**
 * The rewritten post was sent: the scheduled one it replaces is cancelled. A failure is told
 * once; core retries the cancel until the server takes it, and says so then.
 */
export async function finishRewrite(services: AppServices, replacedId: string): Promise<void> {
  const { root } = services;
  const failure = await root.use(scheduledPostsOf).cancelReplaced(replacedId);
  if (failure === null) root.notices.add('success', 'tui.scheduled.replaced');
  else root.notices.add('warning', 'tui.scheduled.replace_failed', { detail: failure });
}
