import { Migration } from '@mikro-orm/migrations';

export class Migration20261126152543_two_factor extends Migration {

  override name = 'Migration20261126152543_two_factor';

  override up(): void | Promise<void> {
    this.addSql(`create table "two_factor_recovery_code" ("id" uuid not null, "user_id" uuid not null, "code_hash" varchar(64) not null, "used_at" timestamptz null, "created_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "two_factor_recovery_code_user_id_index" on "two_factor_recovery_code" ("user_id");`);

    this.addSql(`create table "two_factor_challenge" ("id" uuid not null, "user_id" uuid not null, "token_hash" varchar(64) not null, "failures" int not null default 0, "expires_at" timestamptz not null, "consumed_at" timestamptz null, "created_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "two_factor_challenge_user_id_index" on "two_factor_challenge" ("user_id");`);
    this.addSql(`alter table "two_factor_challenge" add constraint "two_factor_challenge_token_hash_unique" unique ("token_hash");`);

    this.addSql(`create table "user_two_factor" ("user_id" uuid not null, "secret_ciphertext" bytea not null, "secret_iv" bytea not null, "secret_tag" bytea not null, "enabled_at" timestamptz null, "last_used_step" int null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("user_id"));`);

    this.addSql(`alter table "app_user" add "two_factor_enabled" boolean not null default false;`);

    this.addSql(`alter table "two_factor_recovery_code" add constraint "two_factor_recovery_code_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on delete cascade;`);

    this.addSql(`alter table "two_factor_challenge" add constraint "two_factor_challenge_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on delete cascade;`);

    this.addSql(`alter table "user_two_factor" add constraint "user_two_factor_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on update cascade on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "two_factor_recovery_code" cascade;`);
    this.addSql(`drop table if exists "two_factor_challenge" cascade;`);
    this.addSql(`drop table if exists "user_two_factor" cascade;`);

    this.addSql(`alter table "app_user" drop column "two_factor_enabled";`);
  }

}
