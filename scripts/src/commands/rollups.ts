/**
 * `heed rollups verify` and `heed rollups rebuild`: the counts kept at write time
 * (`feedback_rollup`: items, answers, theme matches) against a recount from the stored feedback.
 */
import {
  rebuildRollups,
  rollupsInputSchema,
  type TeamRollupDifference,
  type TeamTriageDifference,
  verifyRollups,
} from '@heed/server/cli';
import { defineCommand, EXIT_FAILURE, EXIT_OK, positionals, validated } from './command.ts';

const GRAINS: Record<string, string> = {
  q: 'quarter hour',
  h: 'hour',
  d: 'day',
  m: 'month',
};

/** One line per key: where it counts, then the stored and the recounted number. */
function differenceLine(difference: TeamRollupDifference): string {
  const what =
    difference.field_id === ''
      ? 'items'
      : `field ${difference.field_id}${difference.value === '' ? '' : ` value ${difference.value}`}`;
  return [
    `team ${difference.team}`,
    `${GRAINS[difference.grain] ?? difference.grain} ${difference.bucket}`,
    `survey ${difference.survey_id}`,
    `app ${difference.app_name}`,
    `text ${difference.has_text ? 'yes' : 'no'}`,
    `${what}:`,
    `stored ${difference.stored}, counted ${difference.counted}`,
  ].join('  ');
}

/** One line per triage count: team, survey and status, then the stored and recounted number. */
function triageLine(difference: TeamTriageDifference): string {
  return [
    `team ${difference.team}`,
    `survey ${difference.survey_id}`,
    `triage ${difference.status}:`,
    `stored ${difference.stored}, counted ${difference.counted}`,
  ].join('  ');
}

const teamOption = {
  optionHelp: [['--team <slug>', 'Only this team (default: every team)']] as [string, string][],
  options: { team: { type: 'string' } } as const,
};

function prepare(parsed: { positionals: string[]; values: { team?: string | undefined } }) {
  positionals(parsed.positionals, []);
  const input = parsed.values.team === undefined ? {} : { team: parsed.values.team };
  return validated(rollupsInputSchema, input, { team: '--team' });
}

export const rollupsVerifyCommand = defineCommand({
  name: 'rollups verify',
  summary: 'Compare the counts kept at write time with a recount of the stored feedback.',
  synopsis: '[--team <slug>]',
  description:
    'Recounts the statistics counts (feedback_rollup: items, answers, theme matches) and the\n' +
    'triage counts (feedback_triage_count) from the stored feedback and prints one line per\n' +
    'count that differs. Reads only.\n' +
    'Exit code 0 when every count is right, 1 when some differ.',
  ...teamOption,
  database: 'current',
  prepare,
  async run(input, { context }) {
    const { teams, differences, triage } = await verifyRollups(context(), input);
    for (const difference of differences) console.log(differenceLine(difference));
    for (const difference of triage) console.log(triageLine(difference));
    const differing = differences.length + triage.length;
    if (differing === 0) {
      console.log(`rollups: every count is right (${teams.length} team(s) checked)`);
      return EXIT_OK;
    }
    console.log(
      `rollups: ${differing} count(s) differ; run 'npm run heed -- rollups rebuild${
        input.team === undefined ? '' : ` --team ${input.team}`
      }' to correct them`,
    );
    return EXIT_FAILURE;
  },
});

export const rollupsRebuildCommand = defineCommand({
  name: 'rollups rebuild',
  summary: 'Correct the counts kept at write time from the stored feedback, while the API runs.',
  synopsis: '[--team <slug>]',
  description:
    'Recounts the statistics counts (feedback_rollup) one survey and month at a time, each in a\n' +
    'short transaction, and the triage counts (feedback_triage_count) one team at a time, and\n' +
    'corrects those that differ. Submissions go on meanwhile. Prints every count it changed.',
  ...teamOption,
  database: 'current',
  prepare,
  async run(input, { context }) {
    const { teams, batches, changed, triageChanged } = await rebuildRollups(context(), input);
    for (const difference of changed) console.log(`corrected  ${differenceLine(difference)}`);
    for (const difference of triageChanged) console.log(`corrected  ${triageLine(difference)}`);
    console.log(
      `rollups: ${changed.length + triageChanged.length} count(s) corrected (${teams.length} team(s), ${batches} batch(es))`,
    );
    return EXIT_OK;
  },
});
