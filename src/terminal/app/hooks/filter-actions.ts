import type { AppServices } from '../app-context';
import { FILTER_NAMES, FILTER_SETTINGS, type FilterName } from '../model/quick-filters';

/**
 * The timeline's quick filters and view from the terminal (`F` keys, `:filter`): a switch of
 * the settings schema (synced like the others), said on the status line.
 */
export function runFilterCommand(
  services: AppServices,
  name: FilterName | null,
  value: boolean | null,
): void {
  const { root, t } = services;
  if (name === null) {
    const on = FILTER_NAMES.filter((n) => root.preferences[FILTER_SETTINGS[n]]);
    if (on.length === 0) root.notices.add('info', 'tui.filter.none', {});
    else
      root.notices.add('info', 'tui.filter.list', {
        list: on.map((n) => t(`timeline_tools.${FILTER_SETTINGS[n]}`)).join(', '),
      });
    return;
  }
  const key = FILTER_SETTINGS[name];
  const next = value ?? !root.preferences[key];
  root.preferences.set({ [key]: next });
  root.notices.add('info', next ? 'tui.filter.on' : 'tui.filter.off', {
    name: t(`timeline_tools.${key}`),
  });
}
