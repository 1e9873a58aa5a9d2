/**
 * Walks over a conversation's reply tree that hold for any depth a server sends: no
 * recursion (one stack frame per reply overflows on a chain thousands deep) and no walk up
 * the chain per reply (quadratic: minutes for such a chain).
 *
 * Platform-free: no DOM, no Node.
 */

/**
 * The sub-thread under `top`, depth first in server order, each status once (a reply
 * cycle from a broken server must not loop), with an explicit stack. `descend` says
 * whether a node's replies follow; `seen` may be shared between walks.
 */
export function* walkDepthFirst(
  childrenOf: ReadonlyMap<string, readonly string[]>,
  top: string,
  depth: number,
  descend: (id: string) => boolean,
  seen: Set<string> = new Set(),
): Generator<{ id: string; depth: number }> {
  const stack = [{ id: top, depth }];
  for (let node = stack.pop(); node !== undefined; node = stack.pop()) {
    if (seen.has(node.id)) continue;
    seen.add(node.id);
    yield node;
    if (!descend(node.id)) continue;
    const replies = childrenOf.get(node.id) ?? [];
    for (let i = replies.length - 1; i >= 0; i--) {
      stack.push({ id: replies[i] as string, depth: node.depth + 1 });
    }
  }
}

/**
 * Which statuses already hang in the same reply tree (a union-find with path
 * compression): giving a top a parent from its own tree would close a loop.
 */
export class ReplyTrees {
  private readonly up = new Map<string, string>();

  together(a: string, b: string): boolean {
    return this.rootOf(a) === this.rootOf(b);
  }

  join(a: string, b: string): void {
    const rootA = this.rootOf(a);
    const rootB = this.rootOf(b);
    if (rootA !== rootB) this.up.set(rootA, rootB);
  }

  private rootOf(id: string): string {
    let root = id;
    for (let next = this.up.get(root); next !== undefined; next = this.up.get(root)) root = next;
    for (let at = id; at !== root; ) {
      const next = this.up.get(at) as string;
      this.up.set(at, root);
      at = next;
    }
    return root;
  }
}
