import { Migration } from '@mikro-orm/migrations';

export class Migration20261126141231_admin_audit_caller extends Migration {

  override name = 'Migration20261126141231_admin_audit_caller';

  override up(): void | Promise<void> {
    this.addSql(`alter table "admin_audit_entry" add "credential" varchar(32) null, add "ip" varchar(64) null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "admin_audit_entry" drop column "credential", drop column "ip";`);
  }

}
