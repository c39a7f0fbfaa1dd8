import { isDatabaseUnavailable } from '@heed/db';
import { verifyRollups } from '../cli-commands/rollups.service.ts';
import type { HeedRuntime } from '../runtime/heed-runtime.ts';

/**
 * What `heed rollups verify` finds in a test application's database: every test file's data,
 * whatever it did to it, must leave the counts kept at write time equal to a recount from the
 * feedback itself. Thrown as an error naming the first differences, so the file fails.
 */
export async function assertRollupsAgree(runtime: HeedRuntime): Promise<void> {
  const em = runtime.deps.orm.em.fork();
  const found = await verifyRollups({ em, actor: { type: 'system' } }, {}).catch(
    (error: unknown) => {
      // A file that ends with its database unreachable (fault-injection tests) has nothing to
      // compare; any other failure of the recount is a failure.
      if (isDatabaseUnavailable(error)) return { differences: [], triage: [] };
      throw error;
    },
  );
  const shown = [
    ...found.differences.map(
      (d) =>
        `${d.team} ${d.grain} ${d.bucket} survey ${d.survey_id} field '${d.field_id}' value '${d.value}': stored ${d.stored}, counted ${d.counted}`,
    ),
    ...found.triage.map(
      (d) =>
        `${d.team} survey ${d.survey_id} status ${d.status}: stored ${d.stored}, counted ${d.counted}`,
    ),
  ];
  if (shown.length === 0) return;
  throw new Error(
    `heed rollups verify found ${shown.length} difference(s) in this test file's database:\n${shown.slice(0, 5).join('\n')}`,
  );
}
