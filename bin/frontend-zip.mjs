#!/usr/bin/env node
// `npm run build:frontend [-- --base /path/] [--out FILE]`: the web client as a Pleroma
// front-end: a zip of the static build with index.html at its root, built for the path it
// will be served under (default `/`, Pleroma's primary front-end). Install it with the
// admin API (`POST /api/v1/pleroma/admin/frontends/install` with `build_url` pointing at the
// zip and `build_dir: "."`) or by unzipping it into `instance/static/frontends/petrel/REF/`.
// Source maps stay out: the zip is what a server hands to browsers.
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { zipSync } from 'fflate';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

const { values } = parseArgs({
  options: {
    base: { type: 'string', default: '/' },
    out: { type: 'string', default: join(root, 'dist', 'petrel-frontend.zip') },
  },
});
const base = values.base.endsWith('/') ? values.base : `${values.base}/`;
if (!/^\/(?:[A-Za-z0-9._~-]+\/)*$/.test(base)) {
  process.stderr.write(
    `frontend-zip: --base must be a URL path such as /petrel/, not ${values.base}\n`,
  );
  process.exit(2);
}

async function filesUnder(folder) {
  const found = [];
  for (const entry of await readdir(folder, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) found.push(join(entry.parentPath, entry.name));
  }
  return found.sort();
}

const out = resolve(values.out);
const staging = await mkdtemp(join(tmpdir(), 'petrel-frontend-'));
try {
  // vite.config.ts reads both when it is evaluated, i.e. inside build().
  process.env.PETREL_WEB_BASE = base;
  process.env.PETREL_WEB_OUT = staging;
  const { build } = await import('vite');
  await build({ configFile: join(root, 'src/web/vite.config.ts'), logLevel: 'warn' });
  const entries = {};
  for (const file of await filesUnder(staging)) {
    if (file.endsWith('.map')) continue;
    entries[relative(staging, file).split('\\').join('/')] = await readFile(file);
  }
  if (!entries['index.html']) throw new Error('the build wrote no index.html');
  const zip = zipSync(entries, { level: 9 });
  await writeFile(out, zip);
  process.stdout.write(
    `petrel: front-end for ${base} in ${relative(process.cwd(), out) || out} ` +
      `(${Object.keys(entries).length} files, ${(zip.length / 1024).toFixed(0)} KiB)\n`,
  );
} finally {
  await rm(staging, { recursive: true, force: true });
}
