/**
 * The bench's NAIVE endpoint: what one would write first on this stack to take survey answers.
 * express with `express.json()`, a `pg` pool of Heed's size (10), and one `INSERT` (one
 * transaction, one commit) per request into a plain table of its own: the submission's fields as
 * columns, its answers and context as JSON, a primary key and nothing else (no trigger, no other
 * index). No key check, no validation, no rate limit, no deduplication.
 *
 * Started by `run.ts` as a child process (so its RSS and CPU compare with Heed's), with PORT and
 * DATABASE_URL. It creates its table, `naive_submission`, in that database when it starts.
 */
import express from 'express';
import pg from 'pg';
import { stopOnSignals } from './floor-process.ts';

const port = Number(process.env.PORT);
const databaseUrl = process.env.DATABASE_URL;
if (!port || !databaseUrl) {
  process.stderr.write('naive: PORT and DATABASE_URL are required\n');
  process.exit(1);
}

const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
pool.on('error', (error) => process.stderr.write(`naive: idle client error: ${error.message}\n`));

await pool.query(`create table if not exists naive_submission (
  id bigint generated always as identity primary key,
  survey_id text not null,
  survey_type text not null,
  submitted_at timestamptz not null,
  received_at timestamptz not null default now(),
  answers jsonb not null,
  context jsonb
)`);

const INSERT = `insert into naive_submission (survey_id, survey_type, submitted_at, answers, context)
                values ($1, $2, $3, $4, $5)
                returning id, received_at`;

interface Body {
  surveyId: string;
  surveyType: string;
  submittedAt: string;
  answers: unknown[];
  context?: unknown;
}

const app = express();

app.get('/ready', (_req, res) => {
  res.type('text/plain').send('OK');
});

app.post('/api/v1/submission', express.json(), async (req, res) => {
  const body = req.body as Body;
  try {
    const { rows } = await pool.query<{ id: string; received_at: Date }>(INSERT, [
      body.surveyId,
      body.surveyType,
      body.submittedAt,
      JSON.stringify(body.answers),
      body.context === undefined ? null : JSON.stringify(body.context),
    ]);
    const row = rows[0];
    res.status(201).json({ id: row?.id, surveyId: body.surveyId, receivedAt: row?.received_at });
  } catch (error) {
    process.stderr.write(`naive: insert failed: ${(error as Error).message}\n`);
    res.status(500).end();
  }
});

stopOnSignals(app.listen(port, '127.0.0.1'), pool);
