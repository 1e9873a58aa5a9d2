import type { AdminPrivilege } from '../../../../core/api/admin-common';
import type { KeyActionId } from '../../../../shared/keymap';
import { fullDate, fullTime } from '../../../../shared/text/relative-time';
import type { TuiTranslate } from '../../i18n/prepare-i18n';
import { statusLine } from '../people/people-rows';

/** What the administration view hands each of its sections. */
export interface AdminPageProps {
  active: boolean;
  width: number;
  height: number;
  /** The view's title line (its sections, the current one marked). */
  title: string;
  /** The keys every section shares: Tab between sections, close, and the global keys. */
  common: (action: KeyActionId) => void;
}

/** The key contexts of a section (its own keys shadow the list's and the global ones). */
export const ADMIN_CONTEXTS = ['admin', 'list', 'global'] as const;

/**
 * The log's, reports' and posts' times in the interface's language and the local zone, as
 * every other time of the app: "Nov 27, 2026, 21:05", "27. Nov. 2026, 21:05".
 */
export function shortTime(iso: string, locale?: string): string {
  return fullTime(iso, { locale }) || iso;
}

/** A calendar day (an invite's expiry) in the interface's language, read in UTC. */
export function shortDate(iso: string, locale?: string): string {
  return fullDate(iso, { locale, timeZone: 'UTC' }) || iso;
}

/** A paged list of the view: the users and the moderation log. */
interface PagedList {
  page: number;
  goToPage(page: number): Promise<void>;
  load(): Promise<void>;
}

/** The paging and reload keys of a paged section; false for any other key. */
export function pagingKey(store: PagedList, action: KeyActionId): boolean {
  if (action === 'admin.page_next') void store.goToPage(store.page + 1);
  else if (action === 'admin.page_prev') void store.goToPage(store.page - 1);
  else if (action === 'admin.reload') void store.load();
  else return false;
  return true;
}

/** What a section's store says about its last load. */
interface LoadedList {
  forbidden: AdminPrivilege | null;
  state: string;
  loadError: string | null;
}

/**
 * A section's status line: the privilege a 403 named, else the load's failure, else its own
 * parts joined (see `statusLine`).
 */
export function deskStatus(
  store: LoadedList,
  t: TuiTranslate,
  parts: readonly (string | false | null | undefined)[],
): string {
  if (store.forbidden) return t('admin_moderation.lacks_privilege', { privilege: store.forbidden });
  if (store.state === 'failed')
    return t('general.generic_error_message', { detail: store.loadError ?? '' });
  return statusLine(parts);
}
