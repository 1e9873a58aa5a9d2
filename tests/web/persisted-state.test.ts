// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { createRootStore } from '../../src/core/model/root';
import { PREFERENCES_KEY } from '../../src/core/model/settings';
import type { LoggerPort } from '../../src/core/ports';
import { FakeClock } from '../../src/core/schedule/fake-clock';
import { localStoragePort } from '../../src/web/ports';
import { SECRETS_PREFIX, STATE_PREFIX } from '../../src/web/storage-layout';

/**
 * Spec part 1 §8 "persisted state load failure: logged only": a page whose stored settings
 * were damaged (another tool wrote them, a quota cut them) starts with the defaults, says so
 * in the console, and the next change saves over them.
 */
describe('a damaged stored value', () => {
  afterEach(() => window.localStorage.clear());

  it('is logged, not thrown; the page starts with the defaults and saves over it', () => {
    window.localStorage.setItem(`${STATE_PREFIX}${PREFERENCES_KEY}`, '{"hideNsfw": fal');
    const warnings: unknown[][] = [];
    const logger: LoggerPort = {
      debug: () => {},
      warn: (...args) => warnings.push(args),
      error: () => {},
    };
    const storage = localStoragePort(window.localStorage, STATE_PREFIX, logger);
    const root = createRootStore(
      {
        fetch: () => Promise.reject(new Error('offline')),
        socket: undefined,
        storage,
        secrets: localStoragePort(window.localStorage, SECRETS_PREFIX, logger),
        clock: new FakeClock(0),
        logger,
      },
      { clientName: 'Petrel', redirectUri: 'http://localhost/oauth-callback', streaming: false },
    );
    expect(root.preferences.hideNsfw).toBe(true);
    expect(warnings.some(([message]) => String(message).includes(PREFERENCES_KEY))).toBe(true);

    root.preferences.set({ hideNsfw: false });
    const saved = JSON.parse(
      window.localStorage.getItem(`${STATE_PREFIX}${PREFERENCES_KEY}`) ?? 'null',
    );
    expect(saved).toMatchObject({ hideNsfw: false });
  });
});
