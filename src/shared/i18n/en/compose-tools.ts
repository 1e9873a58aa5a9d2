import type { LocaleTree } from '../locale-types';

/**
 * English, namespace `web`, key `compose_tools`: the post form's media and emoji tools.
 * Apart from web.ts because the web page adds them only when the tools' chunk loads
 * (`addResourceBundle`), keeping the first page's catalogue small (bin/web-budget.mjs).
 */
export const composeTools = {
  attach: 'Attach files',
  uploading: 'Uploading…',
  sensitive: 'Mark attachments as sensitive',
  description: 'Description',
  remove: 'Remove',
  emoji: 'Emoji',
  search_emoji: 'Search for an emoji',
  /** Pleroma-FE: the picker's stickers tab. */
  stickers: 'Stickers',
  sticker_named: 'Sticker {{name}}',
  drop: 'Drop files to upload',
  // The post form's character counter (CharCounter adds these words too).
  remaining_one: '{{count}} character left',
  remaining_other: '{{count}} characters left',
  over_limit_one: '{{count}} character over the limit',
  over_limit_other: '{{count}} characters over the limit',
} satisfies LocaleTree;
