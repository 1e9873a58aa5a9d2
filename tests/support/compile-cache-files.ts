import { existsSync } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';

/** What bin/compile-cache.cjs wrote under a cache root, for tests to compare runs by. */

/** The key directories under <root>/compile-cache, with their files (sorted). */
export async function keyDirs(root: string): Promise<Map<string, string[]>> {
  const parent = join(root, 'compile-cache');
  const found = new Map<string, string[]>();
  if (!existsSync(parent)) return found;
  for (const name of await readdir(parent)) {
    found.set(name, (await readdir(join(parent, name))).sort());
  }
  return found;
}

/** File name → inode for every cache file; a rewrite (write aside + rename) changes it. */
export async function inodes(root: string): Promise<Array<[string, number]>> {
  const found: Array<[string, number]> = [];
  for (const [name, files] of await keyDirs(root)) {
    for (const file of files) {
      found.push([`${name}/${file}`, (await stat(join(root, 'compile-cache', name, file))).ino]);
    }
  }
  return found;
}
