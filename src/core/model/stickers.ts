import { action, computed, makeObservable, observable, runInAction } from 'mobx';
import type { PleromaClient } from '../api/client';
import { fetchStickerPacks, type Sticker, type StickerPack } from '../api/stickers';
import type { Attachment } from '../domain/types';
import type { LoggerPort } from '../ports';
import type { ComposeMediaStore } from './compose-media';

export type { Sticker, StickerPack };

/** Where a sticker's bytes come from: the browser's fetch, or Node's (a face supplies it). */
export type StickerBytes = (url: string) => Promise<Blob>;

export type StickerLoadState = 'idle' | 'loading' | 'loaded' | 'failed';

export interface StickerCatalogueDeps {
  client: () => PleromaClient;
  logger: LoggerPort;
}

/**
 * The server's sticker packs (Pleroma-FE's sticker picker, spec part 2 §2 "emoji picker
 * (emoji or stickers)"; §7 `/static/stickers.json` plus a `pack.json` per pack). Loaded once,
 * when a post form first opens its picker. A server with no packs has no stickers tab
 * (`available`); a failed load is only logged (spec §8 "stickers load failures: logged only").
 */
export class StickerCatalogue {
  packs: readonly StickerPack[] = [];
  state: StickerLoadState = 'idle';
  private loading: Promise<void> | null = null;

  constructor(private readonly deps: StickerCatalogueDeps) {
    makeObservable(this, {
      packs: observable.ref,
      state: observable,
      available: computed,
      setLoaded: action,
    });
  }

  /** Whether the picker shows a stickers tab: only when the server offers some. */
  get available(): boolean {
    return this.packs.length > 0;
  }

  /** Loads once; later calls share the first load (a failure is not retried). */
  load(): Promise<void> {
    this.loading ??= this.fetch();
    return this.loading;
  }

  /** A sticker by `PACK/NAME` (NAME with or without its extension), or null. */
  find(ref: string): { pack: StickerPack; sticker: Sticker } | null {
    const slash = ref.indexOf('/');
    if (slash <= 0) return null;
    const packName = ref.slice(0, slash);
    const name = ref.slice(slash + 1);
    const pack = this.packs.find((p) => p.name === packName);
    const sticker = pack?.stickers.find((s) => s.name === name || s.file === name);
    return pack && sticker ? { pack, sticker } : null;
  }

  /** Every sticker as `PACK/NAME`, in pack order (what the terminal and `--sticker` list). */
  get refs(): string[] {
    return this.packs.flatMap((p) => p.stickers.map((s) => `${p.name}/${s.name}`));
  }

  setLoaded(packs: readonly StickerPack[], state: StickerLoadState): void {
    this.packs = packs;
    this.state = state;
  }

  private async fetch(): Promise<void> {
    runInAction(() => (this.state = 'loading'));
    try {
      this.setLoaded(await fetchStickerPacks(this.deps.client().http), 'loaded');
    } catch (error) {
      this.deps.logger.warn('Stickers failed to load', error);
      this.setLoaded([], 'failed');
    }
  }
}

/**
 * As Pleroma-FE does: a chosen sticker is fetched and uploaded as an ordinary attachment of
 * the post form, so it shows in the form's media list with a description field like any file.
 * Resolves the attachment, or undefined when it failed (the form's upload error then says why).
 */
export async function attachSticker(
  media: ComposeMediaStore,
  sticker: Sticker,
  bytes: StickerBytes,
): Promise<Attachment | undefined> {
  if (!media.canAttach) return undefined;
  let blob: Blob;
  try {
    blob = await bytes(sticker.url);
  } catch (error) {
    runInAction(() => {
      media.error = { kind: 'default' };
      media.failure = error;
    });
    return undefined;
  }
  return media.uploadFile({
    name: sticker.file,
    size: blob.size,
    type: blob.type || 'image/png',
    blob,
  });
}

const catalogues = new WeakMap<PleromaClient, StickerCatalogue>();

/** The signed-in account's packs: one catalogue per client (a switch of account loads afresh). */
export function stickerCatalogueOf(root: {
  readonly client: PleromaClient;
  readonly ports: { readonly logger: LoggerPort };
}): StickerCatalogue {
  const client = root.client;
  let catalogue = catalogues.get(client);
  if (!catalogue) {
    catalogue = new StickerCatalogue({ client: () => client, logger: root.ports.logger });
    catalogues.set(client, catalogue);
  }
  return catalogue;
}
