import { type Command, InvalidArgumentError } from 'commander';
import type { GlobalOptions } from '../context';
import { loadWrite } from './load-write';

/** One `--media FILE` or `--sticker PACK/NAME` (with its `--description`) of `petrel post`. */
export interface MediaChoice {
  /** The file's path, or the sticker's `PACK/NAME`. */
  readonly path: string;
  /** A sticker of the server's packs (Pleroma-FE's sticker picker), not a local file. */
  readonly sticker?: boolean;
  description?: string;
}

export interface MediaOptions {
  /** `--media` and `--sticker` fill one list, in command-line order. */
  media?: MediaChoice[];
  sticker?: MediaChoice[];
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
    .option(
      '--sticker <pack/name>',
      "attach a sticker of the server's packs, uploaded as an image (repeatable)",
      (ref: string) => {
        if (!/^[^/\s]+\/[^/\s]+$/.test(ref))
          throw new InvalidArgumentError(
            'a sticker is named PACK/NAME, for example seabirds/puffin',
          );
        choices.push({ path: ref, sticker: true });
        return choices;
      },
    )
    .option(
      '--description <text>',
      'describe the --media or --sticker before it',
      (text: string) => {
        const last = choices.at(-1);
        if (!last)
          throw new InvalidArgumentError(
            '--description describes the --media or --sticker before it',
          );
        if (last.description !== undefined)
          throw new InvalidArgumentError(`${last.path} has two descriptions`);
        last.description = text;
        return text;
      },
    )
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
