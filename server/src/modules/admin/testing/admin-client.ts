import type { MikroORM } from '@mikro-orm/postgresql';
import type { Express } from 'express';
import { createUser } from '../../../test/account-factories.js';
import { AuthClient, type Outcome, type Transport } from '../../../test/auth-client.js';
import { User } from '../../users/user.entity.js';

type Vars = Record<string, unknown>;

/** One admin operation over both transports: the REST call and the GraphQL document. */
export interface AdminOp {
  name: string;
  rest: ['get' | 'post' | 'put' | 'delete', string, unknown?];
  gql: [string, Vars?];
}

const ANY_ID = '00000000-0000-4000-8000-000000000000';
const USER = 'id email name role disabledAt projectCount';
const JOB = 'id status type projectName ownerEmail';

/** Every admin operation, aimed at `id` (any id will do for the guard checks). */
export function adminOps(id: string = ANY_ID): AdminOp[] {
  return [
    { name: 'overview', rest: ['get', '/admin/overview'], gql: ['{ adminOverview { users } }'] },
    { name: 'list users', rest: ['get', '/admin/users'], gql: ['{ adminUsers { total } }'] },
    { name: 'user detail', rest: ['get', `/admin/users/${id}`], gql: ['query($id: ID!) { adminUser(id: $id) { user { id } } }', { id }] },
    { name: 'disable user', rest: ['post', `/admin/users/${id}/disable`], gql: ['mutation($id: ID!) { adminSetUserDisabled(id: $id, disabled: true) { id } }', { id }] },
    { name: 'enable user', rest: ['post', `/admin/users/${id}/enable`], gql: ['mutation($id: ID!) { adminSetUserDisabled(id: $id, disabled: false) { id } }', { id }] },
    { name: 'change role', rest: ['put', `/admin/users/${id}/role`, { role: 'admin' }], gql: ['mutation($id: ID!) { adminSetUserRole(id: $id, role: "admin") { id } }', { id }] },
    { name: 'send password reset', rest: ['post', `/admin/users/${id}/password-reset`], gql: ['mutation($id: ID!) { adminSendPasswordReset(id: $id) { message } }', { id }] },
    { name: 'delete user', rest: ['delete', `/admin/users/${id}`], gql: ['mutation($id: ID!) { adminDeleteUser(id: $id) { message } }', { id }] },
    { name: 'list projects', rest: ['get', '/admin/projects'], gql: ['{ adminProjects { total } }'] },
    { name: 'open project', rest: ['get', `/admin/projects/${id}`], gql: ['query($id: ID!) { adminProject(id: $id) { project { id } } }', { id }] },
    { name: 'list jobs', rest: ['get', '/admin/jobs'], gql: ['{ adminJobs { total } }'] },
    { name: 'retry job', rest: ['post', `/admin/jobs/${id}/retry`], gql: ['mutation($id: ID!) { adminRetryJob(id: $id) { id } }', { id }] },
    { name: 'cancel job', rest: ['post', `/admin/jobs/${id}/cancel`], gql: ['mutation($id: ID!) { adminCancelJob(id: $id) { id } }', { id }] },
    { name: 'activity log', rest: ['get', '/admin/activity'], gql: ['{ adminActivity { total } }'] },
    { name: 'audit log', rest: ['get', '/admin/audit'], gql: ['{ adminAuditLog { total } }'] },
  ];
}

export function runOp(c: AuthClient, op: AdminOp): Promise<Outcome> {
  const [method, path, body] = op.rest;
  return c.transport === 'rest' ? c.rest(method, path, body) : c.gql(op.gql[0], op.gql[1]);
}

/** The payload whichever transport answered: REST `data`, or the GraphQL field. */
export function payload<T = Record<string, unknown>>(out: Outcome): T {
  if (!out.ok) throw new Error(`expected success, got ${out.code}: ${out.message}`);
  return (out.body.status === 'success' ? out.body.data : out.data) as T;
}

