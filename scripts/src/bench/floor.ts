/**
 * The bench's FLOOR: the least a submission endpoint can do on this stack. A minimal express app
 * with a `pg` pool of the same size as Heed's (10) that parses the JSON body and stores the same
 * row shape Heed stores, with one `INSERT` (one transaction, one commit) per request. No
 * validation, no rate limit, no key lookup: only a string comparison of the bearer token.
 *
 * Started by `run.ts` as a child process (so its RSS and CPU compare with Heed's), with:
 * PORT, DATABASE_URL (a database migrated by Heed), FLOOR_TEAM_ID, FLOOR_DEFINITION_ID,
 * FLOOR_KEY_ID, FLOOR_APP_NAME and FLOOR_KEY (the bearer value to accept).
 */
import { randomUUID } from 'node:crypto';
import express from 'express';
import pg from 'pg';
import { stopOnSignals } from './floor-process.ts';

function required(name: string): string {
  const value = process.env[name];
  if (!value) {
    process.stderr.write(`floor: ${name} is required\n`);
    process.exit(1);
  }
  return value;
}

const port = Number(required('PORT'));
const teamId = required('FLOOR_TEAM_ID');
const definitionId = required('FLOOR_DEFINITION_ID');
const keyId = required('FLOOR_KEY_ID');
const appName = required('FLOOR_APP_NAME');
const expectedAuthorization = `Bearer ${required('FLOOR_KEY')}`;

const pool = new pg.Pool({ connectionString: required('DATABASE_URL'), max: 10 });
pool.on('error', (error) => process.stderr.write(`floor: idle client error: ${error.message}\n`));

const INSERT = `insert into feedback (id, team_id, survey_definition_id, survey_id, survey_type,
                                      answers, submitted_at, received_at, api_key_id, app_name)
                values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`;

interface Body {
  surveyId: string;
  surveyType: string;
  submittedAt: string;
  answers: unknown[];
}

const app = express();
app.disable('x-powered-by');

app.get('/ready', async (_req, res) => {
  try {
    await pool.query('select 1');
    res.type('text/plain').send('OK');
  } catch {
    res.status(503).type('text/plain').send('NOT READY');
  }
});

app.post('/api/v1/submission', express.json({ limit: '1mb' }), async (req, res) => {
  if (req.headers.authorization !== expectedAuthorization) {
    res.status(401).end();
    return;
  }
  const body = req.body as Body;
  const id = randomUUID();
  const receivedAt = new Date();
  try {
    await pool.query(INSERT, [
      id,
      teamId,
      definitionId,
      body.surveyId,
      body.surveyType,
      JSON.stringify(body.answers),
      body.submittedAt,
      receivedAt.toISOString(),
      keyId,
      appName,
    ]);
  } catch (error) {
    process.stderr.write(`floor: insert failed: ${(error as Error).message}\n`);
    res.status(500).end();
    return;
  }
  res.status(201).json({ id, surveyId: body.surveyId, receivedAt: receivedAt.toISOString() });
});

stopOnSignals(app.listen(port, '127.0.0.1'), pool);
