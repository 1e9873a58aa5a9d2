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
