import { Migration } from '@mikro-orm/migrations';

export class Migration20261122021745_documents extends Migration {

  override name = 'Migration20261122021745_documents';

  override up(): void | Promise<void> {
    this.addSql(`create table "document" ("id" uuid not null, "project_id" uuid not null, "type" text not null, "title" varchar(200) not null default '', "content" text not null default '', "structured" jsonb null, "status" text not null default 'queued', "version" int not null default 0, "generator" varchar(200) null, "error" text null, "progress" int not null default 0, "current_section" varchar(200) null, "job_id" uuid null, "generated_at" timestamptz null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "document_status_index" on "document" ("status");`);
    this.addSql(`alter table "document" add constraint "document_project_id_type_unique" unique ("project_id", "type");`);

    this.addSql(`create table "document_version" ("id" uuid not null, "document_id" uuid not null, "version" int not null, "title" varchar(200) not null, "content" text not null, "structured" jsonb null, "generator" varchar(200) not null, "created_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`alter table "document_version" add constraint "document_version_document_id_version_unique" unique ("document_id", "version");`);

    this.addSql(`alter table "document" add constraint "document_project_id_foreign" foreign key ("project_id") references "project" ("id") on delete cascade;`);
    this.addSql(`alter table "document" add constraint "document_type_check" check ("type" in ('prd', 'implementation_plan', 'feature_breakdown', 'user_flows', 'technical_architecture', 'roadmap'));`);
    this.addSql(`alter table "document" add constraint "document_status_check" check ("status" in ('queued', 'generating', 'ready', 'failed', 'cancelled', 'stale'));`);

    this.addSql(`alter table "document_version" add constraint "document_version_document_id_foreign" foreign key ("document_id") references "document" ("id") on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "document_version" drop constraint "document_version_document_id_foreign";`);

    this.addSql(`drop table if exists "document" cascade;`);
    this.addSql(`drop table if exists "document_version" cascade;`);
  }

}
