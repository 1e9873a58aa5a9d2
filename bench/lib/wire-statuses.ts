// Varied wire statuses (Pleroma's JSON) built from the real captures in tests/fixtures:
// every status of the Soapbox captures (plain, attachments, polls, quotes, cards, custom emoji,
// content warnings, replies, the statuses inside notifications) and the 20 of the Pleroma-FE
// timeline, copied with fresh ids, a few hundred different authors, varied content and times,
// and every tenth one turned into a repeat of another.
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

type Json = Record<string, unknown>;

export function fixturesDir(): string {
  if (process.env.PETREL_FIXTURES) return process.env.PETREL_FIXTURES;
  const root = process.env.PETREL_BENCH_ROOT ?? process.cwd();
  return resolve(root, 'tests/fixtures');
}

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isStatus(value: unknown): value is Json {
  return (
    isObject(value) && typeof value.id === 'string' && isObject(value.account) && 'content' in value
  );
}

/** Every status in the captures (top-level, in lists, inside notifications). */
export function fixtureStatuses(dir = fixturesDir()): Json[] {
  const found: Json[] = [];
  const visit = (value: unknown) => {
    if (Array.isArray(value)) for (const item of value) visit(item);
    else if (isStatus(value)) found.push(value);
    else if (isObject(value) && isStatus(value.status)) found.push(value.status);
  };
  const soapbox = join(dir, 'soapbox');
  for (const name of readdirSync(soapbox).sort()) {
    if (name.endsWith('.json')) visit(JSON.parse(readFileSync(join(soapbox, name), 'utf8')));
  }
  visit(JSON.parse(readFileSync(join(dir, 'pleroma-fe/mastoapi.json'), 'utf8')));
  if (found.length === 0) throw new Error(`no statuses found in ${dir}`);
  return found;
}

const WORDS = (
  'kite lighthouse picnic federation boats coffee lemon cake server timeline keyboard ' +
  'weather harbour train bread garden lantern river orbit'
).split(' ');

/**
 * `count` wire statuses, newest first, with ids `b0000009999`…`b0000000000` (sortable as
 * strings and numbers alike), authors from a pool of `accounts`.
 */
export function buildWireStatuses(count: number, options: { accounts?: number } = {}): Json[] {
  const bases = fixtureStatuses();
  const authors = bases.map((s) => s.account as Json);
  const pool: Json[] = [];
  for (let k = 0; k < (options.accounts ?? 300); k++) {
    const base = structuredClone(authors[k % authors.length]!);
    const host = k % 3 === 0 ? '' : `@host${k % 17}.example`;
    base.id = `acct${String(k).padStart(5, '0')}`;
    base.username = `user${k}`;
    base.acct = `user${k}${host}`;
    base.display_name = `User ${k} ${WORDS[k % WORDS.length]}`;
    base.url = `https://${host ? host.slice(1) : 'bench.example'}/users/user${k}`;
    pool.push(base);
  }
  const start = Date.parse('2026-11-21T12:00:00Z');
  const make = (i: number, id: string, salt: number): Json => {
    const status = structuredClone(bases[(i + salt) % bases.length]!);
    status.id = id;
    status.uri = `https://bench.example/objects/${id}`;
    status.url = `https://bench.example/notice/${id}`;
    status.created_at = new Date(start - i * 37_000).toISOString();
    // Each status carries its own copy of its author, as a parsed page does.
    status.account = structuredClone(pool[(i * 7 + salt) % pool.length]!);
    const words = Array.from({ length: 3 + (i % 40) }, (_, w) => WORDS[(i + w * 3) % WORDS.length]);
    status.content = `${String(status.content ?? '')}<p>${words.join(' ')} #${i}</p>`;
    status.reblog = null;
    const pleroma = isObject(status.pleroma) ? status.pleroma : undefined;
    if (pleroma && isObject(pleroma.quote)) {
      pleroma.quote = { ...(pleroma.quote as Json), id: `${id}q` };
    }
    if (pleroma && isObject(pleroma.content)) {
      pleroma.content = { 'text/plain': status.content };
    }
    return status;
  };
  const out: Json[] = [];
  for (let n = count - 1; n >= 0; n--) {
    const id = `b${String(n).padStart(10, '0')}`;
    const i = count - 1 - n;
    if (i % 10 === 9) {
      // A repeat: the wrapper by someone else around another status.
      const wrapper = make(i, id, 3);
      wrapper.content = '';
      wrapper.reblog = make(i + 1, `${id}r`, 11);
      out.push(wrapper);
    } else {
      out.push(make(i, id, 0));
    }
  }
  return out;
}
