import type { Command } from 'commander';
import type { GlobalOptions } from '../context';
import { loadWrite } from './load-write';

/**
 * `petrel drafts [resume|discard ID]`: the unsent drafts of the logged-in account, the same
 * ones the terminal UI's drafts view and the web's drafts panel show.
 *
 * `resume` sends the draft as it was kept (a script cannot open a form; to change it first,
 * continue it in `petrel tui`, `g D`). After a failure it stays, with the new error.
 */
export function registerDrafts(program: Command, global: () => GlobalOptions): void {
  program
    .command('drafts')
    .description('list unsent drafts; `resume ID` sends one, `discard ID` throws one away')
    .argument('[action]', 'resume | discard')
    .argument('[id]', 'the draft id (from the list)')
    .option('--json', 'print the drafts (or the posted status) as JSON')
    .action(
      async (action: string | undefined, id: string | undefined, options: { json?: boolean }) =>
        (await loadWrite()).drafts(global(), action, id, options),
    );
}
