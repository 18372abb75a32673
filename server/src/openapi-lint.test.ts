import { execFile } from 'node:child_process';
import { copyFile, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operationIdOf } from './core/openapi/operation-id.js';
import { createTestApp, type TestApp } from './test/test-app.js';

/**
 * Redocly CLI (@redocly/cli, pinned in package.json) lints the OpenAPI document the server
 * serves, with the committed server/redocly.yaml (recommended ruleset) and its ignore file.
 */

const run = promisify(execFile);
const require = createRequire(import.meta.url);
const REDOCLY_BIN = join(dirname(require.resolve('@redocly/cli/package.json')), 'bin/cli.js');
const SERVER_DIR = join(dirname(fileURLToPath(import.meta.url)), '..');
const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

interface Operation {
  operationId?: string;
  security?: Record<string, string[]>[];
  responses: Record<string, unknown>;
}
interface OpenApi {
  paths: Record<string, Partial<Record<(typeof METHODS)[number], Operation>>>;
}
interface Problem {
  ruleId: string;
  severity: 'error' | 'warn';
  message: string;
  location: { pointer: string }[];
  ignored?: boolean;
}

let t: TestApp;
let doc: OpenApi;
const operations = () => Object.entries(doc.paths).flatMap(([path, item]) => METHODS.filter((m) => item[m]).map((method) => ({ method, path, op: item[method]! })));

beforeAll(async () => {
  t = await createTestApp();
  doc = (await request(t.app).get('/api/openapi.json').expect(200)).body as OpenApi;
}, 120_000);
afterAll(async () => {
  await t.close();
});

async function redoclyLint(document: unknown): Promise<Problem[]> {
  const dir = await mkdtemp(join(tmpdir(), 'redocly-'));
  try {
    await writeFile(join(dir, 'openapi.json'), JSON.stringify(document));
    await copyFile(join(SERVER_DIR, 'redocly.yaml'), join(dir, 'redocly.yaml'));
    await copyFile(join(SERVER_DIR, '.redocly.lint-ignore.yaml'), join(dir, '.redocly.lint-ignore.yaml'));
    // Exit code 1 when errors are found: the JSON report is on stdout either way.
    const { stdout } = await run(process.execPath, [REDOCLY_BIN, 'lint', 'openapi.json', '--config', 'redocly.yaml', '--format', 'json', '--max-problems', '1000'], {
      cwd: dir,
      timeout: 60_000,
      maxBuffer: 16 * 1024 * 1024,
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
    }).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }));
    return (JSON.parse(stdout) as { problems: Problem[] }).problems;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

describe('the OpenAPI document under Redocly CLI', () => {
  it('has no error and no warning on the recommended ruleset (the ignored findings are justified in .redocly.lint-ignore.yaml)', async () => {
    const problems = (await redoclyLint(doc)).filter((p) => !p.ignored);
    expect(problems.map((p) => `${p.severity} ${p.ruleId} ${p.location[0]?.pointer}: ${p.message}`)).toEqual([]);
  }, 90_000);

  it('reports what it should: an operation without security or operationId, and a new ambiguous path', async () => {
    const broken = structuredClone(doc) as OpenApi & Record<string, unknown>;
    delete broken.paths['/projects']!.get!.security;
    delete broken.paths['/projects']!.post!.operationId;
    broken.paths['/projects/mine/{id}'] = { get: { operationId: 'getMine', security: [], responses: { 200: { description: 'ok' }, 400: { description: 'bad' } } } };
    const found = (await redoclyLint(broken)).filter((p) => !p.ignored).map((p) => `${p.severity} ${p.ruleId} ${p.location[0]?.pointer}`);
    expect(found).toEqual(expect.arrayContaining(['error security-defined #/paths/~1projects/get', 'error operation-operationId #/paths/~1projects/post/operationId', 'warn no-ambiguous-paths #/paths/~1projects~1mine~1{id}']));
  }, 90_000);
});

describe('operation ids', () => {
  it('names every operation by the one rule, uniquely', () => {
    const ops = operations();
    expect(ops.length).toBeGreaterThan(90);
    for (const { method, path, op } of ops) expect(op.operationId, `${method} ${path}`).toBe(operationIdOf(method, path));
    expect(new Set(ops.map((o) => o.op.operationId)).size).toBe(ops.length);
  });

  it('reads a path as the method, then its segments in PascalCase, a parameter as By<Name>', () => {
    expect(operationIdOf('get', '/projects')).toBe('getProjects');
    expect(operationIdOf('GET', '/projects/{id}/wizard/responses/{section}')).toBe('getProjectsByIdWizardResponsesBySection');
    expect(operationIdOf('delete', '/users/tokens/{id}')).toBe('deleteUsersTokensById');
    expect(operationIdOf('get', '/notifications/unread-count')).toBe('getNotificationsUnreadCount');
    expect(operationIdOf('post', '/auth/2fa/verify')).toBe('postAuth2faVerify');
    expect(operationIdOf('put', '/projects/{id}/tasks/{taskId}')).toBe('putProjectsByIdTasksByTaskId');
  });
});

describe('security as documented', () => {
  const ANY_ID = '00000000-0000-4000-8000-000000000000';

  it('declares security on every operation: public ones answer without a token, the others 401 UNAUTHENTICATED', async () => {
    const ops = operations();
    const publicOps = ops.filter((o) => o.op.security?.length === 0);
    expect(publicOps.map((o) => `${o.method.toUpperCase()} ${o.path}`).sort()).toEqual(
      [
        'GET /auth/google',
        'GET /auth/google/callback',
        'GET /auth/providers',
        'GET /auth/verify',
        'GET /config',
        'GET /share/{token}',
        'GET /users/{id}/avatar',
        'POST /auth/2fa/verify',
        'POST /auth/login',
        'POST /auth/logout',
        'POST /auth/recover',
        'POST /auth/refresh',
        'POST /auth/reset',
        'POST /auth/signup',
        'POST /auth/verify/resend',
      ].sort(),
    );
    for (const { method, path, op } of ops) {
      expect(op.security, `${method} ${path}`).toBeDefined();
      const url = `/api${path.replace(/\{[^}]+\}/g, ANY_ID)}`;
      const res = await request(t.app)[method](url).set('Content-Type', 'application/json').send('{}');
      const where = `${method.toUpperCase()} ${path} → ${res.status} ${res.body?.code ?? ''}`;
      if (op.security!.length === 0) expect(res.body?.code, where).not.toBe('UNAUTHENTICATED');
      else expect({ where, status: res.status, code: res.body?.code }).toEqual({ where, status: 401, code: 'UNAUTHENTICATED' });
      // Every answer the server gave is one the document lists.
      expect(Object.keys(op.responses), where).toContain(String(res.status));
    }
  }, 120_000);
});
