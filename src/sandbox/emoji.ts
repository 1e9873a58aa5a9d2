import type { Rgb } from './png';

/** The instance's custom emoji: shortcode, pack and the colour of its generated image. */
export interface CustomEmoji {
  shortcode: string;
  pack: string;
  color: Rgb;
}

export const CUSTOM_EMOJI: readonly CustomEmoji[] = [
  { shortcode: 'petrel', pack: 'sandbox', color: [40, 90, 160] },
  { shortcode: 'blobcat', pack: 'blobcat', color: [250, 200, 40] },
  { shortcode: 'blobcatheart', pack: 'blobcat', color: [230, 60, 90] },
  { shortcode: 'sandcastle', pack: 'sandbox', color: [220, 180, 120] },
  { shortcode: 'wave', pack: 'sandbox', color: [60, 160, 200] },
];

const BY_CODE = new Map(CUSTOM_EMOJI.map((e) => [e.shortcode, e]));

export function findEmoji(shortcode: string): CustomEmoji | undefined {
  return BY_CODE.get(shortcode);
}

export function emojiPath(e: CustomEmoji): string {
  return `/emoji/${e.pack}/${e.shortcode}.png`;
}
