import { Migration } from '@mikro-orm/migrations';

/**
 * The insert triggers of `feedback` that update shared counters (`feedback_rollup`,
 * `feedback_triage_count`) replaced by the same triggers under names that fire last: PostgreSQL
 * fires the triggers of one event in the order of their names, and a batch holds the counters it
 * updated until its commit, so a concurrent batch waited on them while the first made its search
 * words and theme matches. Dropped and created in the migration's transaction: no insert runs
 * between them.
 */
export class Migration20261128024127_counters_last extends Migration {
  override name = 'Migration20261128024127_counters_last';

  override up(): void | Promise<void> {
    this.addSql(`drop trigger if exists "feedback_rollup_insert" on "feedback";`);
    this.addSql(`create trigger "feedback_z_rollup_insert" after insert on "feedback"
  referencing new table as new_rows for each statement execute function "feedback_rollup_fn"();`);
    this.addSql(`drop trigger if exists "feedback_triage_count_insert" on "feedback";`);
    this.addSql(`create trigger "feedback_z_triage_count_insert" after insert on "feedback"
  referencing new table as new_rows for each statement
  execute function "feedback_triage_count_fn"();`);
  }
}
