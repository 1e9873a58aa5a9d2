import type { LocaleTree } from '../locale-types';
import { account } from './common-account';
import { people } from './common-people';
import { reading } from './common-reading';
import { writing } from './common-writing';

/**
 * English, namespace `common`: the words both faces use. English is the bundled final
 * fallback for every other locale; `web` and `terminal` hold each face's own words.
 *
 * Key names follow Pleroma-FE's where the spec names one (`post_status.empty_status_error`,
 * `upload.error.file_too_big`, `timeline.show_new` ...), so its ~150 community translations
 * can be converted key for key later. Interpolation uses i18next's `{{name}}`; Pleroma-FE's
 * positional `{0}` became `{{detail}}`. Strings the spec quotes are copied exactly, typos
 * included ("An error occured") because other tools match them.
 *
 * Grouped by screen or area, one file per area (common-*.ts) spread in here; add new keys to
 * the group of the screen that shows them. The keymap's words (keymap.ts), those of lazy
 * screens (common-screens.ts) and most of the status actions' (status-actions.ts) join
 * `common` in en/index.ts: the web adds them with those chunks (web budget).
 */
export const common = {
  general: {
    loading: 'Loading…',
    generic_error: 'An error occured',
    generic_error_message: 'An error occured: {{detail}}',
    not_available_yet: 'Not available yet',
    show_more: 'Show more',
    show_less: 'Show less',
    retry: 'Try again',
    dismiss: 'Dismiss',
    cancel: 'Cancel',
    close: 'Close',
    confirm: 'Confirm',
    submit: 'Submit',
    yes: 'Yes',
    no: 'No',
  },

  errors: {
    storage_unavailable:
      "Petrel could not access its storage. Your login and local settings won't be saved.",
  },

  ...account,
  ...reading,
  ...writing,
  ...people,
  /**
   * A poll's button, in the first timeline frame; the rest of `status_actions`
   * (status-actions.ts) joins in en/index.ts, and the web adds it with its chunks.
   */
  status_actions: {
    vote: 'Vote',
    voting: 'Voting…',
  },
} satisfies LocaleTree;
