/**
 * Human-readable output may pull in an HTML parser (html-to-text, htmlparser2, entities:
 * ~170 KB); `--json` output never needs it, so it is loaded only on the human path.
 */
export type HumanFormat = typeof import('./format');

/** The human format with html-to-text loaded: any HTML converts. */
export async function loadHumanFormat(): Promise<HumanFormat> {
  const format = await import('./format');
  await format.loadFullHtml();
  return format;
}

/**
 * The human format without html-to-text: its HTML conversion throws `FullHtmlNeeded` for
 * HTML the lite converter declines, and the caller loads it then (`loadFullHtml`) and
 * formats again (StatusPrinter).
 */
export function loadLeanHumanFormat(): Promise<HumanFormat> {
  return import('./format');
}
