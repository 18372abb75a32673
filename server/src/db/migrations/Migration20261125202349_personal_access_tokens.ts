import { Migration } from '@mikro-orm/migrations';

export class Migration20261125202349_personal_access_tokens extends Migration {

  override name = 'Migration20261125202349_personal_access_tokens';

  override up(): void | Promise<void> {
    this.addSql(`create table "personal_access_token" ("id" uuid not null, "user_id" uuid not null, "name" varchar(100) not null, "token_hash" varchar(64) not null, "prefix" varchar(16) not null, "scope" text not null, "expires_at" timestamptz null, "last_used_at" timestamptz null, "revoked_at" timestamptz null, "created_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`alter table "personal_access_token" add constraint "personal_access_token_token_hash_unique" unique ("token_hash");`);
    this.addSql(`create index "personal_access_token_user_id_created_at_index" on "personal_access_token" ("user_id", "created_at");`);

    this.addSql(`alter table "personal_access_token" add constraint "personal_access_token_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on delete cascade;`);
    this.addSql(`alter table "personal_access_token" add constraint "personal_access_token_scope_check" check ("scope" in ('read', 'read-write'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "personal_access_token" cascade;`);
  }

}
