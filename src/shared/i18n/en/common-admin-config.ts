/**
 * The admin dashboard's words (issue 15, spec part 2 §2 tabs): both faces may show them;
 * the web adds them with the dashboard's chunk (feature-words.ts). Settings' own labels and
 * help come from the server's config descriptions.
 */
export const adminConfigWords = {
  admin_dash: {
    title: 'Administration',
    tabs: {
      nodb: 'No database config',
      instance: 'Instance',
      limits: 'Limits',
      frontends: 'Front-ends',
      access: 'Access',
      moderation: 'Moderation',
      documents: 'Documents',
      emoji: 'Emoji',
      invites: 'Invites',
    },
    nodb_text:
      'This server keeps its configuration in files: configurable_from_database is off, so nothing can be changed from here.',
    forbidden: 'Your account lacks the privilege to configure the instance (admins only).',
    save: 'Save changes',
    discard: 'Discard changes',
    saving: 'Saving…',
    reset: 'Reset',
    reset_title: "Back to the server's file value",
    modified: 'Changed in the database',
    error: 'The configuration could not be saved: {{error}}',
    limits: {
      posts: 'Post limits',
      attachments: 'Attachment limits',
      profiles: 'Profile limits',
      profile_fields: 'Profile field limits',
    },
    access: {
      intro:
        'Keep anonymous visitors out of timelines, profiles and statuses. "Follow the instance" keeps them out only when the instance is not public.',
      timelines: 'Timelines',
      profiles: 'Profiles',
      activities: 'Statuses',
      follow: 'Follow the instance',
      disallow: 'Disallow',
      allow: 'Allow',
    },
    frontend: {
      available: 'Available front-ends',
      installed: 'Installed: {{refs}}',
      not_installed: 'Not installed',
      install: 'Install {{version}}',
      petrel: 'Petrel (this client)',
      build_url: 'Build URL (the zip of `npm run build:frontend`)',
      success: 'Installed {{version}}',
      failure: 'Could not install {{version}}: {{reason}}',
    },
    moderation_soon: 'The moderation tools are not here yet.',
    documents: {
      'instance-panel': 'Instance panel',
      'terms-of-service': 'Terms of service',
    },
    document: {
      html: 'HTML of the {{name}}',
      save: 'Save',
      reset: 'Reset',
      saved: '{{name}} saved.',
      reset_question: 'Put the shipped {{name}} back? The edits are lost.',
      reset_done: '{{name}} is back to the shipped one.',
      unsaved: 'Unsaved changes',
    },
    emoji: {
      reload: 'Reload emoji',
      reloaded: 'Emoji reloaded.',
      pack: '{{name}}: {{count}} emoji',
      empty: 'No emoji packs.',
    },
    invites: {
      heading: 'Invite by e-mail',
      email: 'E-mail address',
      send: 'Send invite',
      sent: 'Invite sent to {{email}}.',
    },
  },
};
