import { Migration } from '@mikro-orm/migrations';

export class Migration20261123142509_admin extends Migration {

  override name = 'Migration20261123142509_admin';

  override up(): void | Promise<void> {
    this.addSql(`create table "admin_audit_entry" ("id" uuid not null, "actor_id" uuid null, "actor_email" varchar(320) not null, "action" text not null, "target_type" text not null, "target_id" uuid not null, "details" jsonb not null, "created_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "admin_audit_entry_created_at_index" on "admin_audit_entry" ("created_at");`);
    this.addSql(`create index "admin_audit_entry_target_type_target_id_index" on "admin_audit_entry" ("target_type", "target_id");`);

    this.addSql(`alter table "app_user" add "disabled_at" timestamptz null;`);

    this.addSql(`alter table "admin_audit_entry" add constraint "admin_audit_entry_actor_id_foreign" foreign key ("actor_id") references "app_user" ("id") on delete set null;`);
    this.addSql(`alter table "admin_audit_entry" add constraint "admin_audit_entry_action_check" check ("action" in ('user.disable', 'user.enable', 'user.role', 'user.password_reset', 'user.delete', 'job.retry', 'job.cancel'));`);
    this.addSql(`alter table "admin_audit_entry" add constraint "admin_audit_entry_target_type_check" check ("target_type" in ('user', 'document'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "admin_audit_entry" cascade;`);

    this.addSql(`alter table "app_user" drop column "disabled_at";`);
  }

}
