/**
 * The chosen theme's CSS variables on the page and in localStorage, where index.html's
 * inline script reads them before the first paint (no engine needed then). Nothing cached:
 * theme.css's defaults apply, dark or light by the browser's preference.
 */
import type { ThemeVariables } from '../../core/theme/theme-types';
import { STATE_PREFIX } from '../storage-layout';

/** Read by index.html's inline script: keep the two equal. */
export const THEME_CACHE_KEY = `${STATE_PREFIX}theme-variables`;

/** The variables the theme last set on each page (others there, such as the layout's column
 * widths, are not the theme's to remove). */
const applied = new WeakMap<Document, readonly string[]>();

/** What the theme set before: this module's record, else what index.html's script applied. */
function previousThemeNames(doc: Document): readonly string[] {
  const known = applied.get(doc);
  if (known) return known;
  try {
    const cached: unknown = JSON.parse(
      doc.defaultView?.localStorage.getItem(THEME_CACHE_KEY) ?? '',
    );
    return cached && typeof cached === 'object' ? Object.keys(cached) : [];
  } catch {
    return [];
  }
}

/** Sets the variables on the root element, replacing the previous theme's (and only those). */
export function applyThemeVariables(vars: ThemeVariables | null, doc: Document = document): void {
  const style = doc.documentElement.style;
  for (const name of previousThemeNames(doc)) style.removeProperty(name);
  const names: string[] = [];
  for (const [name, value] of Object.entries(vars ?? {})) {
    if (!/^--[\w-]+$/.test(name)) continue;
    style.setProperty(name, value);
    names.push(name);
  }
  applied.set(doc, names);
  // The installed app's frame takes the top bar's colour: the chosen theme's, else each
  // default theme's (the build's, kept in data-default).
  for (const bar of doc.querySelectorAll('meta[name="theme-color"]')) {
    const initial = bar.getAttribute('data-default') ?? bar.getAttribute('content') ?? '';
    bar.setAttribute('data-default', initial);
    bar.setAttribute('content', vars?.['--fg'] ?? initial);
  }
}

/** Applies and remembers them (null: back to the browser's light or dark default). */
export function chooseThemeVariables(vars: ThemeVariables | null): void {
  applyThemeVariables(vars);
  try {
    if (vars) localStorage.setItem(THEME_CACHE_KEY, JSON.stringify(vars));
    else localStorage.removeItem(THEME_CACHE_KEY);
  } catch {
    // No storage (private mode): the theme holds for this page only.
  }
}
