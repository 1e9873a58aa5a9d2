import type { TimelineKind } from '../../core/api/client';

/** A timeline screen's kind and the i18n key of its name. */
export interface TimelineDescriptor {
  kind: TimelineKind;
  titleKey: string;
}

/** The three timelines of this issue (spec names: friends, public, publicAndExternal). */
export const TIMELINES = {
  friends: { kind: { type: 'home' }, titleKey: 'timeline.name.home' },
  public: { kind: { type: 'public', local: true }, titleKey: 'timeline.name.public' },
  all: { kind: { type: 'public' }, titleKey: 'timeline.name.twkn' },
} as const satisfies Record<string, TimelineDescriptor>;
