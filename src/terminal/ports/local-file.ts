// `promises` read at call time: importing node:fs/promises compiles Node's whole promise
// file system at start-up, which every command paid (~3 ms) though few attach a file.
import { promises as fsp, openAsBlob } from 'node:fs';
import { basename, dirname as dirOf, join as joinPath, sep } from 'node:path';
import type { PickedFile } from '../../core/model/compose-media';

/** Why a path cannot be attached, in words for the CLI and the compose pane. */
export type LocalFileProblem = { readonly kind: 'missing' | 'not_a_file'; readonly path: string };

/**
 * A file on disk as the post form's `PickedFile`: size from `stat` (so a too-big file is
 * refused before a byte is read), bytes as a lazy Blob, MIME type from the extension (the
 * `mime` package: a maintained IANA table, not our own list).
 */
export async function readLocalFile(path: string): Promise<PickedFile | LocalFileProblem> {
  let info: Awaited<ReturnType<typeof fsp.stat>>;
  try {
    info = await fsp.stat(path);
  } catch {
    return { kind: 'missing', path };
  }
  if (!info.isFile()) return { kind: 'not_a_file', path };
  const { default: mime } = await import('mime');
  const type = mime.getType(path) ?? 'application/octet-stream';
  const blob = await openAsBlob(path, { type });
  return { name: basename(path), size: info.size, type, blob };
}

export function isLocalFileProblem(
  value: PickedFile | LocalFileProblem,
): value is LocalFileProblem {
  return 'kind' in value;
}

/** "No such file: x.png" / "Not a file: dir" */
export function localFileProblemText(problem: LocalFileProblem): string {
  return problem.kind === 'missing'
    ? `No such file: ${problem.path}`
    : `Not a file: ${problem.path}`;
}

/**
 * Shell-like completion of a path being typed: the entries of its folder that start with
 * its last part, and the longest prefix they share (a folder gets its `/`).
 */
export async function completePath(
  partial: string,
): Promise<{ completed: string; candidates: string[] }> {
  const endsInSep = partial.endsWith('/') || partial.endsWith(sep);
  const dir = endsInSep ? partial : dirOf(partial);
  const stem = endsInSep ? '' : basename(partial);
  let names: string[] = [];
  try {
    const entries = await fsp.readdir(dir === '' ? '.' : dir, { withFileTypes: true });
    names = entries
      .filter((e) => e.name.startsWith(stem) && (stem.startsWith('.') || !e.name.startsWith('.')))
      .map((e) => (e.isDirectory() ? `${e.name}/` : e.name))
      .sort();
  } catch {
    return { completed: partial, candidates: [] };
  }
  if (names.length === 0) return { completed: partial, candidates: [] };
  let common = names[0]!;
  for (const name of names) while (!name.startsWith(common)) common = common.slice(0, -1);
  const base = endsInSep ? partial : partial.slice(0, partial.length - stem.length);
  return { completed: base + common, candidates: names.map((n) => joinPath(dir, n)) };
}
