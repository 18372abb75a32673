import { Migration } from '@mikro-orm/migrations';

/**
 * Live presence and project change notices. `project_presence` holds one row per project, user
 * and server instance while that user has the project open there (refreshed by the instance's
 * heartbeat; rows of a dead instance expire). Triggers tell every instance, through NOTIFY on
 * `specforge_project_changes`, that a project's presence, members, comments or document versions
 * changed: whichever code path (REST, GraphQL, MCP, the worker, a cascade) made the change, and
 * only once it is committed.
 */
export class Migration20261127013000_presence extends Migration {
  override name = 'Migration20261127013000_presence';

  override up(): void | Promise<void> {
    this.addSql(`create table "project_presence" ("project_id" uuid not null, "user_id" uuid not null, "instance_id" uuid not null, "since" timestamptz not null, "seen_at" timestamptz not null, primary key ("project_id", "user_id", "instance_id"));`);
    this.addSql(`create index "project_presence_seen_at_index" on "project_presence" ("seen_at");`);
    this.addSql(`alter table "project_presence" add constraint "project_presence_project_id_foreign" foreign key ("project_id") references "project" ("id") on delete cascade;`);
    this.addSql(`alter table "project_presence" add constraint "project_presence_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on delete cascade;`);

    // Ids only on the wire; identical notices in one transaction reach listeners once.
    this.addSql(`create function "specforge_project_changed"() returns trigger language plpgsql as $fn$
declare
  r jsonb := to_jsonb(case when TG_OP = 'DELETE' then OLD else NEW end);
  kind text := TG_ARGV[0];
  pid uuid;
  did uuid;
begin
  if kind = 'documents' then
    did := (r->>'document_id')::uuid;
    select d.project_id into pid from "document" d where d.id = did;
  else
    pid := (r->>'project_id')::uuid;
  end if;
  if pid is not null then
    perform pg_notify('specforge_project_changes', json_build_object('projectId', pid, 'kind', kind, 'documentId', did)::text);
  end if;
  return null;
end
$fn$;`);
    // Heartbeats update `seen_at`: only arrivals and departures are news.
    this.addSql(`create trigger "project_presence_changed" after insert or delete on "project_presence" for each row execute function "specforge_project_changed"('presence');`);
    this.addSql(`create trigger "project_member_changed" after insert or update or delete on "project_member" for each row execute function "specforge_project_changed"('members');`);
    this.addSql(`create trigger "comment_changed" after insert or update or delete on "comment" for each row execute function "specforge_project_changed"('comments');`);
    this.addSql(`create trigger "document_version_changed" after insert on "document_version" for each row execute function "specforge_project_changed"('documents');`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop trigger if exists "document_version_changed" on "document_version";`);
    this.addSql(`drop trigger if exists "comment_changed" on "comment";`);
    this.addSql(`drop trigger if exists "project_member_changed" on "project_member";`);
    this.addSql(`drop table if exists "project_presence" cascade;`);
    this.addSql(`drop function if exists "specforge_project_changed"();`);
  }
}
