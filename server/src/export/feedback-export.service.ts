import type { Writable } from 'node:stream';
import { beginTransaction, commitTransaction, queriesOnClient } from '@heed/db';
import type pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import Cursor from 'pg-cursor';
import { auditAsCaller } from '../audit/caller-audit.ts';
import { consumeUserBudget } from '../dashboard/analytics-rate-limit.ts';
import { InvalidRequestError, ServiceUnavailableError } from '../errors/domain-errors.ts';
import { filterWhere, themeMatchScopeWhere } from '../feedback/feedback-filter.query.ts';
import { type FeedbackFilterInput, parseFeedbackFilter } from '../feedback/feedback-filter.ts';
import { timeZoneNamesOf } from '../feedback/time-zone-names.ts';
import { userRefOf } from '../members/user-ref.ts';
import { selectedTeam } from '../org/selected-team.ts';
import type { RequestContext } from '../request/request-context.ts';
import type { AppDependencies, ReadPool } from '../runtime/dependencies.ts';
import { findSurveyFields } from '../submission/submission.repository.ts';
import {
  csvCopyStatement,
  type ExportItemRow,
  type ExportRow,
  exportItemsQuery,
  exportRowsQuery,
  setCopySettings,
  setCursorSettings,
  teamSurveysFields,
} from './export.repository.ts';
import {
  allSurveysLayout,
  headersOf,
  type SheetLayout,
  surveyLayout,
  XLSX_MAX_COLUMNS,
} from './export-columns.query.ts';
import { CsvRecordCounter, csvHead, fitsCopy } from './export-csv-copy.ts';
import {
  EXPORT_CONTENT_TYPES,
  type ExportFormat,
  endStream,
  writeChunk,
  writeCsvRowsExport,
  writeJsonExport,
  writeXlsxExport,
} from './export-formats.ts';

/** Exports per user and minute, across every replica. */
export const EXPORT_LIMIT_PER_MINUTE = 30;
/** Exports one replica streams at once; each holds a database connection while it runs. */
export const MAX_CONCURRENT_EXPORTS = 2;
/**
 * Rows fetched from the cursor per round trip. Small enough that a batch is written before it
 * outlives two young-generation collections: larger batches get promoted whole to the old
 * generation, which then grows by a hundred MB of garbage between full collections (1000 rows:
 * +110 MB RSS over an XLSX or JSON export of 500,000 items; 100 rows: +10 to 30 MB, as fast).
 */
export const EXPORT_BATCH_ROWS = 100;
/**
 * The longest an export may stream: its one statement (the CSV's `COPY`, or the cursor's portal,
 * which PostgreSQL times as one statement across all its fetches) and the driver's read timer of
 * the cursor or COPY (a little later).
 */
export const COPY_TIMEOUT_MS = 3_600_000;
const COPY_TIMEOUT_GRACE_MS = 5_000;
/** Memory for the sorts of one CSV export (at most `MAX_CONCURRENT_EXPORTS` run at once). */
const COPY_WORK_MEM = '32MB';
/** The CSV's bytes from `COPY` are written to the response in pieces of about this size. */
const COPY_WRITE_BYTES = 256 * 1024;
/** A receiver that stops reading for this long ends the export (the snapshot is released). */
const STALLED_RECEIVER_MS = 300_000;

export type ExportContext = Pick<
  RequestContext,
  'deps' | 'actor' | 'teamSelection' | 'response' | 'request'
>;

/** A checked export, ready to stream: what to call the file, and the function that writes it. */
export interface PreparedExport {
  fileName: string;
  contentType: string;
  /** Streams every matching item to `sink`; resolves with the number of rows written. */
  writeTo(sink: Writable): Promise<number>;
}

function fileStamp(now: Date): string {
  return now.toISOString().slice(0, 19).replace(/[-:]/g, '').replace('T', '-');
}

/**
 * The columns of the sheet (CSV, XLSX): the fields of the survey the filter names, else the union
 * of the field ids of every survey of the team (sorted by survey id, ordinal), whether or not it
 * has a matching item, so the columns depend on the team's surveys alone.
 */
