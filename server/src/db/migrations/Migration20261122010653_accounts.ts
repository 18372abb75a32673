import { Migration } from '@mikro-orm/migrations';

export class Migration20261122010653_accounts extends Migration {

  override name = 'Migration20261122010653_accounts';

  override up(): void | Promise<void> {
    this.addSql(`create table "dev_mail_message" ("id" uuid not null, "to" varchar(320) not null, "subject" varchar(300) not null, "text" text not null, "html" text not null, "created_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "dev_mail_message_to_index" on "dev_mail_message" ("to");`);

    this.addSql(`create table "app_user" ("id" uuid not null, "email" varchar(320) not null, "password_hash" varchar(255) null, "first_name" varchar(100) not null default '', "last_name" varchar(100) not null default '', "job_title" varchar(100) not null default '', "company" varchar(100) not null default '', "location" varchar(100) not null default '', "phone_number" varchar(30) not null default '', "bio" text not null default '', "avatar_url" varchar(2048) null, "role" text not null default 'user', "notification_preferences" jsonb not null, "email_confirmed_at" timestamptz null, "last_sign_in_at" timestamptz null, "last_active_at" timestamptz null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`alter table "app_user" add constraint "app_user_email_unique" unique ("email");`);

    this.addSql(`create table "auth_session" ("id" uuid not null, "user_id" uuid not null, "user_agent" varchar(512) null, "created_at" timestamptz not null, "last_refreshed_at" timestamptz null, "expires_at" timestamptz not null, "revoked_at" timestamptz null, "revoked_reason" varchar(50) null, primary key ("id"));`);
    this.addSql(`create index "auth_session_user_id_index" on "auth_session" ("user_id");`);

    this.addSql(`create table "refresh_token" ("id" uuid not null, "session_id" uuid not null, "token_hash" varchar(64) not null, "created_at" timestamptz not null, "used_at" timestamptz null, primary key ("id"));`);
    this.addSql(`create index "refresh_token_session_id_index" on "refresh_token" ("session_id");`);
    this.addSql(`alter table "refresh_token" add constraint "refresh_token_token_hash_unique" unique ("token_hash");`);

    this.addSql(`create table "identity" ("id" uuid not null, "user_id" uuid not null, "provider" text not null, "provider_user_id" varchar(320) not null, "email" varchar(320) null, "created_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "identity_user_id_index" on "identity" ("user_id");`);
    this.addSql(`alter table "identity" add constraint "identity_provider_provider_user_id_unique" unique ("provider", "provider_user_id");`);

    this.addSql(`create table "email_token" ("id" uuid not null, "user_id" uuid not null, "purpose" text not null, "token_hash" varchar(64) not null, "expires_at" timestamptz not null, "used_at" timestamptz null, "created_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "email_token_user_id_index" on "email_token" ("user_id");`);
    this.addSql(`alter table "email_token" add constraint "email_token_token_hash_unique" unique ("token_hash");`);

    this.addSql(`alter table "app_user" add constraint "app_user_role_check" check ("role" in ('user', 'admin'));`);

    this.addSql(`alter table "auth_session" add constraint "auth_session_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on delete cascade;`);

    this.addSql(`alter table "refresh_token" add constraint "refresh_token_session_id_foreign" foreign key ("session_id") references "auth_session" ("id") on delete cascade;`);

    this.addSql(`alter table "identity" add constraint "identity_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on delete cascade;`);
    this.addSql(`alter table "identity" add constraint "identity_provider_check" check ("provider" in ('email', 'google'));`);

    this.addSql(`alter table "email_token" add constraint "email_token_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on delete cascade;`);
    this.addSql(`alter table "email_token" add constraint "email_token_purpose_check" check ("purpose" in ('verify_email', 'reset_password'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "auth_session" drop constraint "auth_session_user_id_foreign";`);
    this.addSql(`alter table "identity" drop constraint "identity_user_id_foreign";`);
    this.addSql(`alter table "email_token" drop constraint "email_token_user_id_foreign";`);
    this.addSql(`alter table "refresh_token" drop constraint "refresh_token_session_id_foreign";`);

    this.addSql(`drop table if exists "dev_mail_message" cascade;`);
    this.addSql(`drop table if exists "app_user" cascade;`);
    this.addSql(`drop table if exists "auth_session" cascade;`);
    this.addSql(`drop table if exists "refresh_token" cascade;`);
    this.addSql(`drop table if exists "identity" cascade;`);
    this.addSql(`drop table if exists "email_token" cascade;`);
  }

}
