import type { TestApp } from '../test-app.js';

// Every table holding a user's data, with the condition that selects one user's rows. Raw SQL,
// so nothing the ORM caches or hides (password hashes, tokens, avatar bytes) escapes the compare.
const tables: [string, string][] = [
  ['app_user', 'id = ?'],
  ['identity', 'user_id = ?'],
  ['auth_session', 'user_id = ?'],
  ['refresh_token', 'session_id in (select id from auth_session where user_id = ?)'],
  ['email_token', 'user_id = ?'],
  ['user_two_factor', 'user_id = ?'],
  ['two_factor_recovery_code', 'user_id = ?'],
  ['two_factor_challenge', 'user_id = ?'],
  ['user_avatar', 'user_id = ?'],
  ['project', 'user_id = ?'],
  ['wizard_response', 'project_id in (select id from project where user_id = ?)'],
  ['brief_version', 'project_id in (select id from project where user_id = ?)'],
  ['document', 'project_id in (select id from project where user_id = ?)'],
  ['spec_item', 'project_id in (select id from project where user_id = ?)'],
  ['spec_link', 'project_id in (select id from project where user_id = ?)'],
  ['spec_basis', 'project_id in (select id from project where user_id = ?)'],
  ['spec_patch', 'project_id in (select id from project where user_id = ?)'],
  ['project_member', 'project_id in (select id from project where user_id = ?)'],
  ['comment', 'project_id in (select id from project where user_id = ?)'],
  ['document_approval', 'document_id in (select d.id from document d join project p on p.id = d.project_id where p.user_id = ?)'],
  ['share_link', 'project_id in (select id from project where user_id = ?)'],
  ['quality_score', 'project_id in (select id from project where user_id = ?)'],
  ['test_run', 'project_id in (select id from project where user_id = ?)'],
  ['test_result', 'project_id in (select id from project where user_id = ?)'],
  ['document_version', 'document_id in (select d.id from document d join project p on p.id = d.project_id where p.user_id = ?)'],
  ['notification', 'user_id = ?'],
  ['personal_access_token', 'user_id = ?'],
  ['activity_event', 'user_id = ?'],
];

export type Snapshot = Record<string, Record<string, string>>;

/**
 * Every row of one user's data: table → row key → the row as JSON. Compared with toEqual, a
 * failure names just the rows that changed (or appeared, or went).
 */
export async function snapshotUser(t: TestApp, userId: string): Promise<Snapshot> {
  const conn = t.db.orm.em.fork().getConnection();
  const snapshot: Snapshot = {};
  for (const [table, where] of tables) {
    const rows: Record<string, unknown>[] = await conn.execute(`select * from "${table}" where ${where} order by 1`, [userId]);
    snapshot[table] = Object.fromEntries(rows.map((row) => [String(Object.values(row)[0]), JSON.stringify(row)]));
  }
  return snapshot;
}
