import { Migration } from '@mikro-orm/migrations';

export class Migration20261127141938_webhook_endpoint_due extends Migration {
  override name = 'Migration20261127141938_webhook_endpoint_due';

  override up(): void | Promise<void> {
    this.addSql(`drop index "webhook_message_due_index";`);
    this.addSql(
      `create index "webhook_message_endpoint_due_index" on "webhook_message" ("endpoint_id", "next_attempt_at") where "status" = 'pending';`,
    );
  }
}
