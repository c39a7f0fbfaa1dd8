import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { type FeedbackColumns, insertFeedbackBatch } from './submission.repository.ts';

/** A runner that records what it was asked to run and answers with no rows. */
function recordingRunner() {
  const configs: pg.QueryConfig[] = [];
  return {
    configs,
    runner: {
      query: async (config: pg.QueryConfig) => {
        configs.push(config);
        return { rows: [] } as unknown as pg.QueryResult;
      },
    },
  };
}

function batchOf(size: number): FeedbackColumns {
  const column = (name: string) => Array.from({ length: size }, (_, i) => `${name}-${i}`);
  return {
    id: column('id'),
    team_id: column('team'),
    survey_definition_id: column('definition'),
    survey_id: column('survey'),
    survey_type: column('type'),
    answers: column('answers'),
    submitted_at: column('submitted'),
    received_at: column('received'),
    api_key_id: column('key'),
    app_name: column('app'),
    deduplication_key: column('dedup'),
    context: column('context'),
    device_type: column('device'),
    started_at: column('started'),
    time_to_complete_ms: column('ttc'),
    sensitive_data_redacted: column('redacted'),
    has_text: column('has-text'),
    text_content: column('text'),
  };
}

describe('insertFeedbackBatch', () => {
  it('sends one statement of the same text, 18 array parameters and the hold flag for a batch of any size', async () => {
    const { configs, runner } = recordingRunner();
    await insertFeedbackBatch(runner, batchOf(1), 1_000);
    await insertFeedbackBatch(runner, batchOf(500), 2_000);
    expect(configs).toHaveLength(2);
    const [one, many] = configs as [pg.QueryConfig, pg.QueryConfig];
    expect(many.text).toBe(one.text);
    expect(one.text).toMatch(/from unnest\(\$1::uuid\[\],.*\$18::text\[\]\) as u\(/);
    expect(one.text).toContain('on conflict do nothing returning "id", "team_id"');
    expect(one.text).toContain('insert into "webhook_message"');
    expect(one.text).toContain('from "alert_rule"');
    // The columns' arrays, then the flag holding back rows whose survey has alert rules (twice).
    expect(many.values).toHaveLength(20);
    expect(many.values?.slice(18)).toEqual([true, true]);
    expect(many.values?.[0]).toEqual(batchOf(500).id);
    expect(many.values?.[14]).toEqual(batchOf(500).time_to_complete_ms);
    expect((many as { query_timeout?: number }).query_timeout).toBe(2_000);
  });
});
