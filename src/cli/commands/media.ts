import { type Command, InvalidArgumentError } from 'commander';
import type { GlobalOptions } from '../context';
import { loadWrite } from './load-write';

/** One `--media FILE [--description TEXT]` of `petrel post`. */
export interface MediaChoice {
  readonly path: string;
  description?: string;
}

export interface MediaOptions {
  media?: MediaChoice[];
  sensitive?: boolean;
}

/**
 * `--media FILE [--description TEXT]... [--sensitive]` on `petrel post`: a `--description`
 * describes the `--media` just before it, so the pairs are kept in command-line order.
 */
export function addMediaOptions(command: Command): Command {
  const choices: MediaChoice[] = [];
  return command
    .option('--media <file>', 'attach a file (repeatable)', (path: string) => {
      choices.push({ path });
      return choices;
    })
    .option('--description <text>', 'describe the --media before it', (text: string) => {
      const last = choices.at(-1);
      if (!last) throw new InvalidArgumentError('--description describes the --media before it');
      if (last.description !== undefined)
        throw new InvalidArgumentError(`${last.path} has two descriptions`);
      last.description = text;
      return text;
    })
    .option('--sensitive', 'mark the attachments sensitive');
}

export function registerUpload(program: Command, global: () => GlobalOptions): void {
  program
    .command('upload')
    .description('upload a file and print the attachment (its id goes into a post)')
    .argument('<file>', 'the file to upload')
    .option('--description <text>', 'the description (alt text)')
    .option('--json', 'print the attachment as JSON')
    .action(async (path: string, options: { description?: string; json?: boolean }) =>
      (await loadWrite()).upload(global(), path, options),
    );
}
