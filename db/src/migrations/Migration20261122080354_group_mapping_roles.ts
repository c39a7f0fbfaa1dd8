import { Migration } from '@mikro-orm/migrations';

export class Migration20261122080354_group_mapping_roles extends Migration {
  override name = 'Migration20261122080354_group_mapping_roles';

  override up(): void | Promise<void> {
    this.addSql(`alter table "group_mapping" add "role" varchar(10) not null default 'admin';`);
  }
}
