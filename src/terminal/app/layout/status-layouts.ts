import type { EntityStore, Status } from '../../../core';
import type { TuiTranslate } from '../i18n/prepare-i18n';
import { layoutStatus, type StatusLayout } from './status-layout';

export interface LayoutOptions {
  width: number;
  cwOpen: boolean;
  maxBodyLines: number | null;
}

/**
 * Memoized status layouts. Entities are replaced (never mutated) when they change, so the
 * status object is the cache key; the entry of the cache also names the author and booster
 * text, which live in other entities. Laying out a status (HTML to text, wrapping) is the
 * costly part of a frame; a cursor move re-uses every layout.
 */
export class StatusLayouts {
  private readonly cache = new WeakMap<Status, Map<string, StatusLayout>>();

  constructor(
    private readonly entities: EntityStore,
    private readonly t: TuiTranslate,
    private readonly keys: { toggleCw: string; open: string },
  ) {}

  /** The shown status of a timeline entry (the repeated one for a repeat). */
  shown(entryId: string): Status | undefined {
    return this.entities.shown(entryId);
  }

  get(entryId: string, options: LayoutOptions): StatusLayout | undefined {
    const entry = this.entities.status(entryId);
    if (!entry) return undefined;
    const shown = entry.reblogId ? (this.entities.status(entry.reblogId) ?? entry) : entry;
    const author = this.entities.account(shown.accountId);
    const booster = entry.reblogId ? this.entities.account(entry.accountId) : undefined;
    const key = [
      entryId,
      options.width,
      options.cwOpen ? 1 : 0,
      options.maxBodyLines ?? '-',
      author?.displayName ?? '',
      author?.acct ?? '',
      booster?.displayName ?? '',
    ].join('\u0000');
    let byKey = this.cache.get(shown);
    if (!byKey) {
      byKey = new Map();
      this.cache.set(shown, byKey);
    }
    let layout = byKey.get(key);
    if (!layout) {
      // A resize leaves layouts for old widths behind; keep the map small.
      if (byKey.size > 8) byKey.clear();
      layout = layoutStatus({
        entry,
        shown,
        author,
        booster,
        width: options.width,
        cwOpen: options.cwOpen,
        maxBodyLines: options.maxBodyLines,
        t: this.t,
        keys: this.keys,
      });
      byKey.set(key, layout);
    }
    return layout;
  }
}
