import { autorun } from 'mobx';
import type { PreferencesStore } from '../../../core/model/preferences';
import type { Highlights } from '../../../core/model/settings';

/** A CSS string literal for an attribute selector (screen names are remote text). */
function cssString(text: string): string {
  return `"${text.replace(/["\\\n\r]/g, (c) => `\\${c.charCodeAt(0).toString(16)} `)}"`;
}

/**
 * The highlight rules of spec part 2 §3 / §9: solid, striped (20 px bands), side (2 px);
 * disabled draws nothing. Colours are #rrggbb (the schema checks them).
 */
export function highlightCss(highlights: Highlights): string {
  return Object.entries(highlights)
    .map(([name, { color, type }]) => {
      const selector = `.status[data-author=${cssString(name.replace(/^@/, ''))} i]`;
      const tint = `${color}33`;
      if (type === 'solid') return `${selector}{background-color:${tint}}`;
      if (type === 'striped')
        return `${selector}{background-image:repeating-linear-gradient(135deg,${tint} 0 20px,transparent 20px 40px)}`;
      if (type === 'side') return `${selector}{box-shadow:inset 2px 0 0 ${color}}`;
      return '';
    })
    .join('\n');
}

/**
 * Applies the layout preferences to the page (column widths, emoji reactions scale,
 * highlights) and keeps them applied; from the settings chunk, so none of it is in the first
 * load (the first frame uses the stylesheet's defaults). Returns the disposer.
 */
export function applyLayoutPreferences(preferences: PreferencesStore, doc: Document): () => void {
  const style = doc.createElement('style');
  style.dataset.petrel = 'highlight';
  doc.head.append(style);
  const dispose = autorun(() => {
    const root = doc.documentElement.style;
    root.setProperty('--sidebar-width', preferences.sidebarColumnWidth);
    root.setProperty('--content-width', preferences.contentColumnWidth);
    root.setProperty('--notifications-width', preferences.notifsColumnWidth);
    root.setProperty('--emoji-reactions-scale', String(preferences.emojiReactionsScale));
    style.textContent = highlightCss(preferences.highlight);
  });
  return () => {
    dispose();
    style.remove();
  };
}
