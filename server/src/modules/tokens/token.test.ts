import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test/account-factories.js';
import { AuthClient, type Outcome, type Transport } from '../../test/auth-client.js';
import { signedInClient } from '../../test/project-client.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { User } from '../users/user.entity.js';
import { PersonalAccessToken } from './token.entity.js';
import { hashToken } from './token.service.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const TOKEN = 'id name prefix scope expires_at: expiresAt last_used_at: lastUsedAt revoked_at: revokedAt created_at: createdAt';

/** The token operations over either transport; `data` is the REST payload or the GraphQL field. */
const tokens = {
  create: (c: AuthClient, input: { name: string; expires_in_days?: number | null; scope: string }): Promise<Outcome> =>
    c.transport === 'rest'
      ? c.rest('post', '/users/tokens', input)
      : c.gql(`mutation($input: CreatePersonalAccessTokenInput!) { createPersonalAccessToken(input: $input) { token item { ${TOKEN} } message } }`, {
          input: { name: input.name, expiresInDays: input.expires_in_days, scope: input.scope },
        }),
  list: (c: AuthClient): Promise<Outcome> => (c.transport === 'rest' ? c.rest('get', '/users/tokens') : c.gql(`{ personalAccessTokens { ${TOKEN} } }`)),
  revoke: (c: AuthClient, id: string): Promise<Outcome> => (c.transport === 'rest' ? c.rest('delete', `/users/tokens/${id}`) : c.gql(`mutation($id: ID!) { revokePersonalAccessToken(id: $id) { ${TOKEN} } }`, { id })),
};
const gqlField = (out: Outcome) => Object.values((out.body.data ?? {}) as Record<string, unknown>)[0];
const dataOf = <T>(c: AuthClient, out: Outcome): T => {
  expect(out.ok, `${out.status} ${out.code}: ${out.message}`).toBe(true);
  return (c.transport === 'rest' ? out.body.data : gqlField(out)) as T;
};

type Created = { token: string; item: { id: string; prefix: string; scope: string; expires_at: string | null; last_used_at: string | null } };
type Listed = { id: string; last_used_at: string | null; revoked_at: string | null }[];

/** A client that presents the token instead of a session. */
function withToken(c: AuthClient, secret: string): AuthClient {
  const b = new AuthClient(c.app, c.transport);
  b.token = secret;
  return b;
}
const listProjects = (c: AuthClient) => (c.transport === 'rest' ? c.rest('get', '/projects') : c.gql('{ projects { nodes { id name } } }'));
const createProject = (c: AuthClient, name: string) =>
  c.transport === 'rest' ? c.rest('post', '/projects', { name, description: 'Made with a token' }) : c.gql('mutation($input: ProjectInput!) { createProject(input: $input) { id name } }', { input: { name, description: 'Made with a token' } });

