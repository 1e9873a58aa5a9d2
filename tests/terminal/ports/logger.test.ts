import { describe, expect, it } from 'vitest';
import { createStderrLogger } from '../../../src/terminal/ports/logger';

function capture(verbose: boolean) {
  const lines: string[] = [];
  const logger = createStderrLogger({ verbose, write: (line) => lines.push(line) });
  return { logger, lines };
}

describe('createStderrLogger', () => {
  it('prints only errors by default, so scripts stay quiet', () => {
    const { logger, lines } = capture(false);
    logger.debug('socket state', { state: 'joined' });
    logger.warn('reconnecting');
    logger.error('Could not save settings');
    expect(lines).toEqual(['petrel error: Could not save settings\n']);
  });

  it('prints warnings and debug lines when verbose', () => {
    const { logger, lines } = capture(true);
    logger.debug('socket state', { state: 'joined' });
    logger.warn('reconnecting', 'in 3 s');
    expect(lines).toEqual([
      "petrel debug: socket state { state: 'joined' }\n",
      'petrel warn: reconnecting in 3 s\n',
    ]);
  });

  it('turns verbose on from PETREL_DEBUG when no flag is given', () => {
    const saved = process.env.PETREL_DEBUG;
    process.env.PETREL_DEBUG = '1';
    try {
      const lines: string[] = [];
      createStderrLogger({ write: (line) => lines.push(line) }).warn('hello');
      expect(lines).toEqual(['petrel warn: hello\n']);
    } finally {
      if (saved === undefined) delete process.env.PETREL_DEBUG;
      else process.env.PETREL_DEBUG = saved;
    }
  });

  it('shows an error with its cause', () => {
    const { logger, lines } = capture(false);
    const error = new Error('Timeline failed', { cause: new Error('Connection refused') });
    logger.error('load', error);
    expect(lines).toEqual([
      'petrel error: load Error: Timeline failed (cause: Error: Connection refused)\n',
    ]);
  });

  it('strips escape sequences a server put into its error text', () => {
    const { logger, lines } = capture(false);
    logger.error('Server said:', '\u001b]0;pwned\u0007\u001b[2Jbad gateway');
    expect(lines).toEqual(['petrel error: Server said: bad gateway\n']);
  });
});