async function sheetLayout(
  pool: ReadPool,
  teamId: string,
  surveyId: string | undefined,
): Promise<SheetLayout> {
  const client = await pool.connect();
  try {
    const db = queriesOnClient(client);
    if (surveyId !== undefined) return surveyLayout(await findSurveyFields(db, teamId, surveyId));
    const surveys = await teamSurveysFields(db, teamId);
    return allSurveysLayout(surveys.map((fields) => ({ fields })));
  } finally {
    client.release();
  }
}

async function exportQuery(
  deps: AppDependencies,
  teamId: string,
  input: FeedbackFilterInput,
  format: ExportFormat,
  me: string | undefined,
) {
  const filter = await parseFeedbackFilter(input, timeZoneNamesOf(deps), me);
  const where = filterWhere(teamId, filter);
  return {
    surveyId: filter.surveyId,
    where,
    themeMatches: themeMatchScopeWhere(teamId, filter),
    cursor: format === 'json' ? exportItemsQuery(where) : exportRowsQuery(where),
  };
}

/**
 * The driver starts a read timer for every query it sends (the pool's `query_timeout`, meant for
 * short statements) and clears it only through the query's `callback`, which a cursor or a COPY
 * stream never calls: left alone, it would abort any export running longer than a statement may.
 * An export sets its own limit, and settles the timer once done.
 */
interface Submitted {
  query_timeout?: number;
  callback?: (error: Error | null) => void;
}

function withReadTimeout<T extends object>(query: T, limitMs: number): T {
  (query as Submitted).query_timeout = limitMs + COPY_TIMEOUT_GRACE_MS;
  return query;
}

function settleReadTimer(query: object): void {
  const submitted = query as Submitted;
  const callback = submitted.callback;
  submitted.callback = () => {};
  callback?.(null);
}

/**
 * Streams the rows of a `COPY … TO STDOUT (FORMAT csv)` after the byte-order mark and header, the
 * next chunk read only once the previous one is written (the sink's back-pressure holds the
 * database), and returns the number of records. A receiver that takes nothing for
 * `STALLED_RECEIVER_MS` ends it.
 */
async function copyCsv(
  client: pg.PoolClient,
  statement: string,
  layout: SheetLayout,
  sink: Writable,
  hooks: { onRows(count: number): void; beforeEnd(count: number): Promise<void> },
): Promise<number> {
  await setCopySettings(client, { statementTimeoutMs: COPY_TIMEOUT_MS, workMem: COPY_WORK_MEM });
  const rows = client.query(withReadTimeout(copyTo(statement), COPY_TIMEOUT_MS));
  const records = new CsvRecordCounter();
  let progressAt = Date.now();
  const watchdog = setInterval(() => {
    if (Date.now() - progressAt > STALLED_RECEIVER_MS) {
      rows.destroy(new Error('the receiver stopped reading'));
    }
  }, 10_000);
  watchdog.unref();
  try {
    await writeChunk(sink, csvHead(layout));
    // The chunks as the socket reads them (often a few kB): gathered into writes of about
    // `COPY_WRITE_BYTES`, so that the response makes a few large writes instead of many small ones.
    let pending: Buffer[] = [];
    let pendingBytes = 0;
    for await (const chunk of rows) {
      const bytes = chunk as Buffer;
      records.push(bytes);
      hooks.onRows(records.count);
      pending.push(bytes);
      pendingBytes += bytes.length;
      progressAt = Date.now();
      if (pendingBytes < COPY_WRITE_BYTES) continue;
      await writeChunk(sink, pending.length === 1 ? bytes : Buffer.concat(pending, pendingBytes));
      pending = [];
      pendingBytes = 0;
      progressAt = Date.now();
    }
    if (pendingBytes > 0) await writeChunk(sink, Buffer.concat(pending, pendingBytes));
  } finally {
    clearInterval(watchdog);
    settleReadTimer(rows);
  }
  await hooks.beforeEnd(records.count);
  await endStream(sink);
  return records.count;
}

/**
 * `GET /intern/export`: checks everything that can fail before the first byte (filters, rate
 * limit, capacity); without a `surveyId` it exports every survey of the team, then hands back a writer that streams the items from a database cursor
 * in batches, in constant memory, with no row cap. Audited as `export.feedback` with the number of
 * rows written, never with a filter value.
 */
