import { json, type Reply, type RequestContext } from './http';
import { discPng, gradientPng, type Rgb } from './png';
import type { SandboxState } from './state';

/**
 * Pleroma-FE's sticker packs (spec part 1 §7 "GET /static/stickers.json plus a pack file per
 * sticker pack"): `/static/stickers.json` maps a pack name to the folder it lives in, and each
 * folder holds a `pack.json` (title, author, license, tab icon, the sticker files) beside the
 * images. The images are small PNGs made in code (no binary files in the repository).
 */
export interface StickerPackSeed {
  readonly name: string;
  readonly title: string;
  readonly author: string;
  readonly license: string;
  readonly stickers: readonly { readonly file: string; readonly color: Rgb }[];
}

export const STICKER_PACKS: readonly StickerPackSeed[] = [
  {
    name: 'seabirds',
    title: 'Seabirds',
    author: 'Petrel sandbox',
    license: 'CC0',
    stickers: [
      { file: 'petrel.png', color: [40, 90, 160] },
      { file: 'gull.png', color: [200, 200, 210] },
      { file: 'puffin.png', color: [230, 110, 40] },
    ],
  },
  {
    name: 'harbour',
    title: 'Harbour',
    author: 'Petrel sandbox',
    license: 'CC0',
    stickers: [
      { file: 'lighthouse.png', color: [210, 50, 50] },
      { file: 'anchor.png', color: [60, 60, 80] },
    ],
  },
];

export function stickerPackPath(pack: StickerPackSeed): string {
  return `/static/stickers/${pack.name}/`;
}

/** The sticker images, served from memory like every other sandbox file. */
export function seedStickers(state: SandboxState): void {
  for (const pack of STICKER_PACKS) {
    for (const s of pack.stickers) {
      state.addFile(`${stickerPackPath(pack)}${s.file}`, 'image/png', () => discPng(64, s.color));
    }
    state.addFile(`${stickerPackPath(pack)}tab.png`, 'image/png', () =>
      gradientPng(24, 24, pack.stickers[0]?.color ?? [0, 0, 0], [255, 255, 255]),
    );
  }
}

/** `GET /static/stickers.json`: pack name → folder. */
export function stickersIndex(): Reply {
  return json(Object.fromEntries(STICKER_PACKS.map((p) => [p.name, stickerPackPath(p)])));
}

/** `GET /static/stickers/{pack}/pack.json`, in the shape Pleroma-FE reads. */
export function stickerPackFile(ctx: RequestContext): Reply {
  const pack = STICKER_PACKS.find((p) => p.name === ctx.pathParams.pack);
  if (!pack) return json({ error: 'Not found' }, 404);
  return json({
    title: pack.title,
    author: pack.author,
    license: pack.license,
    tabIcon: 'tab.png',
    stickers: pack.stickers.map((s) => s.file),
  });
}
