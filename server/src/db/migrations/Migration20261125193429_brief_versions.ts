import { Migration } from '@mikro-orm/migrations';

export class Migration20261125193429_brief_versions extends Migration {

  override name = 'Migration20261125193429_brief_versions';

  override up(): void | Promise<void> {
    this.addSql(`create table "brief_version" ("id" uuid not null, "project_id" uuid not null, "version" int not null, "user_id" uuid null, "changed_fields" text[] not null, "snapshot" jsonb not null, "created_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`alter table "brief_version" add constraint "brief_version_project_id_version_unique" unique ("project_id", "version");`);

    this.addSql(`alter table "project" add "brief_version" int not null default 0;`);

    this.addSql(`alter table "brief_version" add constraint "brief_version_project_id_foreign" foreign key ("project_id") references "project" ("id") on delete cascade;`);
    this.addSql(`alter table "brief_version" add constraint "brief_version_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on delete set null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "brief_version" cascade;`);

    this.addSql(`alter table "project" drop column "brief_version";`);
  }

}
