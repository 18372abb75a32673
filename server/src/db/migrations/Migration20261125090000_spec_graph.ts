import { Migration } from '@mikro-orm/migrations';

export class Migration20261125090000_spec_graph extends Migration {

  override name = 'Migration20261125090000_spec_graph';

  override up(): void | Promise<void> {
    this.addSql(`create table "spec_item" ("id" uuid not null, "project_id" uuid not null, "item_id" varchar(24) not null, "kind" text not null, "title" text not null, "statement" text not null, "status" text not null default 'active', "source" varchar(120) not null, "fields" jsonb not null, "position" int not null, "updated_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`alter table "spec_item" add constraint "spec_item_project_id_item_id_unique" unique ("project_id", "item_id");`);
    this.addSql(`alter table "spec_item" add constraint "spec_item_kind_check" check ("kind" in ('persona', 'journey', 'requirement', 'criterion', 'nfr', 'metric', 'entity', 'decision', 'integration', 'risk', 'question', 'task', 'milestone'));`);
    this.addSql(`alter table "spec_item" add constraint "spec_item_status_check" check ("status" in ('active', 'superseded'));`);
    this.addSql(`alter table "spec_item" add constraint "spec_item_project_id_foreign" foreign key ("project_id") references "project" ("id") on delete cascade;`);

    this.addSql(`create table "spec_link" ("id" uuid not null, "project_id" uuid not null, "from_id" varchar(24) not null, "kind" text not null, "to_id" varchar(24) not null, "position" int not null, primary key ("id"));`);
    this.addSql(`create index "spec_link_project_id_from_id_index" on "spec_link" ("project_id", "from_id");`);
    this.addSql(`alter table "spec_link" add constraint "spec_link_kind_check" check ("kind" in ('needs', 'verified_by', 'measured_by', 'uses', 'built_by', 'serves', 'depends_on', 'integrates', 'due_in', 'supports', 'performed_by', 'relates_to', 'concerns'));`);
    this.addSql(`alter table "spec_link" add constraint "spec_link_project_id_foreign" foreign key ("project_id") references "project" ("id") on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "spec_link" cascade;`);
    this.addSql(`drop table if exists "spec_item" cascade;`);
  }

}
