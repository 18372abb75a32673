import { Migration } from '@mikro-orm/migrations';

export class Migration20261126181648_run_notices extends Migration {

  override name = 'Migration20261126181648_run_notices';

  override up(): void | Promise<void> {
    this.addSql(`alter table "app_user" add "per_document_notices" boolean not null default false;`);

    this.addSql(`alter table "document" add "announced" boolean not null default true;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "app_user" drop column "per_document_notices";`);

    this.addSql(`alter table "document" drop column "announced";`);
  }

}
