/**
 * English `common` words of the web shell's lazy parts (popovers, navigation editing,
 * instance panels, the offline shell): en/index.ts joins them to `common`; the web adds them
 * with those parts' chunks (useFeatureWords), not the first load (web budget).
 */
export const shellWords = {
  instance: {
    panel: 'About this instance',
    terms: 'Terms of service',
  },
  popover: {
    user_label: 'About {{name}}',
    status_label: 'Post by {{name}}',
    open_profile: 'Open profile',
    open_status: 'Open the conversation',
    loading: 'Loading…',
    /** Spec part 2 §8: a status popover's fetch failed. */
    status_unavailable: 'status unavailable',
  },
};
