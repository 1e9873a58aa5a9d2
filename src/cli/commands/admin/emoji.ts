import type { Command } from 'commander';
import { terminalText } from '../../../shared/text/terminal-safe';
import { type GlobalOptions, withContext } from '../../context';
import { usageError } from '../../exit-codes';
import { printJson, printLine } from '../../io';
import { done, moderation, row } from './shared';

const ACTIONS = ['list', 'reload'] as const;

/** `petrel admin emoji [list|reload]`: the emoji packs with their counts; reload (emoji_manage_emoji). */
export function registerAdminEmoji(admin: Command, global: () => GlobalOptions): void {
  admin
    .command('emoji')
    .description('emoji packs: `list` (default) with their counts, `reload` (emoji_manage_emoji)')
    .argument('[action]', ACTIONS.join(' | '))
    .option('--json', 'print JSON')
    .action(async (verb: string | undefined, options: { json?: boolean }) => {
      if (verb !== undefined && !(ACTIONS as readonly string[]).includes(verb))
        throw usageError(`Unknown action "${verb}": use ${ACTIONS.join(', ')}`);
      await withContext(global(), async ({ root }) => {
        const api = moderation(root).emoji;
        if (verb === 'reload') {
          await api.reload();
          done(options.json, { reloaded: true }, 'Emoji reloaded');
          return;
        }
        const packs = await api.packs();
        if (options.json) {
          printJson(packs);
          return;
        }
        if (packs.length === 0) printLine(terminalText('No emoji packs'));
        for (const p of packs) row([p.name, `${p.count} emoji`, p.description]);
      });
    });
}
