import { readFileSync } from 'node:fs';

/** The server documents copied into the repository (tests/fixtures/servers, see its README). */
export function serverFixture(relative: string): Record<string, unknown> {
  const url = new URL(`../../fixtures/servers/${relative}`, import.meta.url);
  return JSON.parse(readFileSync(url, 'utf8')) as Record<string, unknown>;
}
