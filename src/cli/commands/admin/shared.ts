import { type ModerationApi, moderationApi } from '../../../core/api/admin-moderation';
import type { RootStore } from '../../../core/model/root';
import { terminalText } from '../../../shared/text/terminal-safe';
import { requireLogin } from '../../context';
import { CliError, ExitCode, usageError } from '../../exit-codes';
import { printJson, printLine, promptLine } from '../../io';

/** The signed-in account's moderation API. */
export function moderation(root: RootStore): ModerationApi {
  requireLogin(root);
  return moderationApi(root.client);
}

/**
 * Destructive actions ask first on a terminal; without one they need `--yes` (a script
 * must say so), and an answer other than y/yes cancels (exit 1, nothing done).
 */
export async function confirmed(question: string, yes: boolean | undefined): Promise<void> {
  if (yes) return;
  if (!process.stdin.isTTY)
    throw usageError(`${question.replace(/\?$/, '')}: add --yes to confirm without a terminal`);
  const answer = (await promptLine(terminalText(`${question} [y/N] `)))?.trim().toLowerCase();
  if (answer !== 'y' && answer !== 'yes') throw new CliError('Cancelled', ExitCode.failure);
}

/** Prints what an action did: its JSON with --json, else one sentence. */
export function done(
  json: boolean | undefined,
  value: Record<string, unknown>,
  sentence: string,
): void {
  if (json) printJson(value);
  else printLine(terminalText(sentence));
}

/** One table row of plain cells (every remote string goes through the sanitizer). */
export function row(cells: readonly (string | number | null | undefined)[]): void {
  printLine(
    terminalText(cells.filter((c) => c !== null && c !== undefined && c !== '').join('  ')),
  );
}