export async function prepareFeedbackExport(
  ctx: ExportContext,
  input: FeedbackFilterInput & { format: ExportFormat },
): Promise<PreparedExport> {
  const team = selectedTeam(ctx);
  // The read replica when `DATABASE_READ_URL` is set, else the primary: the sheet's columns (a
  // short read) from the dashboard's connections, the stream from the exports' own.
  const pool = ctx.deps.readPool;
  const query = await exportQuery(ctx.deps, team.id, input, input.format, userRefOf(ctx.actor));
  const layout =
    input.format === 'json' ? surveyLayout([]) : await sheetLayout(pool, team.id, query.surveyId);
  const columns = headersOf(layout).length;
  if (input.format === 'xlsx' && columns > XLSX_MAX_COLUMNS) {
    throw new InvalidRequestError(
      `This export has ${columns} columns (the union of the surveys' field ids) and a worksheet holds at most ${XLSX_MAX_COLUMNS}: export CSV or JSON, or one survey.`,
      [{ path: 'format', message: `XLSX holds at most ${XLSX_MAX_COLUMNS} columns` }],
    );
  }
  await consumeUserBudget(ctx, 'export', EXPORT_LIMIT_PER_MINUTE);
  // The slot is taken now (no await between the check and the take) and freed when writing ends.
  if (!ctx.deps.exportSlots.tryTake()) {
    throw new ServiceUnavailableError('Other exports are running; try again shortly.', {
      retryAfterSeconds: 5,
    });
  }
  let audited = false;
  const audit = (outcome: 'success' | 'failure', count: number) => {
    if (audited) return;
    audited = true;
    auditAsCaller(ctx, {
      event: 'export.feedback',
      operation: 'export',
      outcome,
      resource: { type: 'feedback' },
      team: { id: team.id, slug: team.slug },
      resourceCount: count,
    });
  };
  return {
    fileName: `heed-feedback-${team.slug}-${fileStamp(ctx.deps.clock.now())}.${input.format}`,
    contentType: EXPORT_CONTENT_TYPES[input.format],
    async writeTo(sink) {
      let written = 0;
      let broken = false;
      let client: pg.PoolClient | undefined;
      let settle = () => {};
      try {
        client = await ctx.deps.exportPool.connect();
        await beginTransaction(client, { readOnlySnapshot: true });
        if (input.format === 'csv' && fitsCopy(layout)) {
          const copier = client;
          const statement = csvCopyStatement(query, layout);
          return await copyCsv(copier, statement, layout, sink, {
            onRows: (count) => {
              written = count;
            },
            beforeEnd: async (total) => {
              await commitTransaction(copier);
              audit('success', total);
            },
          });
        }
        await setCursorSettings(client, {
          statementTimeoutMs: COPY_TIMEOUT_MS,
          idleTimeoutMs: STALLED_RECEIVER_MS,
        });
        const cursor = client.query(
          withReadTimeout(
            new Cursor(query.cursor.sql, [...query.cursor.parameters]),
            COPY_TIMEOUT_MS,
          ),
        );
        settle = () => settleReadTimer(cursor);
        // Batches from the cursor, one at a time: the next is fetched only when the previous one
        // is written (the sink's back-pressure holds the loop), so memory stays constant.
        const counted = async function* <Row>() {
          for (;;) {
            const batch = (await cursor.read(EXPORT_BATCH_ROWS)) as Row[];
            for (const row of batch) {
              yield row;
              written += 1;
            }
            if (batch.length < EXPORT_BATCH_ROWS) return;
          }
        };
        const reader = client;
        const finish = async (total: number) => {
          await commitTransaction(reader);
          audit('success', total);
        };
        if (input.format === 'json') {
          return await writeJsonExport(counted<ExportItemRow>(), sink, finish);
        }
        if (input.format === 'csv') {
          return await writeCsvRowsExport(layout, counted<ExportRow>(), sink, finish);
        }
        return await writeXlsxExport(layout, counted<ExportRow>(), sink, finish);
      } catch (error) {
        broken = true;
        audit('failure', written);
        throw error;
      } finally {
        settle();
        client?.release(broken);
        ctx.deps.exportSlots.release();
      }
    },
  };
}
