import type { LocaleTree } from '../locale-types';

/**
 * English, namespace `terminal`: the security screen (`g K`, `:security`, `S` in the
 * settings). The sections' own words are the web's `settings_modal.security` ones.
 */
export const terminalSecurity = {
  tui_security: {
    title: 'Security',
    hint: '{{open}}: open · {{back}}: back',
    settings_hint:
      '{{key}}: security (email, password, two-factor, apps, backups, aliases, moving, deleting)',
    form_hint: '{{next}}: next field · {{submit}}: send · {{back}}: back',
    with_detail: '{{message}} ({{detail}})',
    load_failed: 'Could not load: {{detail}}',
    problem: {
      no_password: 'Type the current password.',
      no_new_password: 'Type the new password.',
      bad_email: 'That is not an email address (name@host); leave it empty to remove it.',
      bad_account_name: 'An account is written name@host.',
      bad_code: 'A code from the app is 6 digits.',
    },
    mfa_key: 'Key: {{key}}',
    mfa_uri: 'Address: {{uri}}',
    qr_too_small:
      'The window is too small for the QR code: enlarge it, or type the key into the app.',
    codes_once: 'They are shown only now: write them down before leaving.',
    codes_question: 'Make new backup codes? The old ones stop working. (y/n)',
    mfa_off_hint: '{{add}}: set up · {{back}}: back',
    mfa_on_hint: '{{codes}}: new backup codes · {{remove}}: turn off · {{back}}: back',
    unnamed_app: 'an app without a name',
    tokens_hint: '{{remove}}: revoke · {{back}}: back',
    revoke_question: 'Revoke the access of {{app}}? It is logged out. (y/n)',
    revoked: '{{app}} is logged out.',
    revoke_failed: 'The server did not revoke the access.',
    revoke_error: 'Could not revoke the access: {{detail}}',
    backups_hint: '{{add}}: create a backup · {{back}}: back',
    backup_requested: 'Backup requested: the server prepares it in the background.',
    aliases_hint: '{{add}}: add an alias · {{remove}}: remove it · {{back}}: back',
    alias_account: 'Other account (name@host)',
    no_aliases: 'No aliases.',
    alias_remove_question: 'Remove the alias {{alias}}? (y/n)',
    alias_removed: 'Alias {{alias}} removed.',
    move_warning:
      'Your followers move to the other account; it must list this one as an alias first.',
    move_question: 'Move this account to @{{target}}? (y/n)',
    delete_question: 'Delete {{account}} and everything it posted, for good? (y/n)',
    deleted: '{{account}} is deleted; its login is forgotten.',
  },
} satisfies LocaleTree;
