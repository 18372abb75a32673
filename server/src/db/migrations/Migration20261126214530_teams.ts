import { Migration } from '@mikro-orm/migrations';

export class Migration20261126214530_teams extends Migration {

  override name = 'Migration20261126214530_teams';

  override up(): void | Promise<void> {
    this.addSql(`create table "share_link" ("id" uuid not null, "project_id" uuid not null, "token_hash" varchar(64) not null, "created_by_id" uuid null, "created_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`alter table "share_link" add constraint "share_link_token_hash_unique" unique ("token_hash");`);
    this.addSql(`create index "share_link_project_id_index" on "share_link" ("project_id");`);

    this.addSql(`create table "project_member" ("id" uuid not null, "project_id" uuid not null, "user_id" uuid null, "email" varchar(254) not null, "role" text not null, "token_hash" varchar(64) not null, "expires_at" timestamptz not null, "invited_by_id" uuid null, "accepted_at" timestamptz null, "created_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`alter table "project_member" add constraint "project_member_token_hash_unique" unique ("token_hash");`);
    this.addSql(`create index "project_member_user_id_index" on "project_member" ("user_id");`);
    this.addSql(`alter table "project_member" add constraint "project_member_project_id_email_unique" unique ("project_id", "email");`);
    this.addSql(`alter table "project_member" add constraint "project_member_project_id_user_id_unique" unique ("project_id", "user_id");`);

    this.addSql(`alter table "share_link" add constraint "share_link_project_id_foreign" foreign key ("project_id") references "project" ("id") on delete cascade;`);
    this.addSql(`alter table "share_link" add constraint "share_link_created_by_id_foreign" foreign key ("created_by_id") references "app_user" ("id") on delete set null;`);

    this.addSql(`alter table "project_member" add constraint "project_member_project_id_foreign" foreign key ("project_id") references "project" ("id") on delete cascade;`);
    this.addSql(`alter table "project_member" add constraint "project_member_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on delete cascade;`);
    this.addSql(`alter table "project_member" add constraint "project_member_invited_by_id_foreign" foreign key ("invited_by_id") references "app_user" ("id") on delete set null;`);
    this.addSql(`alter table "project_member" add constraint "project_member_role_check" check ("role" in ('editor', 'reviewer', 'viewer'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "share_link" cascade;`);
    this.addSql(`drop table if exists "project_member" cascade;`);
  }

}
