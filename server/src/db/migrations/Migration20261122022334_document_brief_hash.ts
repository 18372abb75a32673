import { Migration } from '@mikro-orm/migrations';

export class Migration20261122022334_document_brief_hash extends Migration {

  override name = 'Migration20261122022334_document_brief_hash';

  override up(): void | Promise<void> {
    this.addSql(`alter table "document" add "brief_hash" varchar(64) null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "document" drop column "brief_hash";`);
  }

}
