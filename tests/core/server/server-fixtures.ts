import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Every family's instance and nodeinfo documents, inside the repository (tests/fixtures). */
export const SERVER_DOCUMENTS = {
  pleroma: {
    instance: 'derived/initial_results__api_v1_instance.json',
    nodeinfo: 'derived/initial_results__nodeinfo_2.0.json',
  },
  akkoma: {
    instance: 'akkoma/instance.json',
    nodeinfo: 'akkoma/nodeinfo-2.1.json',
    discovery: 'akkoma/well-known-nodeinfo.json',
  },
  mastodon: {
    instance: 'soapbox/mastodon-instance.json',
    nodeinfo: 'pleroma-backend/mastodon-nodeinfo20.json',
    discovery: 'pleroma-backend/mastodon-well-known-nodeinfo.json',
  },
  snac: { instance: 'snac2/instance_v1.json' },
} as const;

/** A JSON document below tests/fixtures (a path, not a URL: jsdom replaces the global URL). */
export function serverFixture(relative: string): Record<string, unknown> {
  const file = join(dirname(fileURLToPath(import.meta.url)), '../../fixtures', relative);
  return JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
}
