import type { Command } from 'commander';
import { toApiJson } from '../../core/serialize/api-json';
import { terminalText } from '../../shared/text/terminal-safe';
import { type GlobalOptions, requireLogin, withContext } from '../context';
import { loadHumanFormat } from '../human';
import { printJson, printLine } from '../io';
import { fetchStatus } from '../lookup';
import { entityId } from '../parse';

export function registerStatus(program: Command, global: () => GlobalOptions): void {
  program
    .command('show')
    .description('show one status')
    .argument('<id>', 'status id', entityId)
    .option('--json', 'print the status as JSON')
    .action(async (id: string, options: { json?: boolean }) => {
      await withContext(global(), async ({ root }) => {
        requireLogin(root);
        const { status, bundle } = await fetchStatus(root, id);
        root.entities.ingest(bundle);
        if (options.json) printJson(toApiJson.status(status, root.entities));
        else {
          const { formatStatus } = await loadHumanFormat();
          printLine(terminalText(formatStatus(status, root.entities, Date.now())));
        }
      });
    });
}
