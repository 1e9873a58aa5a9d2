/**
 * What a click on a link inside a status means (spec part 1 §2 tag-timeline, part 2 §2):
 * a hashtag goes to `/tag/{tag}` (a hashtag whose tag cannot be extracted opens its
 * original address in a new tab, which the sanitized link does by itself); a mention goes
 * to the mentioned profile. Everything else opens in a new tab.
 */
import type { Hashtag, Mention } from '../../../core/domain/types';

/** Spec: a tag is a run of Unicode word characters. */
const TAG = /^[\p{L}\p{N}\p{M}_]+$/u;
/** A tag at the end of a server's tag address: `/tag/linux`, `/tags/linux`. */
const TAG_IN_URL = /\/tags?\/([\p{L}\p{N}\p{M}_]+)\/?$/u;

export interface LinkInfo {
  href: string;
  text: string;
  classes: readonly string[];
}

function decode(url: string): string {
  try {
    return decodeURI(url);
  } catch {
    return url;
  }
}

/** The link is a hashtag: marked as one, or spelled `#word`, or one of the status's tags. */
export function isHashtagLink(link: LinkInfo, tags: readonly Hashtag[]): boolean {
  if (link.classes.includes('hashtag')) return true;
  if (link.text.trim().startsWith('#')) return true;
  return tags.some((tag) => tag.url !== '' && tag.url === link.href);
}

/** The tag of a hashtag link, or null when none can be extracted. */
export function extractTag(link: LinkInfo, tags: readonly Hashtag[]): string | null {
  const known = tags.find((tag) => tag.url !== '' && tag.url === link.href);
  if (known && TAG.test(known.name)) return known.name;
  let path = '';
  try {
    path = new URL(link.href).pathname;
  } catch {
    path = '';
  }
  const fromUrl = TAG_IN_URL.exec(decode(path));
  if (fromUrl?.[1]) return fromUrl[1];
  const text = link.text.trim().replace(/^#/, '');
  return TAG.test(text) ? text : null;
}

/** The mention a link stands for: same address, or a `mention` link naming `@username`. */
export function findMention(link: LinkInfo, mentions: readonly Mention[]): Mention | undefined {
  const byUrl = mentions.find((m) => m.url !== '' && m.url === link.href);
  if (byUrl) return byUrl;
  if (!link.classes.includes('mention')) return undefined;
  const name = link.text.trim().replace(/^@/, '').toLowerCase();
  return mentions.find((m) => m.acct.toLowerCase() === name || m.username.toLowerCase() === name);
}
