/**
 * Stores `key` as the newest entry of `map` (a `Map` keeps insertion order), first dropping its
 * oldest entries so that it holds at most `max`: the bound of the per-process caches.
 */
export function storeNewest<K, V>(map: Map<K, V>, key: K, value: V, max: number): void {
  map.delete(key);
  while (map.size >= max) {
    const oldest = map.keys().next();
    if (oldest.done) break;
    map.delete(oldest.value);
  }
  map.set(key, value);
}
