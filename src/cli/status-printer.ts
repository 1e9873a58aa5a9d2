import type { Status } from '../core/domain/types';
import type { EntityLookup } from '../core/model/entity-lookup';
import { toApiJson } from '../core/serialize/api-json';
import { terminalText } from '../shared/text/terminal-safe';
import { type HumanFormat, loadLeanHumanFormat } from './human';
import { printJson, printJsonLine, printLine } from './io';

export type OutputMode = 'human' | 'json' | 'ndjson';

/** Prints statuses the way the user asked: human lines, one JSON array, or JSON per line. */
export class StatusPrinter {
  private printed = 0;

  private constructor(
    private readonly entities: EntityLookup,
    private readonly mode: OutputMode,
    private readonly format: HumanFormat | undefined,
  ) {}

  static async create(entities: EntityLookup, mode: OutputMode): Promise<StatusPrinter> {
    return new StatusPrinter(
      entities,
      mode,
      mode === 'human' ? await loadLeanHumanFormat() : undefined,
    );
  }

  async print(status: Status, collected: unknown[]): Promise<void> {
    const { entities } = this;
    if (this.mode === 'ndjson') {
      printJsonLine(toApiJson.status(status, entities));
    } else if (this.mode === 'json') {
      collected.push(toApiJson.status(status, entities));
    } else {
      const text = await this.human(status);
      printLine(terminalText(`${this.printed > 0 ? '\n' : ''}${text}`));
    }
    this.printed += 1;
  }

  /** html-to-text is loaded the first time a status's HTML needs it (human.ts). */
  private async human(status: Status): Promise<string> {
    const format = this.format!;
    try {
      return format.formatStatus(status, this.entities, Date.now());
    } catch (error) {
      if (!(error instanceof format.FullHtmlNeeded)) throw error;
      await format.loadFullHtml();
      return format.formatStatus(status, this.entities, Date.now());
    }
  }

  finish(collected: unknown[]): void {
    if (this.mode === 'json') printJson(collected);
    else if (this.mode === 'human' && this.printed === 0) printLine(terminalText('No statuses.'));
  }
}
