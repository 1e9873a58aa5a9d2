import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** Real server answers, copied into the repository from the shared fixtures (data, not code). */
export const FIXTURES = new URL('../../fixtures/', import.meta.url);

export function fixturePath(relative: string): string {
  return fileURLToPath(new URL(relative, FIXTURES));
}

export function readFixture(relative: string): unknown {
  return JSON.parse(readFileSync(fixturePath(relative), 'utf8')) as unknown;
}

export function readFixtureText(relative: string): string {
  return readFileSync(fixturePath(relative), 'utf8');
}

/** Every file below the fixtures folder with the given ending, as relative paths. */
export function fixtureFiles(ending: string): string[] {
  const root = fixturePath('.');
  return (readdirSync(root, { recursive: true, encoding: 'utf8' }) as string[])
    .filter((file) => file.endsWith(ending))
    .map((file) => file.split('\\').join('/'))
    .sort();
}

export type EntityKind = 'status' | 'account' | 'notification' | 'instance' | 'poll' | 'attachment';

/** One wire entity found somewhere in a fixture file. */
export interface WireSample {
  file: string;
  /** JSON path inside the file, e.g. `$.statuses[0]`. */
  where: string;
  kind: EntityKind;
  raw: Record<string, unknown>;
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** What a wire object is, by the fields it carries. */
export function classify(value: unknown): EntityKind | undefined {
  if (!isObject(value)) return undefined;
  if ('content' in value && 'account' in value) return 'status';
  if ('acct' in value && 'username' in value) return 'account';
  if ('type' in value && 'account' in value) return 'notification';
  if ('title' in value && 'version' in value && ('uri' in value || 'domain' in value)) {
    return 'instance';
  }
  if (Array.isArray(value.options) && 'votes_count' in value) return 'poll';
  if ('preview_url' in value && 'url' in value && 'type' in value) return 'attachment';
  return undefined;
}

/**
 * Walk a parsed file: lists are walked item by item, entities are collected, and other
 * containers (search results, contexts, id maps, schema examples) are searched inside.
 */
function collect(value: unknown, file: string, where: string, out: WireSample[], depth: number) {
  if (depth > 6) return;
  if (Array.isArray(value)) {
    value.forEach((item, i) => {
      collect(item, file, `${where}[${i}]`, out, depth + 1);
    });
    return;
  }
  if (!isObject(value)) return;
  const kind = classify(value);
  if (kind) {
    out.push({ file, where, kind, raw: value });
    return;
  }
  for (const [key, item] of Object.entries(value)) {
    collect(item, file, `${where}.${key}`, out, depth + 1);
  }
}

/** Every account, status, notification, instance, poll and attachment in the fixtures. */
export function wireSamples(): WireSample[] {
  const out: WireSample[] = [];
  for (const file of fixtureFiles('.json')) collect(readFixture(file), file, '$', out, 0);
  return out;
}
