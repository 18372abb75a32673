import { Migration } from '@mikro-orm/migrations';

export class Migration20261126213749_test_results extends Migration {

  override name = 'Migration20261126213749_test_results';

  override up(): void | Promise<void> {
    this.addSql(`create table "test_run" ("id" uuid not null, "project_id" uuid not null, "commit" varchar(80) null, "branch" varchar(200) null, "tests" int not null, "passed" int not null, "failed" int not null, "skipped" int not null, "unmatched_tests" int not null, "unknown_ids" jsonb not null, "created_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "test_run_project_id_created_at_index" on "test_run" ("project_id", "created_at");`);

    this.addSql(`create table "test_result" ("id" uuid not null, "run_id" uuid not null, "project_id" uuid not null, "criterion_id" varchar(24) not null, "status" text not null, "tests" jsonb not null, "text_hash" varchar(64) null, "created_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "test_result_project_id_criterion_id_created_at_index" on "test_result" ("project_id", "criterion_id", "created_at");`);

    this.addSql(`alter table "test_run" add constraint "test_run_project_id_foreign" foreign key ("project_id") references "project" ("id") on delete cascade;`);

    this.addSql(`alter table "test_result" add constraint "test_result_run_id_foreign" foreign key ("run_id") references "test_run" ("id") on delete cascade;`);
    this.addSql(`alter table "test_result" add constraint "test_result_project_id_foreign" foreign key ("project_id") references "project" ("id") on delete cascade;`);
    this.addSql(`alter table "test_result" add constraint "test_result_status_check" check ("status" in ('passed', 'failed', 'skipped'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "test_result" drop constraint "test_result_run_id_foreign";`);

    this.addSql(`drop table if exists "test_run" cascade;`);
    this.addSql(`drop table if exists "test_result" cascade;`);
  }

}
