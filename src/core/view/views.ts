import type { TimelineKind } from '../api/client';
import { timelineKey } from '../model/timeline-source';

/** What a tab shows (the terminal's tabs; a web route could name the same views). */
export type View =
  | {
      readonly kind: 'timeline';
      readonly timeline: TimelineKind;
      /** A list's title (list timelines are named by it). */
      readonly title?: string;
    }
  | { readonly kind: 'notifications' }
  /** Notifications of type mention, shown as statuses. */
  | { readonly kind: 'mentions' }
  | { readonly kind: 'profile'; readonly name: string }
  | { readonly kind: 'search' };

export const HOME_VIEW: View = { kind: 'timeline', timeline: { type: 'home' } };
export const NOTIFICATIONS_VIEW: View = { kind: 'notifications' };

/** One key per distinct view: opening a view that is open already switches to it. */
export function viewKey(view: View): string {
  switch (view.kind) {
    case 'timeline':
      return `timeline:${timelineKey(view.timeline)}`;
    case 'profile':
      return `profile:${view.name.replace(/^@/, '').toLowerCase()}`;
    default:
      return view.kind;
  }
}
