/**
 * How many exports this application runs at once (each holds a database connection and up to
 * `work_mem` of sorting). One per running application, in its dependencies (`deps.exportSlots`).
 */
export class ExportSlots {
  readonly #max: number;
  #running = 0;

  constructor(max: number) {
    this.#max = max;
  }

  get running(): number {
    return this.#running;
  }

  /** Takes a slot if one is free; the caller releases it when its export ends. */
  tryTake(): boolean {
    if (this.#running >= this.#max) return false;
    this.#running += 1;
    return true;
  }

  release(): void {
    this.#running = Math.max(0, this.#running - 1);
  }
}