/** The admin actions used by the scenarios, over either transport. */
export class AdminClient {
  constructor(readonly c: AuthClient) {}

  private call(rest: AdminOp['rest'], gql: string, vars?: Vars): Promise<Outcome> {
    return this.c.transport === 'rest' ? this.c.rest(rest[0], rest[1], rest[2]) : this.c.gql(gql, vars);
  }

  users(search: string): Promise<Outcome> {
    return this.call(['get', `/admin/users?search=${encodeURIComponent(search)}`], `query($s: String) { adminUsers(input: { search: $s }) { total items { ${USER} } } }`, { s: search });
  }
  userDetail(id: string): Promise<Outcome> {
    return this.call(['get', `/admin/users/${id}`], `query($id: ID!) { adminUser(id: $id) { user { ${USER} } projects { id name } sessions { id active revokedReason } } }`, { id });
  }
  setDisabled(id: string, disabled: boolean): Promise<Outcome> {
    return this.call(['post', `/admin/users/${id}/${disabled ? 'disable' : 'enable'}`], `mutation($id: ID!, $d: Boolean!) { adminSetUserDisabled(id: $id, disabled: $d) { ${USER} } }`, { id, d: disabled });
  }
  setRole(id: string, role: string): Promise<Outcome> {
    return this.call(['put', `/admin/users/${id}/role`, { role }], `mutation($id: ID!, $r: String!) { adminSetUserRole(id: $id, role: $r) { ${USER} } }`, { id, r: role });
  }
  sendReset(id: string): Promise<Outcome> {
    return this.call(['post', `/admin/users/${id}/password-reset`], 'mutation($id: ID!) { adminSendPasswordReset(id: $id) { message } }', { id });
  }
  deleteUser(id: string): Promise<Outcome> {
    return this.call(['delete', `/admin/users/${id}`], 'mutation($id: ID!) { adminDeleteUser(id: $id) { message } }', { id });
  }
  jobs(status?: string): Promise<Outcome> {
    return this.call(['get', `/admin/jobs${status ? `?status=${status}` : ''}`], `query($s: String) { adminJobs(input: { status: $s }) { total items { ${JOB} } } }`, { s: status });
  }
  cancelJob(id: string): Promise<Outcome> {
    return this.call(['post', `/admin/jobs/${id}/cancel`], `mutation($id: ID!) { adminCancelJob(id: $id) { ${JOB} } }`, { id });
  }
  retryJob(id: string): Promise<Outcome> {
    return this.call(['post', `/admin/jobs/${id}/retry`], `mutation($id: ID!) { adminRetryJob(id: $id) { ${JOB} } }`, { id });
  }
  audit(targetId?: string): Promise<Outcome> {
    return this.call(['get', `/admin/audit${targetId ? `?targetId=${targetId}` : ''}`], 'query($t: ID) { adminAuditLog(input: { targetId: $t }) { total items { actorEmail action targetType targetId details credential ip createdAt } } }', { t: targetId });
  }
  overview(): Promise<Outcome> {
    return this.call(
      ['get', '/admin/overview?days=7'],
      '{ adminOverview(days: 7) { users admins disabledUsers activeUsers7d activeUsers30d projects documents jobsByStatus { status count } signupsPerDay { date count } activityPerDay { date count } activeUsersPerDay { date count } } }',
    );
  }
}

/** A confirmed account signed in over `transport`, optionally made an administrator first. */
export async function signedIn(app: Express, orm: MikroORM, transport: Transport, role: 'user' | 'admin' = 'user') {
  const seeded = await createUser(orm);
  if (role === 'admin') await orm.em.fork().nativeUpdate(User, { id: seeded.user.id }, { role: 'admin' });
  const c = new AuthClient(app, transport);
  const login = await c.signIn(seeded.email, seeded.password);
  return { c, admin: new AdminClient(c), id: seeded.user.id, email: seeded.email, password: seeded.password, login };
}
