import { Migration } from '@mikro-orm/migrations';

export class Migration20261125193717_living_spec extends Migration {

  override name = 'Migration20261125193717_living_spec';

  override up(): void | Promise<void> {
    this.addSql(`create table "spec_patch" ("id" uuid not null, "project_id" uuid not null, "created_by_id" uuid null, "status" text not null default 'open', "graph" jsonb not null, "facts" jsonb not null, "brief_hash" varchar(64) not null, "summary" jsonb not null, "documents" jsonb not null, "hunks" jsonb not null, "graph_saved" boolean not null default false, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "spec_patch_project_id_status_index" on "spec_patch" ("project_id", "status");`);

    this.addSql(`create table "spec_basis" ("project_id" uuid not null, "facts" jsonb not null, "updated_at" timestamptz not null, primary key ("project_id"));`);

    this.addSql(`alter table "spec_patch" add constraint "spec_patch_project_id_foreign" foreign key ("project_id") references "project" ("id") on delete cascade;`);
    this.addSql(`alter table "spec_patch" add constraint "spec_patch_created_by_id_foreign" foreign key ("created_by_id") references "app_user" ("id") on delete set null;`);
    this.addSql(`alter table "spec_patch" add constraint "spec_patch_status_check" check ("status" in ('open', 'applied', 'discarded'));`);

    this.addSql(`alter table "spec_basis" add constraint "spec_basis_project_id_foreign" foreign key ("project_id") references "project" ("id") on update cascade on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "spec_patch" cascade;`);
    this.addSql(`drop table if exists "spec_basis" cascade;`);
  }

}
