import { Migration } from '@mikro-orm/migrations';

export class Migration20261122004345_initial extends Migration {

  override name = 'Migration20261122004345_initial';

  override up(): void | Promise<void> {
    this.addSql(`create table "system_setting" ("key" varchar(100) not null, "value" jsonb not null, "updated_at" timestamptz not null, primary key ("key"));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "system_setting" cascade;`);
  }

}
