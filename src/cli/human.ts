/**
 * Human-readable output pulls in an HTML parser (html-to-text, htmlparser2, entities:
 * ~190 KB); `--json` output never needs it, so it is loaded only on the human path.
 */
export type HumanFormat = typeof import('./format');

export function loadHumanFormat(): Promise<HumanFormat> {
  return import('./format');
}
