/**
 * Request parameters from a query string, a form (urlencoded or multipart) or a JSON body,
 * read the same way. Form keys in Rails bracket style (`media_ids[]`, `poll[options][]`,
 * `home[last_read_id]`) become nested values, as Pleroma's Plug parsers make them.
 */

export type ParamTree = { [key: string]: unknown };

function splitKey(key: string): string[] {
  const head = key.match(/^[^[]*/)?.[0] ?? '';
  const rest = [...key.slice(head.length).matchAll(/\[([^\]]*)\]/g)].map((m) => m[1] ?? '');
  return [head, ...rest];
}

/** Adds one form entry to the tree. `a[]` appends to an array; `a[b]` nests. */
export function addEntry(tree: ParamTree, key: string, value: unknown): void {
  const parts = splitKey(key);
  let node: ParamTree = tree;
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i]!;
    const last = i === parts.length - 1;
    const nextIsArray = parts[i + 1] === '';
    if (last) {
      if (part === '') continue;
      node[part] = value;
      return;
    }
    if (nextIsArray && i + 1 === parts.length - 1) {
      const arr = Array.isArray(node[part]) ? (node[part] as unknown[]) : [];
      arr.push(value);
      node[part] = arr;
      return;
    }
    const child = node[part];
    if (child === null || typeof child !== 'object' || Array.isArray(child)) {
      node[part] = {};
    }
    node = node[part] as ParamTree;
  }
}

export function treeFromSearch(search: URLSearchParams): ParamTree {
  const tree: ParamTree = {};
  for (const [k, v] of search) addEntry(tree, k, v);
  return tree;
}

const TRUE_WORDS = new Set(['true', '1', 'on', 'yes', 't']);
const FALSE_WORDS = new Set(['false', '0', 'off', 'no', 'f', '']);

/** Typed read access to a parameter tree. */
export class Params {
  constructor(readonly tree: ParamTree = {}) {}

  has(key: string): boolean {
    return this.tree[key] !== undefined && this.tree[key] !== null;
  }

  raw(key: string): unknown {
    return this.tree[key];
  }

  str(key: string): string | undefined {
    const v = this.tree[key];
    if (typeof v === 'string') return v;
    if (typeof v === 'number' || typeof v === 'boolean') return String(v);
    return undefined;
  }

  int(key: string): number | undefined {
    const s = this.str(key);
    if (s === undefined || s.trim() === '') return undefined;
    const n = Number(s);
    return Number.isFinite(n) ? Math.trunc(n) : undefined;
  }

  bool(key: string): boolean | undefined {
    const v = this.tree[key];
    if (typeof v === 'boolean') return v;
    const s = this.str(key)?.toLowerCase();
    if (s === undefined) return undefined;
    if (TRUE_WORDS.has(s)) return true;
    if (FALSE_WORDS.has(s)) return false;
    return undefined;
  }

  /** An array parameter; a lone value (`id=1` instead of `id[]=1`) counts as one item. */
  list(key: string): string[] {
    const v = this.tree[key];
    if (Array.isArray(v))
      return v.filter((x) => typeof x === 'string' || typeof x === 'number').map(String);
    if (v !== null && typeof v === 'object' && !(v instanceof Blob)) {
      // `a[0]=x&a[1]=y` arrives as an object keyed by index.
      return Object.values(v as ParamTree)
        .filter((x) => typeof x === 'string' || typeof x === 'number')
        .map(String);
    }
    const s = this.str(key);
    return s === undefined ? [] : [s];
  }

  sub(key: string): Params {
    const v = this.tree[key];
    return new Params(
      v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as ParamTree) : {},
    );
  }

  file(key: string): File | undefined {
    const v = this.tree[key];
    return v instanceof File ? v : undefined;
  }
}
