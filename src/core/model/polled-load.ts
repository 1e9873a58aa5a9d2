/**
 * One load of a list a store polls on a schedule (announcements, the chat list): one
 * behaviour for every such store, so each says only what it fetches and keeps.
 */
import { runInAction } from 'mobx';
import { describeError, NotSupportedError } from '../errors';
import type { LoadState } from './pager';

/** What such a store shows about its loads (observable fields of the store). */
export interface PolledLoadState {
  state: LoadState;
  loadError: string | null;
  supported: boolean;
}

/**
 * `loading` until the first answer; then `loaded` with `apply`, or `failed` with the error's
 * sentence (the last list stays). A server without the feature (`NotSupportedError`: a 404)
 * turns it off for good and `stop`s the schedule, silently (spec §8).
 */
export async function loadPolled<T>(
  target: PolledLoadState,
  load: () => Promise<T>,
  apply: (value: T) => void,
  stop: () => void,
): Promise<void> {
  runInAction(() => {
    if (target.state !== 'loaded') target.state = 'loading';
  });
  try {
    const value = await load();
    runInAction(() => {
      apply(value);
      target.state = 'loaded';
      target.loadError = null;
    });
  } catch (error) {
    runInAction(() => {
      if (error instanceof NotSupportedError) {
        target.supported = false;
        stop();
        target.state = 'loaded';
        return;
      }
      target.state = 'failed';
      target.loadError = describeError(error);
    });
  }
}
