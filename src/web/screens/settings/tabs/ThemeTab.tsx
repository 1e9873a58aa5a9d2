import { ThemeSettings } from '../../../theme/ThemeSettings';

/** Spec part 2 §2 settings tab "theme": the theme chooser of `/settings/theme`. */
export function ThemeTab() {
  return <ThemeSettings />;
}
