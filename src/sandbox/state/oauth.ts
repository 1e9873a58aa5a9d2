import { SandboxError } from '../errors';
import type { JsonObject } from '../json';
import type { AppRecord, AuthCodeRecord, TokenRecord } from '../records';
import { totpCode } from '../totp';
import { AdminState } from './admin';
import { randomToken } from './base';

/** OAuth apps, tokens, authorization codes, two-factor steps and push subscriptions. */
export abstract class OAuthState extends AdminState {
  readonly apps = new Map<string, AppRecord>();
  readonly tokens = new Map<string, TokenRecord>();
  readonly authCodes = new Map<string, AuthCodeRecord>();
  /** Second-step tokens of a two-factor sign-in, by mfa_token. */
  readonly mfaTokens = new Map<
    string,
    { userId: string; appId: string; scopes: string; redirectUri: string }
  >();
  /** Captchas handed out and not yet used: token -> answer (single use). */
  readonly captchas = new Map<string, string>();
  /** When password resets were asked for (the route throttles repeats with a 429). */
  readonly passwordResetTimes: number[] = [];
  /** access token -> Web Push subscription (stored only; nothing is pushed). */
  readonly pushSubscriptions = new Map<string, JsonObject>();
  private nextAppNo = 1;
  private nextTokenNo = 1;

  createApp(name: string, redirectUri: string, scopes: string, website: string | null): AppRecord {
    const app: AppRecord = {
      id: String(this.nextAppNo++),
      name,
      clientId: randomToken(),
      clientSecret: randomToken(),
      redirectUri,
      scopes,
      website,
    };
    this.apps.set(app.id, app);
    return app;
  }

  findAppByClientId(clientId: string): AppRecord | undefined {
    for (const app of this.apps.values()) if (app.clientId === clientId) return app;
    return undefined;
  }

  issueToken(appId: string, userId: string | null, scopes: string, token?: string): TokenRecord {
    const rec: TokenRecord = {
      id: this.nextTokenNo++,
      token: token ?? randomToken(),
      refreshToken: randomToken(),
      userId,
      appId,
      scopes,
      createdAt: Date.now(),
    };
    this.tokens.set(rec.token, rec);
    return rec;
  }

  /** A valid user token for tests; the same one each call, issued by the built-in app. */
  tokenFor(userRef: string): string {
    const user = this.resolveUser(userRef);
    const fixed = `sandbox-token-${user.username}`;
    if (!this.tokens.has(fixed))
      this.issueToken(this.builtinApp().id, user.id, 'read write follow push admin', fixed);
    return fixed;
  }

  /** An app-only token of the built-in app (what a sign-up carries), a new one each call. */
  appToken(): string {
    return this.issueToken(this.builtinApp().id, null, 'read write follow push').token;
  }

  /** The current TOTP code of a two-factor account (dana), for tests of the MFA flow. */
  totpCodeFor(userRef: string, ms: number = Date.now()): string {
    const user = this.resolveUser(userRef);
    if (!user.mfa) throw new SandboxError(422, `${user.username} has no two-factor sign-in`);
    return totpCode(user.mfa.totpSecret, ms);
  }

  /** The app the seed and tokenFor() issue tokens under. */
  builtinApp(): AppRecord {
    const existing = this.apps.get('1');
    if (existing) return existing;
    const app = this.createApp(
      'Petrel sandbox',
      'urn:ietf:wg:oauth:2.0:oob',
      'read write follow push admin',
      null,
    );
    return app;
  }
}
