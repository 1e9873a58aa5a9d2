import type { Command } from 'commander';
import {
  INSTANCE_DOCUMENTS,
  type InstanceDocumentName,
  isInstanceDocument,
} from '../../../core/api/admin-documents';
import { terminalText } from '../../../shared/text/terminal-safe';
import { type GlobalOptions, withContext } from '../../context';
import { usageError } from '../../exit-codes';
import { printJson, printLine, readStdin } from '../../io';
import { confirmed, done, moderation } from './shared';

const ACTIONS = ['show', 'set', 'reset'] as const;
type Action = (typeof ACTIONS)[number];

interface DocsOptions {
  json?: boolean;
  yes?: boolean;
}

/**
 * `petrel admin docs show|set|reset NAME` (admins): the instance panel and the terms of
 * service as HTML. `set` reads the new HTML from stdin; `reset` puts the shipped one back
 * (asked first, or --yes).
 */
export function registerAdminDocuments(admin: Command, global: () => GlobalOptions): void {
  admin
    .command('docs')
    .description(
      `instance documents (admin): \`show NAME\`, \`set NAME\` (HTML on stdin), \`reset NAME\`; NAME: ${INSTANCE_DOCUMENTS.join(', ')}`,
    )
    .argument('<action>', ACTIONS.join(' | '))
    .argument('<name>', INSTANCE_DOCUMENTS.join(' | '))
    .option('--yes', 'reset without asking')
    .option('--json', 'print JSON')
    .action(async (verb: string, name: string, options: DocsOptions) => {
      if (!(ACTIONS as readonly string[]).includes(verb))
        throw usageError(`Unknown action "${verb}": use ${ACTIONS.join(', ')}`);
      if (!isInstanceDocument(name))
        throw usageError(`Unknown document "${name}": use ${INSTANCE_DOCUMENTS.join(', ')}`);
      const action = verb as Action;
      const doc: InstanceDocumentName = name;
      const html = action === 'set' ? await readStdin() : '';
      if (action === 'set' && html.trim() === '')
        throw usageError('`admin docs set NAME` reads the new HTML from stdin; it was empty');
      if (action === 'reset')
        await confirmed(`Put the shipped ${doc} back, dropping its edits?`, options.yes);
      await withContext(global(), async ({ root }) => {
        const api = moderation(root).documents;
        if (action === 'show') {
          const text = await api.get(doc);
          if (options.json) printJson({ name: doc, html: text });
          else printLine(terminalText(text));
          return;
        }
        const url = action === 'set' ? await api.set(doc, html) : await api.reset(doc);
        done(
          options.json,
          { name: doc, url, action },
          action === 'set'
            ? `${doc} saved (${url || 'served by the instance'})`
            : `${doc} is back to the shipped one`,
        );
      });
    });
}
