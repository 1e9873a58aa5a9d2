/**
 * The desktop navigation bar's logo and site name as the instance's front-end configuration
 * asks (spec part 1 §2 "Desktop navigation bar: logo, optional site name"; §3 instance flags
 * logo, logoMask, logoMargin, logoLeft, hideSitename), read from the merged static and
 * backend configuration (core/model/shell-documents.ts). Pure and platform-free.
 *
 * What the flags mean, as Pleroma-FE draws them:
 * - `logo`: the image's address, on the instance's server (`/static/logo.svg`);
 * - `logoMask`: the image is a mask painted in the bar's text colour (a one-colour logo
 *   that follows the theme), not the image's own colours;
 * - `logoMargin`: space above and below the logo inside the bar (a CSS length);
 * - `logoLeft`: the logo sits at the left beside the site name; otherwise it is centred;
 * - `hideSitename`: no site name beside it.
 */

export interface InstanceBrand {
  /** The logo's absolute address, or null to keep the client's own logo where it is. */
  readonly logoUrl: string | null;
  readonly mask: boolean;
  /** A CSS length for the space above and below the logo, or null for none. */
  readonly margin: string | null;
  readonly placement: 'left' | 'center';
  readonly showName: boolean;
}

/** A CSS length as the configuration writes one (`.1em`, `4px`, `0`); anything else is ignored. */
const LENGTH = /^(?:0|\d*\.?\d+(?:px|em|rem|%|vh|pt))$/;

/** The logo's address resolved against the server; only http(s) images are taken. */
function logoAddress(value: unknown, server: string): string | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  try {
    const url = new URL(value.trim(), server);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * The brand the configuration asks for, or null when it asks nothing of it (a server with
 * no Pleroma front-end configuration keeps the client's own logo and the instance's name).
 * `server` is where the instance's files are fetched from (its API base).
 */
export function instanceBrand(
  config: Readonly<Record<string, unknown>>,
  server: string,
): InstanceBrand | null {
  const logoUrl = logoAddress(config.logo, server);
  const hideName = config.hideSitename === true;
  if (logoUrl === null && !hideName) return null;
  const margin = typeof config.logoMargin === 'string' ? config.logoMargin.trim() : '';
  return {
    logoUrl,
    mask: logoUrl !== null && config.logoMask === true,
    margin: LENGTH.test(margin) ? margin : null,
    placement: logoUrl === null || config.logoLeft === true ? 'left' : 'center',
    showName: !hideName,
  };
}
