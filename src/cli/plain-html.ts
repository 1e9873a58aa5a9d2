import { liteHtmlToText, MAX_HTML_LENGTH } from '../shared/text/html-to-plain-lite';
import { stripControl } from '../shared/text/terminal-safe';

/**
 * Status HTML to plain text for the human output. html-to-text (the lazy piece `html`,
 * ~170 KB with its parser and entity tables) is loaded only for HTML the lite converter
 * declines (src/shared/text/html-to-plain-lite.ts), so a timeline of plain statuses never
 * loads it (issue 10: −1.6 MiB of `petrel timeline`'s peak). The answer is the same either way.
 */
let full: ((html: string) => string) | undefined;

/** Thrown by `htmlToPlain` for HTML only html-to-text converts, before `loadFullHtml()`. */
export class FullHtmlNeeded extends Error {
  constructor() {
    super('html-to-text is needed and not loaded yet');
    this.name = 'FullHtmlNeeded';
  }
}

export async function loadFullHtml(): Promise<void> {
  full ??= (await import('../shared/text/html-to-plain')).htmlToPlain;
}

/** `htmlToPlain` of html-to-plain.ts; throws FullHtmlNeeded when that must be loaded first. */
export function htmlToPlain(html: string): string {
  if (full) return full(html);
  const lite = html.length <= MAX_HTML_LENGTH ? liteHtmlToText(html) : undefined;
  if (lite === undefined) throw new FullHtmlNeeded();
  return stripControl(lite);
}
