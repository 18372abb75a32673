import { Migration } from '@mikro-orm/migrations';

export class Migration20261125225655_byo_model extends Migration {

  override name = 'Migration20261125225655_byo_model';

  override up(): void | Promise<void> {
    this.addSql(`create table "user_model_connection" ("user_id" uuid not null, "kind" text not null, "base_url" varchar(500) null, "model" varchar(200) not null, "key_ciphertext" bytea null, "key_iv" bytea null, "key_tag" bytea null, "key_hint" varchar(4) null, "last_tested_at" timestamptz null, "last_test_ok" boolean null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("user_id"));`);

    this.addSql(`alter table "project" add "model_source" text not null default 'server';`);
    this.addSql(`alter table "project" add constraint "project_model_source_check" check ("model_source" in ('server', 'user'));`);

    this.addSql(`alter table "document" add "input_tokens" int not null default 0, add "output_tokens" int not null default 0;`);

    this.addSql(`alter table "document_version" add "input_tokens" int not null default 0, add "output_tokens" int not null default 0;`);

    this.addSql(`alter table "user_model_connection" add constraint "user_model_connection_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "user_model_connection" add constraint "user_model_connection_kind_check" check ("kind" in ('openai', 'anthropic'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "user_model_connection" cascade;`);

    this.addSql(`alter table "document" drop column "input_tokens", drop column "output_tokens";`);

    this.addSql(`alter table "document_version" drop column "input_tokens", drop column "output_tokens";`);

    this.addSql(`alter table "project" drop constraint "project_model_source_check";`);
    this.addSql(`alter table "project" drop column "model_source";`);
  }

}
