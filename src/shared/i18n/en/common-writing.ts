import type { LocaleTree } from '../locale-types';

/** English `common` words for the post form: posting, polls, uploads (spread into common.ts). */
export const writing = {
  /** The navigation's new-post button; the post form's words are in common-post-form.ts. */
  post_status: {
    new_status: 'New post',
  },

  /** The navigation's entry; the panel's words are in common-screens.ts (web budget). */
  scheduled: {
    title: 'Scheduled posts',
  },

  polls: {
    not_enough_options: 'Too few unique options in poll',
    add_option: 'Add option',
    option: 'Option',
    remove_option: 'Remove option',
    single_choice: 'Single choice',
    multiple_choices: 'Multiple choices',
    type: 'Poll type',
    expiry: 'Poll age',
    add_poll: 'Add poll',
    remove_poll: 'Remove poll',
    units: {
      minutes: 'minutes',
      hours: 'hours',
      days: 'days',
    },
    votes_count_one: '{{count}} vote',
    votes_count_other: '{{count}} votes',
    people_voted_count_one: '{{count}} person voted',
    people_voted_count_other: '{{count}} people voted',
    expires_in: 'Poll ends in {{time}}',
    expired: 'Poll ended {{time}} ago',
    ended: 'Poll ended',
    your_vote: 'Your vote',
    voting_later: 'Voting is not available yet.',
  },

  /** Unsent drafts, in every face (Petrel's own; the spec has no words for them). */
  drafts: {
    title: 'Unsent drafts',
    empty: 'No unsent drafts',
    offer_one: '{{count}} unsent draft was kept',
    offer_other: '{{count}} unsent drafts were kept',
    show: 'Show drafts',
    resume: 'Continue',
    discard: 'Discard',
    context_new: 'New post',
    context_reply: 'Reply to {{id}}',
    context_quote: 'Quote of {{id}}',
    context_edit: 'Edit of {{id}}',
    not_sent: 'Not sent: {{detail}}',
    empty_text: '(no text)',
  },
} satisfies LocaleTree;
