import { Migration } from '@mikro-orm/migrations';

/**
 * Only `viewer`, `editor` and `admin` may be stored as a group mapping's role. `not valid`: rows
 * already there are not checked, so a stray value cannot stop the API from starting; such a
 * mapping grants no access.
 */
export class Migration20261123183810_group_mapping_role_check extends Migration {
  override name = 'Migration20261123183810_group_mapping_role_check';

  override up(): void | Promise<void> {
    this.addSql(
      `alter table "group_mapping" add constraint "group_mapping_role_check" check (role in ('viewer', 'editor', 'admin')) not valid;`,
    );
  }
}
