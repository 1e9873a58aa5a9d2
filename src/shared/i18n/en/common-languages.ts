/** The language switchers' words (web: its chunk adds them, feature-words.ts). */
export const languageWords = {
  language: {
    label: 'Language',
    automatic: 'Automatic ({{language}})',
    changed: 'Language: {{language}}',
    unknown: 'Unknown language "{{code}}"',
  },
};
