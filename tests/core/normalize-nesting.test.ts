import { describe, expect, it } from 'vitest';
import { apiPath } from '../../src/core/api/path';
import { InvalidIdError } from '../../src/core/errors';
import { EntityStore } from '../../src/core/model/entities';
import { normalizeAccount, normalizeNotification, normalizeStatus } from '../../src/core/normalize';
import { MAX_QUOTE_DEPTH } from '../../src/core/normalize/status';
import { toApiJson } from '../../src/core/serialize/api-json';

/** Issue 7: nesting a hostile server sends is bounded, and ids stay one path segment. */

const DEPTH = 20_000;

function account(id: string, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return { id, username: `u${id}`, acct: `u${id}`, ...extra };
}

/** A chain `depth` deep through `next`, built bottom up (no recursion here either). */
function chain(depth: number, next: (inner: Record<string, unknown>) => Record<string, unknown>) {
  let inner: Record<string, unknown> = { id: String(depth), account: account('x') };
  for (let i = depth - 1; i >= 1; i--) {
    inner = {
      id: String(i),
      url: `https://hostile.example/notice/${i}`,
      account: account(String(i)),
      content: `<p>link ${i}</p>`,
      ...next(inner),
    };
  }
  return inner;
}

describe('status nesting', () => {
  it('a repeat of a repeat (20,000 deep) keeps the repeat and cuts below it', () => {
    const result = normalizeStatus(chain(DEPTH, (inner) => ({ reblog: inner })));
    expect(result?.status.reblogId).toBe('2');
    expect(result?.bundle.statuses.map((s) => s.id)).toEqual(['2', '1']);
    expect(result?.bundle.statuses[0]?.reblogId).toBeNull();
  });

  it(`a quote chain (20,000 deep) stores ${MAX_QUOTE_DEPTH} posts; the next is a link`, () => {
    const result = normalizeStatus(chain(DEPTH, (inner) => ({ pleroma: { quote: inner } })));
    expect(result?.bundle.statuses.map((s) => s.id)).toEqual(['2', '1']);
    const quoted = result?.bundle.statuses.find((s) => s.id === '2');
    expect(result?.status.quoteId).toBe('2');
    expect(quoted?.quoteId).toBe('3');
    expect(quoted?.quoteUrl).toBe('https://hostile.example/notice/3');
    expect(quoted?.quoteVisible).toBe(true);
  });

  it('Mastodon-style top-level quote fields are bounded the same way', () => {
    const result = normalizeStatus(chain(DEPTH, (inner) => ({ quote: inner })));
    expect(result?.bundle.statuses).toHaveLength(2);
  });

  it('a repeat of a quote chain: the repeated post and its quote, then a link', () => {
    const quotes = chain(DEPTH, (inner) => ({ pleroma: { quote: inner } }));
    const result = normalizeStatus({ id: 'r', account: account('r'), reblog: quotes });
    expect(result?.bundle.statuses.map((s) => s.id).sort()).toEqual(['1', '2', 'r']);
  });

  it('a notification about a deep chain is read', () => {
    const bundle = { accounts: [], statuses: [] };
    const status = chain(DEPTH, (inner) => ({ reblog: inner, pleroma: { quote: inner } }));
    const n = normalizeNotification(
      { id: 'n1', type: 'mention', account: account('a'), status },
      '',
      bundle,
    );
    // Status 1 repeats 2: a notification is about the repeated post (unwrapped once).
    expect(n?.statusId).toBe('2');
    expect(bundle.statuses.length).toBeLessThan(5);
  });

  it('the --json shape of a cut chain names the cut quote by id and address', () => {
    const result = normalizeStatus(chain(DEPTH, (inner) => ({ pleroma: { quote: inner } })))!;
    const entities = new EntityStore();
    entities.ingest(result.bundle);
    const json = toApiJson.status(result.status, entities) as {
      pleroma: { quote: { pleroma: { quote: unknown; quote_id: string; quote_url: string } } };
    };
    expect(json.pleroma.quote.pleroma.quote).toBeNull();
    expect(json.pleroma.quote.pleroma.quote_id).toBe('3');
    expect(json.pleroma.quote.pleroma.quote_url).toBe('https://hostile.example/notice/3');
    expect(() => JSON.stringify(json)).not.toThrow();
  });
});

describe('moved accounts', () => {
  it('keep where they moved, one level deep (a 20,000-deep move chain is cut)', () => {
    let raw: Record<string, unknown> = account(String(DEPTH));
    for (let i = DEPTH - 1; i >= 1; i--) raw = account(String(i), { moved: raw });
    const alice = normalizeAccount(raw, 'here.example');
    expect(alice?.moved?.id).toBe('2');
    expect(alice?.moved?.fqn).toBe('u2@here.example');
    expect(alice?.moved?.moved).toBeNull();
  });

  it('have no move when the server sends none or something unreadable', () => {
    expect(normalizeAccount(account('1'))?.moved).toBeNull();
    expect(normalizeAccount(account('1', { moved: 'elsewhere' }))?.moved).toBeNull();
    expect(normalizeAccount(account('1', { moved: { acct: 'no-id' } }))?.moved).toBeNull();
  });

  it('appear in the --json shape', () => {
    const alice = normalizeAccount(
      account('1', { moved: account('2', { acct: 'alice@new.example' }) }),
    )!;
    const json = toApiJson.account(alice) as { moved: { acct: string; moved: unknown } };
    expect(json.moved.acct).toBe('alice@new.example');
    expect(json.moved.moved).toBeNull();
  });
});

describe('apiPath', () => {
  it('makes every value exactly one percent-encoded segment', () => {
    expect(apiPath`/api/v1/statuses/${'1/../../x?y#z'}/context`).toBe(
      '/api/v1/statuses/1%2F..%2F..%2Fx%3Fy%23z/context',
    );
    expect(apiPath`/api/v1/accounts/${'a b'}`).toBe('/api/v1/accounts/a%20b');
  });

  it('refuses ids that a URL parser would resolve away', () => {
    for (const id of ['.', '..', '']) {
      expect(() => apiPath`/api/v1/statuses/${id}`).toThrow(InvalidIdError);
    }
  });
});
