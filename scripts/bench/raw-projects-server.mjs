// The baseline of api-throughput.mjs: `GET /api/projects?limit=N` answered by bare `node:http`
// and a `pg` Pool, sending the SAME statements the app sends for that request (captured with
// BENCH_SHOW_SQL=1) and writing the same JSON. It runs in its own process, like the app, so it
// does not share an event loop with autocannon.
// Usage: node raw-projects-server.mjs <database-url>  → prints "listening <port>".
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(path.resolve(import.meta.dirname, '../../server/package.json'));
const pg = require('pg');

const databaseUrl = process.argv[2];
if (!databaseUrl) throw new Error('usage: raw-projects-server.mjs <database-url>');
// The app's MikroORM pool holds at most 10 connections too.
const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });

// What the app sends, statement for statement (session check, one page of projects with progress).
// (session.service.ts liveSessionRole: the session must be live and its user not disabled.)
const SESSION_SQL = `select u.role from auth_session s join app_user u on u.id = s.user_id
  where s.id = $1 and s.user_id = $2 and s.revoked_at is null and s.expires_at >= $3 and u.disabled_at is null limit 1`;
const ARRAYS = ['key_features', 'tech_stack', 'integrations', 'success_metrics', 'platforms', 'user_personas'];
const PROJECTS_SQL = `select id, user_id, name, description, status, ${ARRAYS.map((c) => `array_to_json(${c}) as ${c}`).join(', ')},
  timeline, development_phase, business_goals, settings, model_source, created_at, updated_at,
  (select count(*) from document d where d.project_id = project.id and d.status in ('ready', 'stale'))::int as documents_ready
  from project where user_id = $1 order by created_at desc, id desc limit $2`;

/** The token's claims, unverified: the baseline measures SQL and serialization, not HMAC. */
function claimsOf(header) {
  const token = /^Bearer\s+(\S+)$/i.exec(header ?? '')?.[1];
  if (!token) return null;
  try {
    const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'));
    return typeof payload.sub === 'string' && typeof payload.sid === 'string' ? payload : null;
  } catch {
    return null;
  }
}

const cursorOf = (row) => Buffer.from(`${row.created_at.toISOString()}|${row.id}`, 'utf8').toString('base64url');

function present(row) {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    status: row.status,
    user_id: row.user_id,
    key_features: row.key_features,
    tech_stack: row.tech_stack,
    integrations: row.integrations,
    success_metrics: row.success_metrics,
    timeline: row.timeline,
    development_phase: row.development_phase,
    platforms: row.platforms,
    business_goals: row.business_goals,
    user_personas: row.user_personas,
    settings: row.settings,
    model_source: row.model_source,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    documents_ready: row.documents_ready,
  };
}

function send(res, status, body) {
  const json = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(json) });
  res.end(json);
}

async function listProjects(req, res, url) {
  const claims = claimsOf(req.headers.authorization);
  const live = claims && (await pool.query(SESSION_SQL, [claims.sid, claims.sub, new Date()])).rows.length > 0;
  if (!live) {
    send(res, 401, { status: 'error', code: 'UNAUTHENTICATED', message: 'Authentication required' });
    return;
  }
  const first = Number(url.searchParams.get('limit') ?? 20);
  const rows = (await pool.query(PROJECTS_SQL, [claims.sub, first + 1])).rows;
  const hasMore = rows.length > first;
  const items = hasMore ? rows.slice(0, first) : rows;
  const last = items.at(-1);
  send(res, 200, {
    status: 'success',
    data: items.map(present),
    pagination: { next_cursor: hasMore && last ? cursorOf(last) : null, has_more: hasMore },
  });
}

const server = createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://raw');
  if (req.method !== 'GET' || url.pathname !== '/api/projects') {
    send(res, 404, { status: 'error', code: 'NOT_FOUND', message: 'Not found' });
    return;
  }
  listProjects(req, res, url).catch((error) => {
    console.error(error);
    send(res, 500, { status: 'error', code: 'INTERNAL_SERVER_ERROR', message: 'Internal server error' });
  });
});
server.keepAliveTimeout = 65_000;
server.listen(0, '127.0.0.1', () => console.log(`listening ${server.address().port}`));
// An idle client's error (the database going away at the end of a run) is reported, not fatal.
pool.on('error', (error) => console.error(`raw handler: idle client error: ${error.message}`));
// Stopped by the bench once every round is over: nothing in flight matters any more, and ending
// the pool first only turned requests still being read into "pool after end" errors.
process.on('SIGTERM', () => process.exit(0));
