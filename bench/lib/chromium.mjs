// Debian's Chromium for the web benches, started the one way they all measure with: headless,
// no sandbox, no GPU, and none of the browser's own background traffic (updates, sync, QUIC)
// to disturb a figure.
import { chromium } from 'playwright-core';

export const CHROMIUM = '/usr/bin/chromium';

/** Launch it; `extraArgs` adds a bench's own switches. */
export function launchChromium(extraArgs = []) {
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-quic',
      '--no-first-run',
      '--disable-sync',
      ...extraArgs,
    ],
  });
}
