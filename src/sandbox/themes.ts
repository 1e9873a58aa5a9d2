/**
 * The sandbox's `/static/styles.json` (spec part 2 §7): theme names mapped to an array of
 * the common colours (bg, fg, text, link, red, green, blue, orange; Pleroma writes a display
 * name first), to an inline theme object, or to the path of a theme file served below.
 * A few light and dark themes, so the chooser has something to offer.
 */
export const STYLES_JSON: Record<string, unknown> = {
  'pleroma-dark': [
    'Pleroma Dark',
    '#121a24',
    '#182230',
    '#b9b9ba',
    '#d8a070',
    '#d31014',
    '#0fa00f',
    '#0095ff',
    '#ffa500',
  ],
  'pleroma-light': [
    'Pleroma Light',
    '#ffffff',
    '#e7eaee',
    '#303840',
    '#a0541a',
    '#d31014',
    '#0a7d0a',
    '#0069b4',
    '#9a5c00',
  ],
  classic: ['#1c2530', '#2c3a4a', '#e0e6ec', '#8fc1ff', '#ff6b6b', '#5fd35f', '#4aa3ff', '#ffb347'],
  paper: {
    colors: {
      bg: '#fbf8f1',
      fg: '#ece4d2',
      text: '#2b2620',
      link: '#1d5fa8',
      red: '#b3261e',
      green: '#2e7d32',
      blue: '#1d5fa8',
      orange: '#a15c00',
    },
    radii: { panel: 2, btn: 2, avatar: 50 },
  },
  forest: '/static/themes/forest.json',
};

/** Theme files the list links to, by file name. */
export const THEME_FILES: Record<string, unknown> = {
  'forest.json': {
    name: 'forest',
    source: {
      colors: {
        bg: '#14261b',
        fg: '#1e3828',
        text: '#d9e8dc',
        link: '#9bd88f',
        red: '#ff7a6b',
        green: '#6fd46f',
        blue: '#6fb7ff',
        orange: '#ffbf66',
      },
      radii: { panel: 14, btn: 12 },
      shadows: {
        panel: [{ x: 0, y: 2, blur: 8, spread: 0, color: '#000000', alpha: 0.5, inset: false }],
      },
    },
  },
};
