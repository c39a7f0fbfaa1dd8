/**
 * A value read once per running application (e.g. the time-zone names PostgreSQL knows) and kept
 * in its dependencies. Concurrent callers share the one read; a failed read is retried next time.
 */
export class LoadedOnce<T> {
  #loaded: Promise<T> | undefined;

  get(load: () => Promise<T>): Promise<T> {
    if (!this.#loaded) {
      const loading = load();
      this.#loaded = loading;
      loading.catch(() => {
        if (this.#loaded === loading) this.#loaded = undefined;
      });
    }
    return this.#loaded;
  }
}
