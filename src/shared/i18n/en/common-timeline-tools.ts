/**
 * English `common` words of the timeline header's tools (spec part 1 §2, issue 16): the
 * timeline-name menu, scroll-to-top, the quick-filter and quick-view popovers. en/index.ts
 * joins them to `common`; the web adds them with the tools' chunk (useFeatureWords), the
 * terminal names its `:filter` switches with them.
 */
export const timelineToolsWords = {
  timeline_tools: {
    switch: 'Switch timeline',
    timelines: 'Timelines',
    scroll_top: 'Scroll to top',
    filters: 'Quick filters',
    view: 'Quick view',
    hideReplies: 'Hide replies',
    hideRepeats: 'Hide repeats',
    onlyMedia: 'Only posts with media',
    hideMutedPosts: 'Hide muted posts',
    compact: 'Compact layout',
    hideMedia: 'Hide media previews',
    collapseWithSubject: 'Collapse posts with a subject',
  },
};
