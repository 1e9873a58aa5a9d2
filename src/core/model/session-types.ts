import type { PleromaClient } from '../api/client';
import type { PkceTools } from '../auth/oauth-flow';
import type { Account } from '../domain/types';
import type { FetchPort, LoggerPort, StoragePort } from '../ports';

/** The session's types and the server address rule (split from session.ts). */

/** What logout managed: `error` is why the server did not revoke (null: nothing to revoke). */
export interface LogoutOutcome {
  readonly revoked: boolean;
  readonly error: unknown;
}

export type SessionStatus = 'signed-out' | 'restoring' | 'logging-in' | 'signed-in';

/** An account we hold a token for. The token itself lives in the secrets port. */
export interface StoredAccount {
  key: string;
  server: string;
  acct: string;
  accountId: string;
}

/** Spec §4: a failed verify with one of these statuses clears the stored token. */
export const TOKEN_REJECTED = [400, 401, 403, 422];

/** A verified (or resumed) account, handed to the root to open its scope. */
export interface SignedInAccount {
  key: string;
  server: string;
  accountId: string;
  /** The account's own client, carrying its token. */
  client: PleromaClient;
  /** The account as verify_credentials answered it (absent when resumed unverified). */
  account?: Account;
}

export interface SessionDeps {
  fetch: FetchPort;
  storage: StoragePort;
  secrets: StoragePort;
  logger: LoggerPort;
  /** An account entity of the active scope. */
  account: (id: string) => Account | undefined;
  /** Open (or replace) the scope of an account that just signed in; called before status flips. */
  enter: (signedIn: SignedInAccount) => void;
  clientName: string;
  redirectUri?: string;
  /** Where API calls go for a server (the web client goes through its own origin). */
  apiBase?: (server: string) => string;
  /** PKCE and state randomness (tests fix it). */
  pkce?: PkceTools;
}

export function normalizeServerUrl(input: string): string {
  const trimmed = input.trim().replace(/\/+$/, '');
  if (trimmed === '') throw new Error('A server address is needed');
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
  const url = new URL(withScheme);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new Error(`Unsupported server address ${input}: use http:// or https://`);
  }
  return url.origin;
}
