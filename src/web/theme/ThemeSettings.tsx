import { lazyFeature } from '../app/lazy-feature';

/**
 * The theme chooser (spec part 2 §2 settings tab "theme"), for the settings modal and the
 * `/settings/theme` page: a lazy chunk with the theme engine, fetched when it is shown.
 */
export const ThemeSettings = lazyFeature(() =>
  import('./ThemeChooser').then((m) => m.ThemeChooser),
);