describe.each(['rest', 'graphql'] as Transport[])('personal access tokens over %s', (transport) => {
  it('are created and shown once, stored hashed, listed with last use, accepted, and refused at once once revoked', async () => {
    const { c, userId } = await signedInClient(t.app, t.db.orm, transport);
    const created = dataOf<Created>(c, await tokens.create(c, { name: 'Claude Code', expires_in_days: 30, scope: 'read-write' }));
    expect(created.token).toMatch(/^sf_pat_[A-Za-z0-9_-]{43}$/);
    expect(created.item).toMatchObject({ scope: 'read-write', last_used_at: null, prefix: created.token.slice(0, 11) });
    const days = (Date.parse(created.item.expires_at!) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);

    // Only the hash is stored.
    const row = await t.db.orm.em.fork().findOneOrFail(PersonalAccessToken, { id: created.item.id });
    expect(row.tokenHash).toBe(hashToken(created.token));
    expect(JSON.stringify(row)).not.toContain(created.token);

    const agent = withToken(c, created.token);
    expect((await listProjects(agent)).ok).toBe(true);
    expect((await createProject(agent, 'Agent project')).ok).toBe(true);
    const listed = dataOf<Listed>(c, await tokens.list(c));
    expect(listed.find((x) => x.id === created.item.id)?.last_used_at).not.toBeNull();
    expect(JSON.stringify(listed)).not.toContain(created.token);

    const revoked = dataOf<{ revoked_at: string | null }>(c, await tokens.revoke(c, created.item.id));
    expect(revoked.revoked_at).not.toBeNull();
    const after = await listProjects(agent);
    expect(after).toMatchObject({ ok: false, status: 401, code: 'TOKEN_INVALID' });
    expect(after.message).toMatch(/not valid/);
    expect(userId).toBeTruthy();
  });

  it('refuses writes with a read token (403 TOKEN_READ_ONLY) and still reads', async () => {
    const { c } = await signedInClient(t.app, t.db.orm, transport);
    const { token } = dataOf<Created>(c, await tokens.create(c, { name: 'read only', scope: 'read' }));
    const agent = withToken(c, token);
    expect((await listProjects(agent)).ok).toBe(true);
    const write = await createProject(agent, 'Nope');
    expect(write).toMatchObject({ ok: false, status: 403, code: 'TOKEN_READ_ONLY' });
    expect(write.message).toContain('read-only');
  });

  it('refuses every token on account, password, token and admin operations (403 TOKEN_NOT_ALLOWED)', async () => {
    const { user, email } = await createUser(t.db.orm);
    await t.db.orm.em.fork().nativeUpdate(User, { id: user.id }, { role: 'admin' });
    const c = new AuthClient(t.app, transport);
    await c.signIn(email, 'Correct-Horse-9');
    const { token } = dataOf<Created>(c, await tokens.create(c, { name: 'admin agent', scope: 'read-write', expires_in_days: null }));
    const agent = withToken(c, token);
    const refused =
      transport === 'rest'
        ? [
            agent.rest('get', '/users/tokens'),
            agent.rest('post', '/users/tokens', { name: 'x', scope: 'read' }),
            agent.rest('put', '/users/password', { current_password: 'Correct-Horse-9', new_password: 'Another-Horse-10' }),
            agent.rest('delete', '/users/account', { password: 'Correct-Horse-9' }),
            agent.rest('get', '/admin/users'),
            agent.rest('post', '/auth/logout'),
          ]
        : [
            agent.gql(`{ personalAccessTokens { id } }`),
            agent.gql(`mutation { revokePersonalAccessToken(id: "00000000-0000-0000-0000-000000000000") { id } }`),
            agent.gql(`mutation { changePassword(currentPassword: "Correct-Horse-9", newPassword: "Another-Horse-10") { message } }`),
            agent.gql(`query { ...F } fragment F on Query { adminUsers { total } }`),
          ];
    for (const out of await Promise.all(refused)) {
      expect(out, JSON.stringify(out.body)).toMatchObject({ ok: false, status: 403, code: 'TOKEN_NOT_ALLOWED' });
      expect(out.message).toContain('cannot manage the account');
    }
    // The profile may still be read (an agent learns whose token it holds).
    const me = transport === 'rest' ? await agent.rest('get', '/users/profile') : await agent.gql('{ profile { id email } }');
    expect(me.ok).toBe(true);
  });

  it('answers 401 at once for an expired or unknown token, and validates what it creates', async () => {
    const { c } = await signedInClient(t.app, t.db.orm, transport);
    const { token, item } = dataOf<Created>(c, await tokens.create(c, { name: 'short', scope: 'read', expires_in_days: 7 }));
    const agent = withToken(c, token);
    expect((await listProjects(agent)).ok).toBe(true);
    await t.db.orm.em.fork().nativeUpdate(PersonalAccessToken, { id: item.id }, { expiresAt: new Date(Date.now() - 1000) });
    expect(await listProjects(agent)).toMatchObject({ ok: false, status: 401, code: 'TOKEN_INVALID' });
    expect(await listProjects(withToken(c, 'sf_pat_unknown'))).toMatchObject({ ok: false, status: 401, code: 'TOKEN_INVALID' });

    expect(await tokens.create(c, { name: 'x', scope: 'admin' })).toMatchObject({ ok: false, code: 'VALIDATION_FAILED' });
    expect(await tokens.create(c, { name: 'x', scope: 'read', expires_in_days: 45 })).toMatchObject({ ok: false, code: 'VALIDATION_FAILED' });
    expect(await tokens.create(c, { name: ' ', scope: 'read' })).toMatchObject({ ok: false, code: 'VALIDATION_FAILED' });
    // Someone else's token id answers like a missing one.
    const { c: other } = await signedInClient(t.app, t.db.orm, transport);
    expect(await tokens.revoke(other, item.id)).toMatchObject({ ok: false, code: 'TOKEN_NOT_FOUND' });
  });
});

it('rate limits each token on its own (300 requests a minute), whatever the transport', async () => {
  const { c } = await signedInClient(t.app, t.db.orm, 'rest');
  const secretOf = async (name: string) => dataOf<Created>(c, await tokens.create(c, { name, scope: 'read' })).token;
  const busy = withToken(c, await secretOf('busy'));
  const gqlBusy = new AuthClient(t.app, 'graphql');
  gqlBusy.token = busy.token;
  for (let i = 0; i < 300; i += 25) {
    const batch = await Promise.all(Array.from({ length: 25 }, (_, k) => ((i + k) % 2 ? busy.rest('get', '/users/profile') : gqlBusy.gql('{ profile { id } }'))));
    expect(batch.every((o) => o.ok)).toBe(true);
  }
  const limited = await busy.rest('get', '/users/profile');
  expect(limited).toMatchObject({ ok: false, status: 429, code: 'RATE_LIMITED' });
  expect(Number(limited.retryAfterHeader)).toBeGreaterThan(0);
  // Another token of the same user is not affected.
  expect((await withToken(c, await secretOf('calm')).rest('get', '/users/profile')).ok).toBe(true);
});
