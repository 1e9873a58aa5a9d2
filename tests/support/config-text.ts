import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** Every file under a config dir, read as text (the account's storage is among them). */
export async function configText(configDir: string): Promise<string> {
  const names = await readdir(configDir, { recursive: true, withFileTypes: true });
  const texts = await Promise.all(
    names
      .filter((d) => d.isFile())
      .map((d) => readFile(join(d.parentPath, d.name), 'utf8').catch(() => '')),
  );
  return texts.join('\n');
}
