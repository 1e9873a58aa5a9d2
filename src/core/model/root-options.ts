import type { DescribeNotification } from './notification-text';
import type { StoredAccount } from './session';
import type { PreferencesData } from './settings';

/** A stored account as an account menu lists it. */
export interface AccountEntry extends StoredAccount {
  /** The account the faces show now. */
  active: boolean;
  /** Its scope is alive: switching to it needs no request. */
  warm: boolean;
}

export interface RootOptions {
  clientName?: string;
  /** OAuth redirect (web: `{origin}/oauth-callback`; others: out-of-band). */
  redirectUri?: string;
  /** Where API calls go for a server (the web client goes through its own origin). */
  apiBase?: (server: string) => string;
  /**
   * The face's defaults of settings, between the instance's values and the schema's
   * (the terminal and the CLI stream by default; the web follows the spec: off).
   */
  preferenceDefaults?: Partial<PreferencesData>;
  /** Scripts turn streaming off; the UIs leave it to the `streaming` preference. */
  streaming?: boolean;
  /** Words of desktop notifications in the face's language (default English). */
  describeNotification?: DescribeNotification;
  /**
   * What the face loads along with the status actions' code, before they are handed out
   * (the web: their words, which its first load leaves out).
   */
  withStatusActions?: () => Promise<unknown>;
}
