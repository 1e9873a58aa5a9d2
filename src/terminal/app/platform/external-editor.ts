/**
 * `Ctrl+E` in the post form: the draft's text in the user's own editor (`$VISUAL`, else
 * `$EDITOR`, else `vi`, git's order). The UI gives the terminal up while the editor runs:
 * raw mode off, the alternate screen left and the cursor shown, then all of it back.
 *
 * Hand-written rather than a package (external-editor and its successor split the command
 * on spaces): the command goes through `sh -c '$EDITOR "$1"'` as git runs it, so
 * `EDITOR="code --wait"` and a path with spaces both work.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  ENTER_ALTERNATE_SCREEN,
  HIDE_CURSOR,
  LEAVE_ALTERNATE_SCREEN,
  SHOW_CURSOR,
} from '../terminal-session';

export type EditorOutcome =
  | { readonly kind: 'edited'; readonly text: string; readonly editor: string }
  /** The editor could not start, or ended with an error: the draft stays as it was. */
  | { readonly kind: 'failed'; readonly editor: string; readonly detail: string };

export interface EditorTerminal {
  stdin: Pick<NodeJS.ReadStream, 'isTTY'> & { setRawMode?: (mode: boolean) => unknown };
  stdout: Pick<NodeJS.WriteStream, 'write'>;
}

/** The editor command a user has chosen, as git picks it. */
export function editorCommand(env: NodeJS.ProcessEnv = process.env): string {
  const chosen = [env.VISUAL, env.EDITOR].find((value) => value && value.trim() !== '');
  return chosen ?? 'vi';
}

/**
 * Hand `text` to the editor and read back what it saved. Blocks until the editor ends
 * (nothing else may read the terminal meanwhile). A final newline the editor added is
 * dropped: editors end files with one, the post did not have it.
 */
export function editInExternalEditor(
  text: string,
  terminal: EditorTerminal,
  env: NodeJS.ProcessEnv = process.env,
): EditorOutcome {
  const editor = editorCommand(env);
  // Owner-only: a draft may be a direct message.
  const dir = mkdtempSync(join(tmpdir(), 'petrel-draft-'));
  const file = join(dir, 'post.txt');
  writeFileSync(file, text, { mode: 0o600 });
  const raw = terminal.stdin.isTTY === true && typeof terminal.stdin.setRawMode === 'function';
  try {
    terminal.stdout.write(SHOW_CURSOR + LEAVE_ALTERNATE_SCREEN);
    if (raw) terminal.stdin.setRawMode?.(false);
    const run = spawnSync('/bin/sh', ['-c', `${editor} "$1"`, 'petrel-editor', file], {
      stdio: 'inherit',
      env,
    });
    if (run.error) return { kind: 'failed', editor, detail: run.error.message };
    if (run.status !== 0) {
      const how = run.signal ? `signal ${run.signal}` : `exit code ${run.status}`;
      return { kind: 'failed', editor, detail: how };
    }
    return { kind: 'edited', editor, text: readFileSync(file, 'utf8').replace(/\r?\n$/, '') };
  } finally {
    if (raw) terminal.stdin.setRawMode?.(true);
    // Back to a blank alternate screen: the UI draws its whole frame again.
    terminal.stdout.write(`${ENTER_ALTERNATE_SCREEN}\x1b[2J\x1b[H${HIDE_CURSOR}`);
    rmSync(dir, { recursive: true, force: true });
  }
}
