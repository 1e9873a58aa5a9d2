import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import type { Command } from 'commander';
import type { ImportKind } from '../../../core/api/account-security';
import { terminalText } from '../../../shared/text/terminal-safe';
import { type GlobalOptions, withContext } from '../../context';
import { CliError, ExitCode, usageError } from '../../exit-codes';
import { printJson, printLine } from '../../io';
import { refusedAs, security } from './shared';

/** The words a person types, the server's kind, and the spec's error of each (§8). */
const KINDS: Record<string, { kind: ImportKind; error: string }> = {
  follows: { kind: 'follow', error: 'Error importing follows' },
  blocks: { kind: 'blocks', error: 'Error importing blocks' },
  mutes: { kind: 'mutes', error: 'Error importing mutes' },
};

/**
 * `account import follows|blocks|mutes FILE` (spec part 2 §2 settings tab "data
 * import/export", §7 `POST /api/pleroma/*_import` with the file as `list`): the web's data
 * tab for scripts. The file is a list of accounts, one a line (Pleroma's and Mastodon's CSV
 * exports); the server works through it in the background.
 */
export function registerAccountImport(account: Command, global: () => GlobalOptions): void {
  account
    .command('import')
    .description('follow, block or mute the accounts of a file (one a line, or a CSV export)')
    .argument('<what>', 'follows, blocks or mutes')
    .argument('<file>', 'the list: one account (name@host) a line')
    .option('--json', 'print JSON')
    .action(async (what: string, file: string, options: { json?: boolean }) => {
      const chosen = KINDS[what];
      if (!chosen) throw usageError(`Import follows, blocks or mutes, not "${what}"`);
      let bytes: Buffer;
      try {
        bytes = await readFile(file);
      } catch (error) {
        const reason = (error as NodeJS.ErrnoException).code ?? String(error);
        throw new CliError(`${chosen.error}: cannot read ${file} (${reason})`, ExitCode.usage);
      }
      await withContext(global(), async ({ root }) => {
        const { api } = security(root);
        const list = new Blob([new Uint8Array(bytes)], { type: 'text/csv' });
        await refusedAs(`${chosen.error}.`, () =>
          api.importList(chosen.kind, list, basename(file)),
        );
        if (options.json) printJson({ imported: what, file: basename(file) });
        else printLine(terminalText(`Import started: ${what} from ${basename(file)}.`));
      });
    });
}
