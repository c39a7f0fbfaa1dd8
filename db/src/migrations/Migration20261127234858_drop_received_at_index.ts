import { Migration } from '@mikro-orm/migrations';

/**
 * Drops `feedback_received_at_index` (arrival alone, across every team). Its only reader was the
 * retention job, which now walks each team's own time index. Every read is scoped to one team, but
 * the planner still chose this index for a survey's reads over a period: it read every team's and
 * survey's items in the period and threw most of them away, where the survey index reads only
 * the survey's. Dropping it also saves one index entry per stored item.
 */
export class Migration20261127234858_drop_received_at_index extends Migration {
  override name = 'Migration20261127234858_drop_received_at_index';

  override up(): void | Promise<void> {
    this.addSql(`drop index if exists "feedback_received_at_index";`);
  }
}
