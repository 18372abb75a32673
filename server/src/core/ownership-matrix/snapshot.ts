import type { TestApp } from '../../test/test-app.js';

// Every table holding a user's data, with the condition that selects one user's rows. Raw SQL,
// so nothing the ORM caches or hides (password hashes, tokens, avatar bytes) escapes the compare.
const tables: [string, string][] = [
  ['app_user', 'id = ?'],
  ['identity', 'user_id = ?'],
  ['auth_session', 'user_id = ?'],
  ['refresh_token', 'session_id in (select id from auth_session where user_id = ?)'],
  ['email_token', 'user_id = ?'],
  ['user_avatar', 'user_id = ?'],
  ['project', 'user_id = ?'],
  ['wizard_response', 'project_id in (select id from project where user_id = ?)'],
  ['document', 'project_id in (select id from project where user_id = ?)'],
  ['document_version', 'document_id in (select d.id from document d join project p on p.id = d.project_id where p.user_id = ?)'],
  ['notification', 'user_id = ?'],
  ['activity_event', 'user_id = ?'],
];

/** Every row of one user's data, as one comparable string (plus row counts, for readable diffs). */
export async function snapshotUser(t: TestApp, userId: string): Promise<{ counts: Record<string, number>; rows: string }> {
  const conn = t.db.orm.em.fork().getConnection();
  const counts: Record<string, number> = {};
  const all: Record<string, unknown[]> = {};
  for (const [table, where] of tables) {
    const rows = await conn.execute(`select * from "${table}" where ${where} order by 1`, [userId]);
    counts[table] = rows.length;
    all[table] = rows;
  }
  return { counts, rows: JSON.stringify(all) };
}
