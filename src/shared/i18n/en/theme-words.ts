/**
 * English words of the theme chooser (spec part 2 §2 settings tab "theme", §8 errors): the
 * web adds them with the chooser's chunk (useFeatureWords), never the first load.
 */
export const themeWords = {
  theme_settings: {
    title: 'Theme',
    choose: 'Theme',
    automatic: 'Automatic (follows the browser: {{light}} or {{dark}})',
    server_themes_failed:
      'The server’s theme list could not be loaded; the built-in themes are offered.',
    loading: 'Loading the server’s themes…',
    colours: 'Colours and contrast',
    contrast_ok: '{{ratio}}:1 on {{against}}',
    contrast_low: 'Contrast {{ratio}}:1 on {{against}} is below {{threshold}}:1',
    export: 'Export theme',
    import: 'Import theme',
    imported: 'Theme “{{name}}” imported.',
    minor_warning:
      'This theme file was written by another minor version; it may look a little different.',
    snapshot_question:
      'This theme file’s saved colours differ from what this version makes of it. Which one do you want?',
    snapshot_old: 'Keep the saved (old) version',
    snapshot_new: 'Use the new version',
    unsupported: 'This file is not a supported theme.',
    newer: 'This theme file is from a newer version (major {{detail}}) and cannot be read.',
    older: 'This theme file is from an older, unsupported version (major {{detail}}).',
    colour_failed: 'The colour {{detail}} could not be generated.',
    custom: 'Imported: {{name}}',
  },
};
