import sharp from 'sharp';
import request from 'supertest';
import { expect } from 'vitest';
import { GOOD_PASSWORD } from '../account-factories.js';
import { AuthClient, type Outcome } from '../auth-client.js';
import type { TestApp } from '../test-app.js';
import { encodeCursor } from '../../modules/projects/project-cursor.js';
import { type Call, custom, gql, rest } from './calls.js';
import { disableTwoFactor, enableTwoFactor, payload, setupTwoFactor, totpCode } from '../two-factor-client.js';

/** The caller of a self operation, as its checks see them. */
export interface Caller {
  id: string;
  email: string;
  token: string;
}

/** An operation on the caller's own account or data. */
export interface SelfCase {
  name: string;
  calls: Call[];
  /** Ends or locks the caller's session or account: run by a fresh account each time. */
  fresh?: boolean;
  /** What the answer must show of the caller's own data (on top of the shared checks). */
  verify?: (data: Record<string, unknown>, me: Caller) => void;
  /** For fresh callers: the change really happened to the caller. */
  effect?: (t: TestApp, me: Caller) => Promise<void>;
}

const sessionOf = (t: TestApp, me: Caller) => {
  const c = new AuthClient(t.app, 'rest');
  c.token = me.token;
  return c.whoAmI();
};

/** The payload whichever transport answered: REST `data` (or the body), the GraphQL field. */
export function payloadOf(out: Outcome): Record<string, unknown> {
  if (out.body.status === 'success') return (out.body.data ?? out.body) as Record<string, unknown>;
  return out.data;
}

const preferences = { email: false, projectUpdates: true, marketingEmails: true, productNews: false };
const profile = { firstName: 'Self', lastName: 'Only', company: 'Mine' };
const NEW_PASSWORD = 'Another-Horse-10';
// A closed loopback port: nothing listens, so a test answers at once that it was refused.
const ownModel = { kind: 'openai', base_url: 'http://127.0.0.1:65531/v1', model: 'own-model', api_key: 'sk-own-key-7777' };
const ownModelInput = { kind: 'openai', baseUrl: ownModel.base_url, model: ownModel.model, apiKey: ownModel.api_key };
// A cursor before every project of everybody: the keyset path must still keep to the caller's rows.
const LATEST = encodeCursor({ createdAt: new Date('2999-01-01T00:00:00Z'), id: 'ffffffff-ffff-4fff-bfff-ffffffffffff' });
/** Set-up, then enable with the app's code; a refused set-up (token, signed out) still calls enable, with a dummy code. */
async function enableAfterSetup(c: AuthClient): Promise<{ enabled: Outcome; recoveryCode: string | null }> {
  const setup = await setupTwoFactor(c);
  const secret = setup.ok ? payload<{ secret: string }>(setup).secret : null;
  const enabled = await enableTwoFactor(c, secret ? await totpCode(secret) : '000000');
  return { enabled, recoveryCode: enabled.ok ? payload<{ recovery_codes: string[] }>(enabled).recovery_codes[0]! : null };
}
const twoFactorEnable = (transport: 'rest' | 'graphql') => custom(transport === 'rest' ? 'POST /api/auth/2fa/enable' : 'Mutation.enableTwoFactor', transport, async (c) => (await enableAfterSetup(c)).enabled);
const twoFactorDisable = (transport: 'rest' | 'graphql') =>
  custom(transport === 'rest' ? 'POST /api/auth/2fa/disable' : 'Mutation.disableTwoFactor', transport, async (c) => {
    const { recoveryCode } = await enableAfterSetup(c);
    return disableTwoFactor(c, GOOD_PASSWORD, recoveryCode ?? '000000');
  });

const onlyMine = (data: Record<string, unknown>, me: Caller) => {
  const items = (Array.isArray(data) ? data : (data.nodes as unknown[])) as { user_id: string }[];
  expect(items.length).toBeGreaterThan(0);
  expect(items.every((p) => p.user_id === me.id)).toBe(true);
};
const mentionsMe = (data: Record<string, unknown>, me: Caller) => expect(JSON.stringify(data)).toContain(me.id);

