/** What one probe of the read replica found. */
export interface ReplicaMeasurement {
  /**
   * False: the read database is not a streaming standby (`pg_is_in_recovery()` is false), so there
   * is no replay to measure; it is taken as holding whatever it holds on purpose.
   */
  standby: boolean;
  /** How far it had replayed the primary's WAL. */
  replayed: bigint | undefined;
  /**
   * How many milliseconds of the primary's writes it was missing: 0 when it had replayed all the
   * primary had written, else the time since the last transaction it replayed was committed.
   */
  lagMs: number;
  /** When the probe began (`now()` of the tracker): the measurement holds as of then. */
  at: number;
}

/** Measures the replica once: its replay position against the primary's. */
export type ReplicaProbe = () => Promise<Omit<ReplicaMeasurement, 'at'>>;

export interface ReplicaLagOptions {
  /** A new probe this often while reads come in. */
  intervalMs: number;
  /** Probing stops when no read asked for this long; the next read probes first. */
  idleAfterMs?: number;
  /** How long a read waits for a probe it needs before it counts the lag as unknown. */
  waitMs?: number;
  /** Monotonic milliseconds; tests substitute their own. */
  now?: () => number;
  /** A probe failed (the lag is unknown until the next one answers). */
  onFailure?: (error: unknown) => void;
  /** A probe answered. */
  onMeasured?: (measurement: ReplicaMeasurement) => void;
}

const IDLE_AFTER_MS = 10_000;
const WAIT_MS = 500;

/**
 * The read replica's replay lag, measured by one probe at a time and shared by every read of the
 * process: while reads come in, a probe runs every `intervalMs`; when none came for
 * `idleAfterMs`, probing stops (an idle API sends no probes) and the next read waits for one
 * (at most `waitMs`). A read never waits on a measurement younger than twice the interval.
 */
export class ReplicaLag {
  readonly #probe: ReplicaProbe;
  readonly #intervalMs: number;
  readonly #idleAfterMs: number;
  readonly #waitMs: number;
  readonly #now: () => number;
  readonly #onFailure: (error: unknown) => void;
  readonly #onMeasured: (measurement: ReplicaMeasurement) => void;
  #last: ReplicaMeasurement | undefined;
  /** The last probe failed: reads do not wait for the next one. */
  #failing = false;
  #running: Promise<ReplicaMeasurement | undefined> | undefined;
  #wantedAt = Number.NEGATIVE_INFINITY;
  #timer: NodeJS.Timeout | undefined;
  #closed = false;

  constructor(probe: ReplicaProbe, options: ReplicaLagOptions) {
    this.#probe = probe;
    this.#intervalMs = options.intervalMs;
    this.#idleAfterMs = options.idleAfterMs ?? IDLE_AFTER_MS;
    this.#waitMs = options.waitMs ?? WAIT_MS;
    this.#now = options.now ?? (() => performance.now());
    this.#onFailure = options.onFailure ?? (() => {});
    this.#onMeasured = options.onMeasured ?? (() => {});
  }

  /** The last answered measurement, whatever its age; undefined while none or after a failure. */
  get last(): ReplicaMeasurement | undefined {
    return this.#last;
  }

  /** Monotonic milliseconds, as the measurements' `at`. */
  now(): number {
    return this.#now();
  }

  /**
   * A measurement for a read: the last one while it is recent, else a new one (waited for at most
   * `waitMs`); undefined when the lag is unknown (the probe failed or did not answer in time).
   * While probes fail, no read waits: each gets `undefined` at once and the probing goes on.
   */
  async current(): Promise<ReplicaMeasurement | undefined> {
    this.#wantedAt = this.#now();
    this.#keepProbing();
    const last = this.#last;
    if (last && this.#now() - last.at <= 2 * this.#intervalMs) return last;
    if (this.#failing) {
      void this.#probeOnce();
      return undefined;
    }
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<undefined>((resolve) => {
      timer = setTimeout(() => resolve(undefined), this.#waitMs);
    });
    try {
      return await Promise.race([this.#probeOnce(), timeout]);
    } finally {
      clearTimeout(timer);
    }
  }

  /** Stops probing; a probe under way still ends. */
  close(): void {
    this.#closed = true;
    clearTimeout(this.#timer);
    this.#timer = undefined;
  }

  #keepProbing(): void {
    if (this.#timer || this.#closed) return;
    this.#timer = setTimeout(async () => {
      await this.#probeOnce();
      this.#timer = undefined;
      if (this.#now() - this.#wantedAt < this.#idleAfterMs) this.#keepProbing();
    }, this.#intervalMs);
    this.#timer.unref();
  }

  /** One probe at a time: a caller arriving while one runs shares its answer. */
  #probeOnce(): Promise<ReplicaMeasurement | undefined> {
    this.#running ??= this.#measure().finally(() => {
      this.#running = undefined;
    });
    return this.#running;
  }

  async #measure(): Promise<ReplicaMeasurement | undefined> {
    const at = this.#now();
    try {
      const measurement = { ...(await this.#probe()), at };
      this.#last = measurement;
      this.#failing = false;
      this.#onMeasured(measurement);
      return measurement;
    } catch (error) {
      this.#last = undefined;
      this.#failing = true;
      this.#onFailure(error);
      return undefined;
    }
  }
}
