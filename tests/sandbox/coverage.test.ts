import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ROUTE_TABLE } from '../../src/sandbox/routes';

/** Walks Pleroma's own route list and reports how much of it the sandbox answers. */

interface Operation {
  method: string;
  path: string;
  legacyAliasPath?: string;
}

const operations = JSON.parse(
  readFileSync(new URL('../fixtures/pleroma-api/operations.json', import.meta.url), 'utf8'),
) as Operation[];

/** Placeholder names differ ({id} vs {list_id}); only their positions matter. */
function routeKey(method: string, path: string): string {
  return `${method.toUpperCase()} ${path.replace(/\{[^}]+\}/g, '{}').replace(/\/+$/, '')}`;
}

describe('sandbox route coverage', () => {
  const pleroma = new Map<string, Operation>();
  for (const op of operations) {
    pleroma.set(routeKey(op.method, op.path), op);
    if (op.legacyAliasPath) pleroma.set(routeKey(op.method, op.legacyAliasPath), op);
  }

  it('reports how many Pleroma routes the sandbox covers', () => {
    const claimed = new Set(ROUTE_TABLE.map((r) => routeKey(r.method, r.path)));
    const covered = operations.filter(
      (op) =>
        claimed.has(routeKey(op.method, op.path)) ||
        (op.legacyAliasPath !== undefined && claimed.has(routeKey(op.method, op.legacyAliasPath))),
    );
    console.log(`sandbox covers ${covered.length}/${operations.length} Pleroma routes`);
    expect(operations.length).toBe(284);
    expect(covered.length).toBeGreaterThan(0);
  });

  it('claims only Pleroma routes or explicitly listed extras', () => {
    const unexplained = ROUTE_TABLE.filter(
      (r) => !r.extra && !pleroma.has(routeKey(r.method, r.path)),
    ).map((r) => `${r.method} ${r.path}`);
    expect(unexplained).toEqual([]);
    const extrasThatArePleroma = ROUTE_TABLE.filter(
      (r) => r.extra && pleroma.has(routeKey(r.method, r.path)),
    ).map((r) => `${r.method} ${r.path}`);
    expect(extrasThatArePleroma).toEqual([]);
  });

  it('lists each route once', () => {
    const keys = ROUTE_TABLE.map((r) => routeKey(r.method, r.path));
    expect(keys.length).toBe(new Set(keys).size);
  });
});
