import type { Command } from 'commander';
import type { GlobalOptions } from '../context';
import { entityId } from '../parse';
import { loadWrite } from './load-write';

export function registerScheduled(program: Command, global: () => GlobalOptions): void {
  program
    .command('scheduled')
    .description('list scheduled posts; `cancel ID` or `reschedule ID TIME` change one')
    .argument('[action]', 'cancel | reschedule')
    .argument('[id]', 'the scheduled post id', entityId)
    .argument('[time]', 'the new time: "YYYY-MM-DD HH:MM" (local) or ISO 8601')
    .option('--json', 'print the scheduled posts as JSON')
    .action(
      async (
        action: string | undefined,
        id: string | undefined,
        time: string | undefined,
        options: { json?: boolean },
      ) => (await loadWrite()).scheduled(global(), action, id, time, options),
    );
}
