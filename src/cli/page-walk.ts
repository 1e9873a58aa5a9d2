import { terminalText } from '../shared/text/terminal-safe';
import { printError } from './io';
import type { OutputMode } from './status-printer';

/**
 * `--all` stops here unless `--pages` says otherwise: a server that never stops sending
 * `next` links (or sends a fresh cursor with old entries) must not make a script run
 * forever or hold hundreds of megabytes. Documented in `--help` and the README.
 */
export const ALL_PAGES_LIMIT = 100;

export interface PageWalkOptions {
  pages?: number;
  all?: boolean;
  json?: boolean;
  ndjson?: boolean;
}

/**
 * How far `timeline` follows pages, and why it stopped. Notes go to stderr, so a
 * `--json` or `--ndjson` stdout stays exactly the data.
 */
export class PageWalk {
  readonly mode: OutputMode;
  private readonly maxPages: number;
  private pages = 0;
  private cappedWithMore = false;
  private looped = false;

  constructor(private readonly options: PageWalkOptions) {
    this.mode = options.ndjson ? 'ndjson' : options.json ? 'json' : 'human';
    this.maxPages = options.pages ?? (options.all ? ALL_PAGES_LIMIT : 1);
  }

  /** Counts a page; true when the walk must stop here (the limit reached). */
  counted(hasMore: boolean): boolean {
    this.pages += 1;
    if (this.pages < this.maxPages) return false;
    this.cappedWithMore = hasMore && this.options.all === true;
    return true;
  }

  /** The pager saw the server repeat itself. */
  readonly repeated = (): void => {
    this.looped = true;
  };

  /** Says on stderr when the walk ended early, and why. */
  report(): void {
    if (this.looped) {
      printError(
        terminalText(
          `stopped after ${pagesWord(this.pages)}: the server sent the same statuses again.`,
        ),
      );
    } else if (this.cappedWithMore) {
      printError(
        terminalText(
          `stopped after ${pagesWord(this.pages)} (the --all limit); there are more: use --all --pages N to fetch up to N pages.`,
        ),
      );
    }
  }
}

const pagesWord = (n: number): string => (n === 1 ? '1 page' : `${n} pages`);
