import { Migration } from '@mikro-orm/migrations';

export class Migration20261126220143_comments_approvals extends Migration {

  override name = 'Migration20261126220143_comments_approvals';

  override up(): void | Promise<void> {
    this.addSql(`create table "document_approval" ("id" uuid not null, "document_id" uuid not null, "version" int not null, "user_id" uuid not null, "decision" text not null, "note" text not null default '', "created_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`alter table "document_approval" add constraint "document_approval_document_id_version_user_id_unique" unique ("document_id", "version", "user_id");`);

    this.addSql(`create table "comment" ("id" uuid not null, "project_id" uuid not null, "target" varchar(300) not null, "parent_id" uuid null, "author_id" uuid not null, "body" text not null, "resolved" boolean not null default false, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "comment_project_id_target_created_at_index" on "comment" ("project_id", "target", "created_at");`);

    this.addSql(`alter table "document_approval" add constraint "document_approval_document_id_foreign" foreign key ("document_id") references "document" ("id") on delete cascade;`);
    this.addSql(`alter table "document_approval" add constraint "document_approval_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on delete cascade;`);
    this.addSql(`alter table "document_approval" add constraint "document_approval_decision_check" check ("decision" in ('approve', 'request_changes'));`);

    this.addSql(`alter table "comment" add constraint "comment_project_id_foreign" foreign key ("project_id") references "project" ("id") on delete cascade;`);
    this.addSql(`alter table "comment" add constraint "comment_parent_id_foreign" foreign key ("parent_id") references "comment" ("id") on delete cascade;`);
    this.addSql(`alter table "comment" add constraint "comment_author_id_foreign" foreign key ("author_id") references "app_user" ("id") on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "comment" drop constraint "comment_parent_id_foreign";`);

    this.addSql(`drop table if exists "document_approval" cascade;`);
    this.addSql(`drop table if exists "comment" cascade;`);
  }

}
