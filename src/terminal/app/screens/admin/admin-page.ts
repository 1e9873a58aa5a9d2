import type { KeyActionId } from '../../../../shared/keymap';

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

/** "2026-11-27 21:05" for an ISO time (the log's and reports' times; UTC, as stored). */
export function shortTime(iso: string): string {
  return iso.length >= 16 ? iso.slice(0, 16).replace('T', ' ') : iso;
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
