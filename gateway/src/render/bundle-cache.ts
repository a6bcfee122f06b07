/**
 * Loaded server bundles by key, the most recently used kept. Their file names carry a content hash, so a
 * key never goes stale; the limit only bounds memory across many releases. A load that fails is forgotten,
 * so the next request tries again.
 */
export class BundleCache<T> {
  private readonly loaded = new Map<string, Promise<T>>();

  constructor(private readonly limit = 16) {}

  get(key: string, load: () => Promise<T>): Promise<T> {
    let entry = this.loaded.get(key);
    if (entry) {
      this.loaded.delete(key);
    } else {
      entry = load();
      entry.catch(() => this.loaded.get(key) === entry && this.loaded.delete(key));
    }
    this.loaded.set(key, entry);
    if (this.loaded.size > this.limit) this.loaded.delete(this.loaded.keys().next().value!);
    return entry;
  }
}
