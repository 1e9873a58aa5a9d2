#!/usr/bin/env node
// `npm run test:e2e`: Playwright against the already built web client (`npm install` and
// `npm run build` build it) using Debian's Chromium at /usr/bin/chromium.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const missing = [];
if (!existsSync('/usr/bin/chromium'))
  missing.push('Chromium (/usr/bin/chromium: apt-get install chromium)');
if (!existsSync(join(root, 'dist/web/index.html')))
  missing.push('the web build (dist/web: npm run build)');
if (missing.length > 0) {
  process.stderr.write(`e2e: missing ${missing.join(' and ')}\n`);
  process.exit(1);
}

const child = spawn(
  'npx',
  ['playwright', 'test', '-c', 'e2e/playwright.config.ts', ...process.argv.slice(2)],
  { cwd: root, stdio: 'inherit', env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' } },
);
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
