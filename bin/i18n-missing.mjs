#!/usr/bin/env node
// Lists, per locale file (src/shared/i18n/locales/<code>.json), the keys English has that the
// locale lacks, the keys it has that English lacks, and the {{placeholders}} it drops or
// invents. English (src/shared/i18n/en, TypeScript) is the reference; plural keys follow
// i18next's suffixes, one per plural category of the locale's language (Intl.PluralRules).
//
//   node bin/i18n-missing.mjs            every locale; exit 1 when any of LOCALE_FILES has problems
//   node bin/i18n-missing.mjs de fr      only these
//   node bin/i18n-missing.mjs --english  prints English as a locale file (the translator's reference)
//   node bin/i18n-missing.mjs --json     the same report as JSON
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { compareLocale } from './i18n-compare.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const localesDir = join(root, 'src/shared/i18n/locales');

/** English and the list of locale files, from the TypeScript sources. */
async function sources() {
  const result = await build({
    stdin: {
      contents: `export { en } from './en/index.ts'; export { LOCALE_FILES } from './languages.ts';`,
      resolveDir: join(root, 'src/shared/i18n'),
      loader: 'ts',
    },
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'neutral',
    logLevel: 'error',
  });
  const code = Buffer.from(result.outputFiles[0].text).toString('base64');
  const mod = await import(`data:text/javascript;base64,${code}`);
  return mod;
}

const args = process.argv.slice(2);
const { en, LOCALE_FILES } = await sources();
if (args.includes('--english')) {
  process.stdout.write(`${JSON.stringify(en, null, 2)}\n`);
  process.exit(0);
}
const asJson = args.includes('--json');
const named = args.filter((a) => !a.startsWith('--'));
const codes = named.length
  ? named
  : [
      ...new Set([
        ...LOCALE_FILES,
        ...readdirSync(localesDir)
          .filter((f) => f.endsWith('.json'))
          .map((f) => f.slice(0, -'.json'.length)),
      ]),
    ];

const report = {};
let failing = false;
for (const code of codes) {
  let locale = {};
  try {
    locale = JSON.parse(readFileSync(join(localesDir, `${code}.json`), 'utf8'));
  } catch (error) {
    if (error.code !== 'ENOENT') throw error;
  }
  const result = compareLocale(en, locale, code);
  report[code] = result;
  const problems = result.missing.length + result.extra.length + result.placeholders.length;
  if (problems > 0 && LOCALE_FILES.includes(code)) failing = true;
}

if (asJson) {
  process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
} else {
  for (const [code, { missing, extra, placeholders, total }] of Object.entries(report)) {
    const done = total - missing.length;
    process.stdout.write(`${code}: ${done}/${total} keys`);
    process.stdout.write(
      missing.length + extra.length + placeholders.length === 0 ? ' (complete)\n' : '\n',
    );
    for (const key of missing) process.stdout.write(`  missing  ${key}\n`);
    for (const key of extra) process.stdout.write(`  extra    ${key}\n`);
    for (const line of placeholders) process.stdout.write(`  {{}}     ${line}\n`);
  }
}
process.exitCode = failing ? 1 : 0;
