/** What global-setup hands every spec through the environment: the servers and the hook secret. */
export function requireEnv(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run through e2e/playwright.config.ts`);
  return value;
}

export const WEB = (): string => requireEnv('PETREL_WEB_URL');
export const SANDBOX = (): string => requireEnv('PETREL_SANDBOX_URL');
/** Headers that open the sandbox's test hooks (their secret is known only to this run). */
export const HOOKS = (): Record<string, string> => ({
  'x-petrel-sandbox-secret': requireEnv('PETREL_SANDBOX_HOOK_SECRET'),
});

/** A sandbox user's token, from the sandbox's hook (for arranging state through the API). */
export async function tokenOf(username: string): Promise<string> {
  const res = await fetch(`${SANDBOX()}/__sandbox/tokens/${username}`, { headers: HOOKS() });
  return ((await res.json()) as { access_token: string }).access_token;
}

/** An app-only token (`client_credentials`), as a sign-up through the API needs. */
export async function appToken(): Promise<string> {
  const form = (fields: Record<string, string>) => ({
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
  const app = (await (
    await fetch(
      `${SANDBOX()}/api/v1/apps`,
      form({ client_name: 'e2e', redirect_uris: 'urn:ietf:wg:oauth:2.0:oob', scopes: 'read' }),
    )
  ).json()) as { client_id: string; client_secret: string };
  const token = await fetch(
    `${SANDBOX()}/oauth/token`,
    form({
      grant_type: 'client_credentials',
      client_id: app.client_id,
      client_secret: app.client_secret,
    }),
  );
  return ((await token.json()) as { access_token: string }).access_token;
}
