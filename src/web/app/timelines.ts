import type { TimelineKind } from '../../core/api/client';
import type { TranslationKey } from '../../shared/i18n';

/** A timeline screen's kind and the i18n key (and values) of its name. */
export interface TimelineDescriptor {
  kind: TimelineKind;
  titleKey: TranslationKey;
  titleValues?: Readonly<Record<string, string>>;
  /** The home timeline keeps a reading position (`/api/v1/markers`). */
  markerTimeline?: 'home';
}

/**
 * The fixed timelines of the route table (spec names: friends, public, publicAndExternal,
 * bookmarks, dms).
 */
export const TIMELINES = {
  friends: { kind: { type: 'home' }, titleKey: 'timeline.name.home', markerTimeline: 'home' },
  public: { kind: { type: 'public', local: true }, titleKey: 'timeline.name.public' },
  all: { kind: { type: 'public' }, titleKey: 'timeline.name.twkn' },
  bookmarks: { kind: { type: 'bookmarks' }, titleKey: 'timeline.name.bookmarks' },
  dms: { kind: { type: 'direct' }, titleKey: 'timeline.name.dms' },
} as const satisfies Record<string, TimelineDescriptor>;

/** `/tag/{tag}`. */
export function tagTimeline(tag: string): TimelineDescriptor {
  return { kind: { type: 'tag', tag }, titleKey: 'timeline.name.tag', titleValues: { tag } };
}
