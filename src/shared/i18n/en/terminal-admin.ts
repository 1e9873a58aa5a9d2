import type { LocaleTree } from '../locale-types';

/**
 * English, namespace `terminal`: the administration view (`g !`, `:admin`). The desk's own
 * words (states, actions, confirmations) are the shared `admin_moderation` ones.
 */
export const terminalAdmin = {
  tui_admin: {
    title: 'Administration',
    log_title: 'Moderation log',
    staff_only: 'The administration view is for staff; this account is a member.',
    reports_status: 'Showing: {{filter}} · {{filter_key}}: next filter',
    report_row: '{{who}} · {{state}} · notes: {{notes}}',
    report_comment: 'Comment: {{text}}',
    report_statuses: 'Reported posts: {{count}}',
    report_note: 'Note by {{author}}: {{text}}',
    report_no_notes: 'No notes yet.',
    delete_note_question: 'Delete your note “{{text}}”? (y/n)',
    note_deleted: 'The note on report {{id}} is deleted.',
    tags_question: 'Tag policy to turn on or off ({{list}}); its number',
    tags_hint: '{{key}}: tag policies',
    delete_note_hint: '{{delete}}: delete your note',
    users_status: 'Page {{page}}/{{pages}} · found: {{count}} · {{filters}}',
    search_status: 'search “{{query}}”',
    no_filters: 'no filters',
    origin_local: 'local',
    origin_external: 'remote',
    state_active: 'active',
    role_admin: 'admin',
    role_moderator: 'moderator',
    log_status: 'Page {{page}}/{{pages}} · entries: {{count}}',
    log_empty: 'The moderation log is empty.',
    config_value: '{{label}}: {{value}}',
    confirm: '{{question}} (y/n)',
    reset_question: "Put {{name}} back to the server file's value? (y/n)",
    reports_hint:
      '{{open}}: open · {{resolve}}: resolve · {{close}}: close · {{reopen}}: reopen · {{note}}: note · {{tab}}: next section · {{quit}}: close',
    detail_hint:
      '{{resolve}}: resolve · {{close}}: close · {{reopen}}: reopen · {{note}}: note · {{quit}}: back to the list',
    users_hint:
      '{{search}}: search · {{filter}}/{{origin}}/{{role}}: filters · {{next}}/{{prev}}: pages · {{quit}}: close',
    log_hint:
      '{{search}}: search · {{next}}/{{prev}}: pages · {{reload}}: reload · {{quit}}: close',
    config_hint: '{{edit}}: edit · {{reset}}: reset · {{tab}}: next section · {{quit}}: close',
    typing_hint: 'Enter: done · Esc: cancel',
    stats_title: 'Figures',
    stats_status: 'Posts on this instance, by visibility',
    stats_row: '{{label}}: {{count}}',
    stats_public: 'Public',
    stats_unlisted: 'Unlisted',
    stats_private: 'Followers-only',
    stats_direct: 'Direct',
    stats_all: 'All posts',
    stats_hint: '{{reload}}: reload · {{tab}}: next section · {{quit}}: close',
  },
} satisfies LocaleTree;
