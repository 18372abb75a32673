import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';

/**
 * A "legacy client" written against the README's REST paths and the auth contract alone: plain
 * fetch against the production build, no code of ours imported. It signs up, verifies through
 * the dev mailbox, signs in and exercises every row of the product API table.
 */
const baseUrl = inject('baseUrl');
const api = `${baseUrl}/api`;

interface Answer {
  status: number;
  body: Record<string, unknown>;
}

let token = '';

async function call(method: string, path: string, payload?: unknown): Promise<Answer> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (payload !== undefined) headers['Content-Type'] = 'application/json';
  const res = await fetch(`${api}${path}`, { method, headers, body: payload === undefined ? undefined : JSON.stringify(payload) });
  const text = await res.text();
  return { status: res.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
}

async function verificationLink(email: string): Promise<string> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const res = await fetch(`${baseUrl}/dev/mailbox`, { headers: { Accept: 'application/json' } });
    const { messages } = (await res.json()) as { messages: { to: string; links: string[] }[] };
    const link = messages.find((m) => m.to === email)?.links.find((l) => l.includes('/api/auth/verify'));
    if (link) return link;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no verification mail for ${email}`);
}

const data = (a: Answer) => a.body.data as Record<string, unknown>;

describe('a legacy client using only the documented REST paths', () => {
  const email = `legacy-${randomUUID().slice(0, 8)}@example.com`;
  const password = 'Legacy-client-9!';
  let userId = '';
  let projectId = '';

  beforeAll(async () => {
    const signup = await call('POST', '/auth/signup', { name: 'Legacy Client', email, password });
    expect(signup.body).toMatchObject({ success: true });
    const verify = await fetch(await verificationLink(email), { redirect: 'manual' });
    expect(verify.status).toBe(302);
    const login = await call('POST', '/auth/login', { email, password });
    expect(login.status).toBe(200);
    token = (login.body.session as { access_token: string }).access_token;
    userId = (login.body.user as { id: string }).id;
    expect(token).toBeTruthy();
  });

  it('creates, lists, reads, updates and deletes projects', async () => {
    const created = await call('POST', '/projects', {
      name: 'Legacy Project',
      user_id: userId,
      description: 'Made by a client that knows only the table',
      key_features: ['Import', 'Export'],
      tech_stack: ['[AI_RECOMMEND]'],
      integrations: ['Stripe'],
      success_metrics: ['Weekly active users'],
      settings: { problem_statement: 'Too slow', business_goals: 'Grow', performance_expectations: 'Medium', security_concerns: '[AI_RECOMMEND]' },
    });
    expect(created.status).toBeLessThan(300);
    projectId = data(created).id as string;
    expect(data(created)).toMatchObject({ name: 'Legacy Project', user_id: userId, tech_stack: ['[AI_RECOMMEND]'] });

    const list = await call('GET', '/projects');
    expect(list.body.status).toBe('success');
    expect((list.body.data as { id: string }[]).map((p) => p.id)).toContain(projectId);

    const one = await call('GET', `/projects/${projectId}`);
    expect(data(one)).toMatchObject({ id: projectId, settings: { problem_statement: 'Too slow' } });

    const updated = await call('PUT', `/projects/${projectId}`, { ...data(one), name: 'Legacy Project v2', status: 'completed' });
    expect(data(updated)).toMatchObject({ name: 'Legacy Project v2', status: 'completed', key_features: ['Import', 'Export'] });
  });

  it('saves, reads, batches and validates wizard responses', async () => {
    const base = `/projects/${projectId}/wizard`;
    const missing = await call('GET', `${base}/responses/deployment`);
    expect(missing.status).toBe(404);

    const saved = await call('POST', `${base}/responses`, {
      section_id: 'project_info',
      responses: { projectName: 'Legacy Project', projectDescription: 'x' },
      completed: true,
    });
    expect(data(saved)).toMatchObject({ section_id: 'project_info', completed: true });

    const batch = await call('POST', `${base}/responses/batch`, {
      responses: [
        { section_id: 'product_details', responses: { keyFeatures: ['Import'] } },
        { section_id: 'deployment', responses: { compliance: ['GDPR'] } },
      ],
    });
    expect((batch.body.data as unknown[]).length).toBe(2);

    const all = await call('GET', `${base}/responses`);
    expect((all.body.data as { section_id: string }[]).map((r) => r.section_id).sort()).toEqual(['deployment', 'product_details', 'project_info']);
    const one = await call('GET', `${base}/responses/deployment`);
    expect(data(one)).toMatchObject({ responses: { compliance: ['GDPR'] } });

    const invalid = await call('POST', `${base}/validate`, { step: 1, responses: { projectName: '  ', projectDescription: '' } });
    expect(data(invalid)).toMatchObject({ valid: false });
    expect((data(invalid).errors as { field: string }[]).map((e) => e.field)).toContain('projectName');
  });

  it('tracks activity and manages the profile, notifications preferences and password', async () => {
    const tracked = await call('POST', '/activity/track', { activity_type: 'PROJECT_CREATE', metadata: { entity_id: projectId, entity_type: 'project' } });
    expect(tracked.status).toBeLessThan(300);

    const profile = await call('GET', '/users/profile');
    expect(profile.body.status).toBe('success');
    expect(data(profile)).toMatchObject({ email });

    const edited = await call('PUT', '/users/profile', {
      firstName: 'Legacy',
      lastName: 'Client',
      jobTitle: 'Integrator',
      company: 'Old Corp',
      location: 'Lisbon',
      phoneNumber: '(555) 123-4567',
      bio: 'Still here.',
    });
    expect(edited.body).toMatchObject({ status: 'success' });
    expect(data(edited)).toMatchObject({ firstName: 'Legacy', company: 'Old Corp' });

    const prefs = await call('PUT', '/users/notifications', {
      notificationPreferences: { email: true, projectUpdates: false, marketingEmails: false, productNews: true },
    });
    expect(data(prefs)).toMatchObject({ notificationPreferences: { projectUpdates: false } });

    const changed = await call('PUT', '/users/password', { currentPassword: password, newPassword: 'Legacy-client-10!' });
    expect(changed.body).toMatchObject({ status: 'success' });
    expect(typeof changed.body.message).toBe('string');
  });

  it('deletes the project, then the account, which can no longer sign in', async () => {
    const deleted = await call('DELETE', `/projects/${projectId}`);
    expect(deleted.body).toMatchObject({ status: 'success', message: 'Project deleted successfully' });
    expect((await call('GET', `/projects/${projectId}`)).status).toBe(404);

    // The password change above ended every session; sign in again with the new password.
    const login = await call('POST', '/auth/login', { email, password: 'Legacy-client-10!' });
    token = (login.body.session as { access_token: string }).access_token;
    const gone = await call('DELETE', `/users/account?password=${encodeURIComponent('Legacy-client-10!')}`);
    expect(gone.body.status).toBe('success');
    token = '';
    const again = await call('POST', '/auth/login', { email, password: 'Legacy-client-10!' });
    expect(again.status).toBe(401);
  });
});