// Order matters within a transport: the project created first gives the caller a notification
// for the list, count, read-all and clear cases that follow.
export const selfCases: SelfCase[] = [
  {
    name: 'create a project',
    calls: [rest('POST /api/projects', undefined, { body: () => ({ name: 'Own project' }) }), gql('Mutation', 'mutation { createProject(input: { name: "Own project" }) { id user_id: userId } }')],
    verify: (data, me) => expect(data.user_id).toBe(me.id),
  },
  {
    name: 'list projects',
    calls: [rest('GET /api/projects'), gql('Query', '{ projects { nodes { id user_id: userId name } } }')],
    verify: onlyMine,
  },
  {
    name: 'page through projects from a cursor',
    calls: [rest('GET /api/projects', undefined, { query: () => ({ limit: 50, cursor: LATEST }) }), gql('Query', 'query($after: String) { projects(first: 50, after: $after) { nodes { id user_id: userId name } } }', () => ({ after: LATEST }))],
    verify: onlyMine,
  },
  {
    name: 'list notifications',
    calls: [rest('GET /api/notifications'), gql('Query', '{ notifications { items { id title message } unreadCount } }')],
    verify: (data) => expect((data.items as unknown[]).length).toBeGreaterThan(0),
  },
  {
    name: 'list unread notifications',
    calls: [rest('GET /api/notifications', undefined, { query: () => ({ filter: 'unread' }) }), gql('Query', '{ notifications(filter: "unread") { items { id title message } unreadCount } }')],
    verify: (data) => expect((data.items as unknown[]).length).toBeGreaterThan(0),
  },
  {
    name: 'count unread notifications',
    calls: [rest('GET /api/notifications/unread-count'), gql('Query', '{ unreadNotificationCount }')],
    verify: (data) => expect(data.unreadCount ?? data.value).toBeGreaterThan(0),
  },
  {
    name: 'mark every notification read',
    calls: [rest('POST /api/notifications/read-all'), gql('Mutation', 'mutation { markAllNotificationsRead { updated } }')],
    verify: (data) => expect(data.updated).toBeGreaterThan(0),
  },
  {
    name: 'clear notifications',
    calls: [rest('DELETE /api/notifications'), gql('Mutation', 'mutation { clearNotifications { deleted } }')],
    verify: (data) => expect(data.deleted).toBeGreaterThan(0),
  },
  {
    name: 'analyze a wizard draft',
    calls: [
      rest('POST /api/briefs/analysis', undefined, { body: () => ({ projectName: 'Mine', projectDescription: 'An app.' }) }),
      gql('Query', '{ briefAnalysis(brief: { projectName: "Mine", projectDescription: "An app." }) { score } }'),
      gql('Query', '{ briefQuestions(brief: { projectName: "Mine", projectDescription: "An app." }) { id } }'),
    ],
  },
  {
    name: 'read back what a wizard draft was understood to say',
    calls: [
      rest('POST /api/briefs/understanding', undefined, { body: () => ({ projectName: 'Mine', projectDescription: 'An app.', keyFeatures: ['Share a list'] }) }),
      gql('Query', '{ briefUnderstandingPreview(brief: { projectName: "Mine", projectDescription: "An app.", keyFeatures: ["Share a list"] }) { projectId lines { key } } }'),
    ],
    verify: (data) => expect('project_id' in data ? data.project_id : data.projectId).toBeNull(),
  },
  {
    name: 'usage',
    calls: [rest('GET /api/users/usage'), gql('Query', '{ usageStats { projectsCreated documentsGenerated } }')],
    // A has six documents; nobody else here has generated any.
    verify: (data) => expect(data).toMatchObject({ documentsGenerated: 0 }),
  },
  {
    name: 'who am I',
    calls: [rest('GET /api/auth/session'), gql('Query', '{ me { id email role } }')],
    verify: mentionsMe,
  },
  {
    name: 'list personal access tokens',
    calls: [rest('GET /api/users/tokens'), gql('Query', '{ personalAccessTokens { id name } }')],
  },
  {
    name: 'create a personal access token',
    calls: [rest('POST /api/users/tokens', undefined, { body: () => ({ name: 'Own agent', scope: 'read' }) }), gql('Mutation', 'mutation { createPersonalAccessToken(input: { name: "Own agent", scope: "read" }) { token item { id } } }')],
    verify: (data) => expect(String(data.token)).toMatch(/^sf_pat_/),
  },
  // Own model, in order: saved, read, tested (a closed port: ok false, still the caller's), removed.
  {
    name: 'save your own model',
    calls: [rest('PUT /api/profile/model', undefined, { body: () => ownModel }), gql('Mutation', 'mutation($i: ModelConnectionInput!) { saveModelConnection(input: $i) { model keyHint } }', () => ({ i: ownModelInput }))],
    verify: (data) => expect(data.key_hint ?? data.keyHint).toBe('7777'),
  },
  {
    name: 'read your own model',
    calls: [rest('GET /api/profile/model'), gql('Query', '{ modelConnection { model keyHint } }')],
    verify: (data) => expect(data.model).toBe('own-model'),
  },
  {
    name: 'test your own model',
    calls: [rest('POST /api/profile/model/test', undefined, { body: () => ({}) }), gql('Mutation', 'mutation { testModelConnection { ok message } }')],
    verify: (data) => expect(data.ok).toBe(false),
  },
  {
    name: 'remove your own model',
    calls: [rest('DELETE /api/profile/model'), gql('Mutation', 'mutation { deleteModelConnection }')],
  },
  { name: 'read the profile', calls: [rest('GET /api/users/profile'), gql('Query', '{ profile { id email } }')], verify: mentionsMe },
  {
    name: 'update the profile',
    calls: [rest('PUT /api/users/profile', undefined, { body: () => profile }), gql('Mutation', 'mutation($i: UpdateProfileInput!) { updateProfile(input: $i) { id company } }', () => ({ i: profile }))],
    verify: mentionsMe,
  },
  {
    name: 'save notification preferences',
    calls: [
      rest('PUT /api/users/notifications', undefined, { body: () => ({ notificationPreferences: preferences }) }),
      gql('Mutation', 'mutation($i: NotificationPreferencesInput!) { updateNotificationPreferences(input: $i) { id } }', () => ({ i: preferences })),
    ],
    verify: mentionsMe,
  },
  {
    name: 'upload an avatar',
    calls: [
      custom('POST /api/users/avatar', 'rest', async (c) => {
        const png = await sharp({ create: { width: 32, height: 32, channels: 3, background: { r: 250, g: 0, b: 0 } } })
          .png()
          .toBuffer();
        const req = request(c.app).post('/api/users/avatar').set('X-Forwarded-For', c.ip);
        if (c.token) req.set('Authorization', `Bearer ${c.token}`);
        const res = await req.attach('avatar', png, { filename: 'me.png', contentType: 'image/png' });
        const body = res.body as Record<string, unknown>;
        return { ok: res.status < 400, status: res.status, code: body.code as string | undefined, message: body.message as string | undefined, data: body, body, setCookies: [] };
      }),
    ],
    verify: mentionsMe,
  },
  { name: 'remove the avatar', calls: [rest('DELETE /api/users/avatar'), gql('Mutation', 'mutation { removeAvatar { id avatarUrl } }')], verify: mentionsMe },
  {
    name: 'start linking Google',
    calls: [rest('POST /api/auth/google/link'), gql('Mutation', 'mutation { linkGoogleAccount { url } }')],
    verify: (data) => expect(data.url).toMatch(/state=/),
  },
  {
    name: 'start two-factor set-up',
    calls: [rest('POST /api/auth/2fa/setup'), gql('Mutation', 'mutation { setupTwoFactor { secret otpauthUrl } }')],
    verify: (data) => expect(data.secret).toMatch(/^[A-Z2-7]{32}$/),
  },
  {
    name: 'turn two-factor on',
    fresh: true,
    calls: [twoFactorEnable('rest'), twoFactorEnable('graphql')],
    verify: (data) => expect(data.recovery_codes).toHaveLength(10),
    effect: async (t, me) => {
      const login = await new AuthClient(t.app, 'rest').logIn({ email: me.email, password: GOOD_PASSWORD });
      expect(login.code).toBe('TWO_FACTOR_REQUIRED');
    },
  },
  {
    name: 'turn two-factor off',
    fresh: true,
    calls: [twoFactorDisable('rest'), twoFactorDisable('graphql')],
    effect: async (t, me) => expect((await new AuthClient(t.app, 'rest').logIn({ email: me.email, password: GOOD_PASSWORD })).ok).toBe(true),
  },
  {
    name: 'change the password',
    fresh: true,
    calls: [
      rest('PUT /api/users/password', undefined, { body: () => ({ currentPassword: GOOD_PASSWORD, newPassword: NEW_PASSWORD }) }),
      gql('Mutation', 'mutation($c: String!, $n: String!) { changePassword(currentPassword: $c, newPassword: $n) { message } }', () => ({ c: GOOD_PASSWORD, n: NEW_PASSWORD })),
    ],
    effect: async (t, me) => {
      const login = (password: string) => new AuthClient(t.app, 'rest').logIn({ email: me.email, password });
      expect((await login(NEW_PASSWORD)).ok).toBe(true);
      expect((await login(GOOD_PASSWORD)).ok).toBe(false);
    },
  },
  {
    name: 'log out',
    fresh: true,
    calls: [rest('POST /api/auth/logout', undefined, { body: () => ({}) }), gql('Mutation', 'mutation { logOut }')],
    effect: async (t, me) => expect((await sessionOf(t, me)).status).toBe(401),
  },
  {
    name: 'delete the account',
    fresh: true,
    calls: [rest('DELETE /api/users/account', undefined, { query: () => ({ password: GOOD_PASSWORD }) }), gql('Mutation', 'mutation($p: String!) { deleteAccount(password: $p) { message } }', () => ({ p: GOOD_PASSWORD }))],
    effect: async (t, me) => {
      const rows = await t.db.orm.em.fork().getConnection().execute('select id from app_user where id = ?', [me.id]);
      expect(rows).toEqual([]);
    },
  },
];
