/**
 * Position of each id in a list, cached per list object. Store getters (`statuses`,
 * `rows`, `visibleIds`) return a new array only when the list changed, so each list is
 * indexed once, and a key handler can look up positions in the current list without
 * waiting for a render.
 */
const cache = new WeakMap<readonly unknown[], Map<string, number>>();

export function indexMapOf(list: readonly { id: string }[]): Map<string, number> {
  let map = cache.get(list);
  if (!map) {
    map = new Map(list.map((item, index) => [item.id, index]));
    cache.set(list, map);
  }
  return map;
}

/** The same for a list of ids. */
export function indexMapOfIds(ids: readonly string[]): Map<string, number> {
  let map = cache.get(ids);
  if (!map) {
    map = new Map(ids.map((id, index) => [id, index]));
    cache.set(ids, map);
  }
  return map;
}
