import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import type { Logger } from '../logging/logger.ts';

export interface FeedbackRow {
  teamId: string;
  surveyDefinitionId: string;
  surveyId: string;
  surveyType: string;
  answers: unknown[];
  submittedAt: Date;
  receivedAt: Date;
  apiKeyId: string;
  appName: string;
}

interface Pending {
  id: string;
  row: FeedbackRow;
  resolve: () => void;
  reject: (error: unknown) => void;
}

/**
 * Why storing a row failed, as far as it is safe to tell: the database's error code and
 * constraint name, never its message (which may quote the answers).
 */
export class FeedbackWriteError extends Error {
  readonly pgCode: string | undefined;
  readonly constraint: string | undefined;

  constructor(pgCode: string | undefined, constraint: string | undefined) {
    super('storing feedback failed');
    this.name = 'FeedbackWriteError';
    this.pgCode = pgCode;
    this.constraint = constraint;
  }
}

const MAX_BATCH = 500;
const MAX_IN_FLIGHT = 4;

/**
 * Group commit for accepted submissions. A request's row is queued; whenever fewer than
 * `MAX_IN_FLIGHT` inserts are running, the queue is written in one multi-row INSERT (one
 * transaction, one WAL flush) and every request in it is answered once that commit is durable.
 * Under light load a batch holds one row and nothing waits; under heavy load rows that arrive
 * while inserts run share the next commit. No row is acknowledged before it is committed.
 */
export class FeedbackWriter {
  readonly #pool: pg.Pool;
  readonly #logger: Logger;
  #queue: Pending[] = [];
  #inFlight = 0;
  #scheduled = false;
  readonly #idle: (() => void)[] = [];

  constructor(pool: pg.Pool, logger: Logger) {
    this.#pool = pool;
    this.#logger = logger;
  }

  /** Stores one row; resolves with its id once committed. */
  write(row: FeedbackRow): Promise<string> {
    const id = randomUUID();
    return new Promise<string>((resolve, reject) => {
      this.#queue.push({ id, row, resolve: () => resolve(id), reject });
      this.#schedule();
    });
  }

  /** Resolves once every queued row is written. */
  async drain(): Promise<void> {
    if (this.#queue.length === 0 && this.#inFlight === 0) return;
    await new Promise<void>((resolve) => this.#idle.push(resolve));
  }

  #schedule(): void {
    if (this.#scheduled || this.#inFlight >= MAX_IN_FLIGHT) return;
    this.#scheduled = true;
    // Let the rows of requests parsed in the same turn of the event loop join this batch.
    setImmediate(() => {
      this.#scheduled = false;
      void this.#flush();
    });
  }

  async #flush(): Promise<void> {
    if (this.#queue.length === 0 || this.#inFlight >= MAX_IN_FLIGHT) return;
    const batch = this.#queue.splice(0, MAX_BATCH);
    this.#inFlight++;
    try {
      await this.#insert(batch);
      for (const pending of batch) pending.resolve();
    } catch (error) {
      // One row must not sink the others of its batch: retry them one by one.
      if (batch.length === 1) this.#fail(batch[0] as Pending, error);
      else await this.#insertEach(batch);
    } finally {
      this.#inFlight--;
      if (this.#queue.length > 0) this.#schedule();
      else if (this.#inFlight === 0) for (const resolve of this.#idle.splice(0)) resolve();
    }
  }

  async #insertEach(batch: Pending[]): Promise<void> {
    for (const pending of batch) {
      try {
        await this.#insert([pending]);
        pending.resolve();
      } catch (error) {
        this.#fail(pending, error);
      }
    }
  }

  #fail(pending: Pending, error: unknown): void {
    // Only the database's error code: its message details may quote the answers.
    const { code, constraint } = error as { code?: unknown; constraint?: unknown };
    const pgCode = typeof code === 'string' ? code : undefined;
    this.#logger.error({ pgCode }, 'storing feedback failed');
    pending.reject(
      new FeedbackWriteError(pgCode, typeof constraint === 'string' ? constraint : undefined),
    );
  }

  async #insert(batch: Pending[]): Promise<void> {
    const column = <T>(pick: (pending: Pending) => T) => batch.map(pick);
    await this.#pool.query(
      `insert into feedback (id, team_id, survey_definition_id, survey_id, survey_type, answers,
                             submitted_at, received_at, api_key_id, app_name)
       select * from unnest($1::uuid[], $2::uuid[], $3::uuid[], $4::text[], $5::text[],
                            $6::jsonb[], $7::timestamptz[], $8::timestamptz[], $9::uuid[], $10::text[])`,
      [
        column((p) => p.id),
        column((p) => p.row.teamId),
        column((p) => p.row.surveyDefinitionId),
        column((p) => p.row.surveyId),
        column((p) => p.row.surveyType),
        column((p) => JSON.stringify(p.row.answers)),
        column((p) => p.row.submittedAt.toISOString()),
        column((p) => p.row.receivedAt.toISOString()),
        column((p) => p.row.apiKeyId),
        column((p) => p.row.appName),
      ],
    );
  }
}
