import type { Status } from '../core/domain/types';
import type { RootStore } from '../core/model/root';
import { toApiJson } from '../core/serialize/api-json';
import { type HumanFormat, loadHumanFormat } from './human';
import { printJson, printLine } from './io';

export type OutputMode = 'human' | 'json' | 'ndjson';

/** Prints statuses the way the user asked: human lines, one JSON array, or JSON per line. */
export class StatusPrinter {
  private printed = 0;

  private constructor(
    private readonly root: RootStore,
    private readonly mode: OutputMode,
    private readonly format: HumanFormat | undefined,
  ) {}

  static async create(root: RootStore, mode: OutputMode): Promise<StatusPrinter> {
    return new StatusPrinter(root, mode, mode === 'human' ? await loadHumanFormat() : undefined);
  }

  print(status: Status, collected: unknown[]): void {
    const { entities } = this.root;
    if (this.mode === 'ndjson') {
      process.stdout.write(`${JSON.stringify(toApiJson.status(status, entities))}\n`);
    } else if (this.mode === 'json') {
      collected.push(toApiJson.status(status, entities));
    } else {
      printLine(
        `${this.printed > 0 ? '\n' : ''}${this.format!.formatStatus(status, entities, Date.now())}`,
      );
    }
    this.printed += 1;
  }

  finish(collected: unknown[]): void {
    if (this.mode === 'json') printJson(collected);
    else if (this.mode === 'human' && this.printed === 0) printLine('No statuses.');
  }
}
