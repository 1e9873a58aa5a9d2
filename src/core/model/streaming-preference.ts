import { reaction } from 'mobx';
import type { StreamSpec } from '../realtime/realtime';
import type { NoticeStore } from './notices';
import type { PreferencesStore } from './preferences';

export interface StreamingPreferenceDeps {
  preferences: () => PreferencesStore;
  notices: NoticeStore;
  /** The signed-in account (an account's own stream), or null for a visitor. */
  account: object | null;
  /** Streaming forced by the caller (`--stream`, tests): the setting is not the user's. */
  streaming?: boolean;
}

/**
 * Spec part 2 §4: "Streaming failure disables streaming and turns the setting off". As
 * Pleroma-FE, for the signed-in account's own stream only (a public stream a server keeps
 * from visitors says nothing of the account's); the timelines poll every 10 s instead. The
 * spec names no notice for it: Petrel says so once (`timeline.streaming_off`), since a
 * setting that changes by itself would otherwise look like a fault.
 */
export function turnStreamingOffAfterFailure(
  deps: StreamingPreferenceDeps,
  spec: StreamSpec,
): void {
  const preferences = deps.preferences();
  const forced = deps.streaming !== undefined;
  if (spec.stream !== 'user' || deps.account === null || forced || !preferences.streaming) return;
  preferences.set({ streaming: false });
  deps.notices.add('warning', 'timeline.streaming_off');
}

/**
 * Sockets follow the streaming preference from now on (unless the caller forced streaming):
 * the disposer of that reaction, or undefined when there is none.
 */
export function followStreamingPreference(
  deps: StreamingPreferenceDeps,
  setEnabled: (on: boolean) => void,
): (() => void) | undefined {
  setEnabled(deps.streaming ?? deps.preferences().streaming);
  if (deps.streaming !== undefined) return undefined;
  return reaction(() => deps.preferences().streaming, setEnabled, {
    name: 'preferences:streaming',
  });
}
