import { Migration } from '@mikro-orm/migrations';

export class Migration20261126174000_version_base_note extends Migration {

  override name = 'Migration20261126174000_version_base_note';

  override up(): void | Promise<void> {
    this.addSql(`alter table "document_version" add "base" text null, add "note" varchar(300) null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "document_version" drop column "base", drop column "note";`);
  }

}
