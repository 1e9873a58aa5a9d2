import { useEffect } from 'react';
import type { AdminPrivilege } from '../../../../core/api/admin-common';
import type { ScopeStoreKit } from '../../../../core/model/scope-store';
import type { KeyActionId } from '../../../../shared/keymap';
import { fullDate, fullTime } from '../../../../shared/text/relative-time';
import { type AppServices, useServices } from '../../app-context';
import type { TuiTranslate } from '../../i18n/prepare-i18n';
import { type PeopleView, statusLine, usePeopleView } from '../people/people-rows';

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

/**
 * The opening every section shares: the app's services, the account's store of the section
 * (`root.use(storeOf)`), the rows' cursor and question, and the store loaded when the section
 * first shows (and again if the account, hence the store, changes).
 */
export function useDeskPage<S extends { load(): Promise<unknown> }>(
  storeOf: ScopeStoreKit<S>,
): AppServices & { store: S; view: PeopleView } {
  const services = useServices();
  const store = services.root.use(storeOf);
  const view = usePeopleView();
  useEffect(() => {
    void store.load();
  }, [store]);
  return { ...services, store, view };
}
