import { statusActions } from '../../shared/i18n/en/status-actions';
import type { WebI18n } from './create-web-i18n';
import { addFeatureWords, type FeatureWords } from './feature-words';

/**
 * The status actions' English words but the poll's button's (issue 10, the web's first load):
 * added by the chunks that draw them (the action bar, its menu and dialogs, the keys) and
 * with the status actions' model (`withStatusActions` in main.tsx), whose notices use them.
 */
export const statusActionWords: FeatureWords = { status_actions: statusActions };

export function addStatusActionWords(i18n: WebI18n): void {
  addFeatureWords(i18n, statusActionWords);
}
