import { arr, bool, num, obj, str, strings, strOrNull } from '../normalize/read';
import type { HttpClient } from './http';

/**
 * The security tab's calls (spec part 2 §7 "Account settings"): email and password, two-factor
 * setup, OAuth tokens, account backups, aliases, moving and deleting the account, and the
 * follow/block/mute imports. Kept off `PleromaClient`, like the credentials calls, so only
 * the code that shows them loads them.
 */

/** Spec part 2 §3 "OAuth token: id, token, refresh token, valid until". */
export interface OAuthToken {
  id: string;
  appName: string;
  validUntil: string | null;
}

/** Spec part 2 §4 "Backup (account): not ready, running, failed, ready". */
export interface AccountBackup {
  state: 'running' | 'failed' | 'ready';
  processed: number;
  url: string;
  insertedAt: string;
  size: number;
}

export interface TotpSetup {
  key: string;
  provisioningUri: string;
}

export type ImportKind = 'follow' | 'blocks' | 'mutes';

function readBackup(raw: unknown): AccountBackup {
  const b = obj(raw);
  const state = str(b.state);
  return {
    state:
      state === 'failed'
        ? 'failed'
        : state === 'complete' || (state === '' && bool(b.processed))
          ? 'ready'
          : 'running',
    processed: num(b.processed_number),
    url: str(b.url),
    insertedAt: str(b.inserted_at),
    size: num(b.file_size),
  };
}

export function accountSecurity(http: HttpClient) {
  const post = async (path: string, form: Record<string, string>) => {
    await http.request('POST', path, { form });
  };
  return {
    changePassword: (password: string, next: string, confirmation: string) =>
      post('/api/pleroma/change_password', {
        password,
        new_password: next,
        new_password_confirmation: confirmation,
      }),
    changeEmail: (password: string, email: string) =>
      post('/api/pleroma/change_email', { password, email }),
    deleteAccount: (password: string) => post('/api/pleroma/delete_account', { password }),
    moveAccount: (password: string, target: string) =>
      post('/api/pleroma/move_account', { password, target_account: target }),

    aliases: async (): Promise<string[]> => {
      const { data } = await http.request('GET', '/api/pleroma/aliases');
      return strings(obj(data).aliases);
    },
    addAlias: async (alias: string) => {
      await http.request('PUT', '/api/pleroma/aliases', { form: { alias } });
    },
    removeAlias: async (alias: string) => {
      await http.request('DELETE', '/api/pleroma/aliases', { form: { alias } });
    },

    mfaEnabled: async (): Promise<boolean> => {
      const { data } = await http.request('GET', '/api/pleroma/accounts/mfa');
      return bool(obj(obj(data).settings).totp);
    },
    setupTotp: async (): Promise<TotpSetup> => {
      const { data } = await http.request('GET', '/api/pleroma/accounts/mfa/setup/totp');
      return { key: str(obj(data).key), provisioningUri: str(obj(data).provisioning_uri) };
    },
    confirmTotp: (password: string, code: string) =>
      post('/api/pleroma/accounts/mfa/confirm/totp', { password, code }),
    disableTotp: async (password: string) => {
      await http.request('DELETE', '/api/pleroma/accounts/mfa/totp', { form: { password } });
    },
    backupCodes: async (): Promise<string[]> => {
      const { data } = await http.request('GET', '/api/pleroma/accounts/mfa/backup_codes');
      return strings(obj(data).codes);
    },

    tokens: async (): Promise<OAuthToken[]> => {
      const { data } = await http.request('GET', '/api/oauth_tokens.json');
      return arr(data).map((raw) => {
        const t = obj(raw);
        return { id: String(t.id), appName: str(t.app_name), validUntil: strOrNull(t.valid_until) };
      });
    },
    /** Spec: "a 201 status removes the token locally" (resolves true then). */
    revokeToken: async (id: string): Promise<boolean> => {
      const answer = await http.request('DELETE', `/api/oauth_tokens/${encodeURIComponent(id)}`);
      return answer.status === 201 || answer.status === 200 || answer.status === 204;
    },

    backups: async (): Promise<AccountBackup[]> => {
      const { data } = await http.request('GET', '/api/v1/pleroma/backups');
      return arr(data).map(readBackup);
    },
    createBackup: async (): Promise<AccountBackup[]> => {
      const { data } = await http.request('POST', '/api/v1/pleroma/backups');
      return arr(data).map(readBackup);
    },

    /** POST /api/pleroma/{follow,blocks,mutes}_import with the file as `list`. */
    importList: async (kind: ImportKind, file: Blob, name = 'list.csv') => {
      const form = new FormData();
      form.append('list', file, name);
      await http.request('POST', `/api/pleroma/${kind}_import`, { formData: form });
    },
  };
}

export type AccountSecurity = ReturnType<typeof accountSecurity>;
