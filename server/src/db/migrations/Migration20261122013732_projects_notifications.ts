import { Migration } from '@mikro-orm/migrations';

export class Migration20261122013732_projects_notifications extends Migration {

  override name = 'Migration20261122013732_projects_notifications';

  override up(): void | Promise<void> {
    this.addSql(`create table "project" ("id" uuid not null, "user_id" uuid not null, "name" varchar(200) not null, "description" text not null default '', "status" text not null default 'active', "key_features" text[] not null, "tech_stack" text[] not null, "integrations" text[] not null, "success_metrics" text[] not null, "platforms" text[] not null, "user_personas" text[] not null, "timeline" varchar(100) not null default '', "development_phase" varchar(100) not null default '', "business_goals" text not null default '', "settings" jsonb not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "project_user_id_created_at_index" on "project" ("user_id", "created_at");`);

    this.addSql(`create table "notification" ("id" uuid not null, "user_id" uuid not null, "title" varchar(200) not null, "message" text not null, "type" text not null default 'info', "read" boolean not null default false, "action_url" varchar(2048) null, "action_label" varchar(100) null, "created_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "notification_user_id_created_at_index" on "notification" ("user_id", "created_at");`);

    this.addSql(`create table "activity_event" ("id" uuid not null, "user_id" uuid not null, "activity_type" text not null, "entity_id" uuid null, "entity_type" text null, "created_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "activity_event_user_id_activity_type_created_at_index" on "activity_event" ("user_id", "activity_type", "created_at");`);

    this.addSql(`create table "user_avatar" ("user_id" uuid not null, "content_type" varchar(50) not null, "data" bytea not null, "updated_at" timestamptz not null, primary key ("user_id"));`);

    this.addSql(`create table "wizard_response" ("id" uuid not null, "project_id" uuid not null, "section_id" text not null, "responses" jsonb not null, "completed" boolean not null default true, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`alter table "wizard_response" add constraint "wizard_response_project_id_section_id_unique" unique ("project_id", "section_id");`);

    this.addSql(`alter table "project" add constraint "project_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on delete cascade;`);
    this.addSql(`alter table "project" add constraint "project_status_check" check ("status" in ('draft', 'active', 'completed', 'archived'));`);

    this.addSql(`alter table "notification" add constraint "notification_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on delete cascade;`);
    this.addSql(`alter table "notification" add constraint "notification_type_check" check ("type" in ('success', 'info', 'warning', 'error'));`);

    this.addSql(`alter table "activity_event" add constraint "activity_event_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on delete cascade;`);
    this.addSql(`alter table "activity_event" add constraint "activity_event_activity_type_check" check ("activity_type" in ('USER_ACTIVE', 'PROJECT_CREATE', 'DOCUMENT_CREATE'));`);
    this.addSql(`alter table "activity_event" add constraint "activity_event_entity_type_check" check ("entity_type" in ('project', 'document'));`);

    this.addSql(`alter table "user_avatar" add constraint "user_avatar_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "wizard_response" add constraint "wizard_response_project_id_foreign" foreign key ("project_id") references "project" ("id") on delete cascade;`);
    this.addSql(`alter table "wizard_response" add constraint "wizard_response_section_id_check" check ("section_id" in ('project_info', 'product_details', 'target_audience', 'tech_stack', 'features', 'deployment'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "wizard_response" drop constraint "wizard_response_project_id_foreign";`);

    this.addSql(`drop table if exists "project" cascade;`);
    this.addSql(`drop table if exists "notification" cascade;`);
    this.addSql(`drop table if exists "activity_event" cascade;`);
    this.addSql(`drop table if exists "user_avatar" cascade;`);
    this.addSql(`drop table if exists "wizard_response" cascade;`);
  }

}
