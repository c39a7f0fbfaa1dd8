/**
 * A handler's answer to a call that repeated one already done and changed nothing (a known
 * deduplication key, a tag the item already carries). The procedure answers its `output` with the
 * contract's `repeatStatus` (200) instead of the success status (201); services say what happened,
 * never which status it is.
 */
export class Repeated<T> {
  readonly output: T;
  constructor(output: T) {
    this.output = output;
  }
}

/** Marks an answer as a repeat that changed nothing. */
export function repeated<T>(output: T): Repeated<T> {
  return new Repeated(output);
}
