import { Migration } from '@mikro-orm/migrations';

export class Migration20261122030320_document_version_source extends Migration {

  override name = 'Migration20261122030320_document_version_source';

  override up(): void | Promise<void> {
    this.addSql(`alter table "document_version" add "source" text not null default 'generated', add "created_by_id" uuid null;`);
    this.addSql(`alter table "document_version" add constraint "document_version_created_by_id_foreign" foreign key ("created_by_id") references "app_user" ("id") on delete set null;`);
    this.addSql(`alter table "document_version" add constraint "document_version_source_check" check ("source" in ('generated', 'edit', 'restore', 'section'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "document_version" drop constraint "document_version_created_by_id_foreign";`);

    this.addSql(`alter table "document_version" drop constraint "document_version_source_check";`);
    this.addSql(`alter table "document_version" drop column "source", drop column "created_by_id";`);
  }

}
