import { Migration } from '@mikro-orm/migrations';

export class Migration20261125200631_quality_score extends Migration {

  override name = 'Migration20261125200631_quality_score';

  override up(): void | Promise<void> {
    this.addSql(`create table "quality_score" ("id" uuid not null, "project_id" uuid not null, "score" int not null, "dimensions" jsonb not null, "basis" varchar(64) not null, "created_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "quality_score_project_id_created_at_index" on "quality_score" ("project_id", "created_at");`);

    this.addSql(`alter table "quality_score" add constraint "quality_score_project_id_foreign" foreign key ("project_id") references "project" ("id") on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "quality_score" cascade;`);
  }

}
