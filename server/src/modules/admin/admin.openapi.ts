import { z } from 'zod';
import { bearerAuth, ErrorResponse, openApiRegistry } from '../../core/openapi/registry.js';
import { activityListSchema, auditListSchema, jobListSchema, overviewSchema, projectListSchema, roleSchema, userListSchema } from './admin.schemas.js';

// Registered on import (admin.routes.ts imports this file).
const security = [{ [bearerAuth.name]: [] }];
const tags = ['Admin'];
const json = (schema: z.ZodType, description: string) => ({ description, content: { 'application/json': { schema } } });
const success = (data: z.ZodType) => z.object({ status: z.literal('success'), data, message: z.string().optional() });
const guarded = {
  401: json(ErrorResponse, 'Not signed in (UNAUTHENTICATED)'),
  403: json(ErrorResponse, 'Not an administrator (FORBIDDEN)'),
};
const idParams = z.object({ id: z.string().openapi({ format: 'uuid' }) });
const time = z.iso.datetime();

const AdminUser = z
  .object({
    id: z.uuid(),
    email: z.string(),
    name: z.string(),
    role: z.enum(['user', 'admin']),
    disabledAt: time.nullable(),
    emailConfirmedAt: time.nullable(),
    lastSignInAt: time.nullable(),
    lastActiveAt: time.nullable(),
    createdAt: time,
    projectCount: z.number().int(),
  })
  .openapi('AdminUser');
const AdminProject = z.object({ id: z.uuid(), name: z.string(), description: z.string(), status: z.string(), ownerId: z.uuid(), ownerEmail: z.string(), documentCount: z.number().int(), createdAt: time, updatedAt: time }).openapi('AdminProject');
const AdminJob = z
  .object({
    id: z.uuid(),
    type: z.string(),
    title: z.string(),
    status: z.string(),
    progress: z.number().int(),
    version: z.number().int(),
    error: z.string().nullable(),
    generator: z.string().nullable(),
    projectId: z.uuid(),
    projectName: z.string(),
    ownerEmail: z.string(),
    createdAt: time,
    updatedAt: time,
  })
  .openapi('AdminJob');
const AdminActivity = z.object({ id: z.uuid(), type: z.string(), entityType: z.string().nullable(), entityId: z.string().nullable(), userId: z.uuid(), userEmail: z.string(), createdAt: time }).openapi('AdminActivity');
const AdminAuditEntry = z
  .object({
    id: z.uuid(),
    actorId: z.uuid().nullable(),
    actorEmail: z.string(),
    action: z.string(),
    targetType: z.string(),
    targetId: z.uuid(),
    details: z.record(z.string(), z.unknown()),
    credential: z.string().nullable().openapi({ description: '`session` or `token:<prefix>` (a personal access token); null on entries recorded before it was kept', example: 'session' }),
    ip: z.string().nullable().openapi({ description: 'The client address of the request (as TRUST_PROXY resolves it); null on entries recorded before it was kept', example: '203.0.113.7' }),
    createdAt: time,
  })
  .openapi('AdminAuditEntry');
const page = (item: z.ZodType) => z.object({ items: z.array(item), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() });
const dayCounts = z.array(z.object({ date: z.string(), count: z.number().int() }));

const lists: [string, string, z.ZodObject, z.ZodType][] = [
  ['/admin/users', 'Users, searched by e-mail or name', userListSchema, AdminUser],
  ['/admin/projects', "Every user's projects, searched by name or owner e-mail", projectListSchema, AdminProject],
  ['/admin/jobs', 'Generation jobs (documents), by status', jobListSchema, AdminJob],
  ['/admin/activity', 'The activity log, by type, user and period', activityListSchema, AdminActivity],
  ['/admin/audit', 'The audit log of admin actions (read-only)', auditListSchema, AdminAuditEntry],
];
for (const [path, summary, query, item] of lists) {
  openApiRegistry.registerPath({
    method: 'get',
    path,
    summary,
    tags,
    security,
    request: { query },
    responses: { 200: json(success(page(item)), 'One page'), 400: json(ErrorResponse, 'Bad filter (VALIDATION_FAILED)'), ...guarded },
  });
}

openApiRegistry.registerPath({
  method: 'get',
  path: '/admin/overview',
  summary: 'Totals, jobs by status, sign-ups and activity per day',
  tags,
  security,
  request: { query: overviewSchema },
  responses: {
    200: json(
      success(
        z.object({
          users: z.number().int(),
          admins: z.number().int(),
          disabledUsers: z.number().int(),
          activeUsers7d: z.number().int(),
          activeUsers30d: z.number().int(),
          projects: z.number().int(),
          documents: z.number().int(),
          jobsByStatus: z.array(z.object({ status: z.string(), count: z.number().int() })),
          signupsPerDay: dayCounts,
          activeUsersPerDay: dayCounts,
          activityPerDay: dayCounts,
        }),
      ),
      'The figures',
    ),
    ...guarded,
  },
});

const notFound = (code: string) => ({ 404: json(ErrorResponse, `Unknown id (${code})`) });
const conflict = { 409: json(ErrorResponse, 'Yourself (ADMIN_SELF_ACTION) or the last administrator (LAST_ADMIN)') };

openApiRegistry.registerPath({
  method: 'get',
  path: '/admin/users/{id}',
  summary: 'One user with their projects and latest sessions',
  tags,
  security,
  request: { params: idParams },
  responses: {
    200: json(success(z.object({ user: AdminUser, projects: z.array(AdminProject), sessions: z.array(z.record(z.string(), z.unknown())) })), 'The user'),
    ...notFound('USER_NOT_FOUND'),
    ...guarded,
  },
});

for (const [method, path, summary, data, extra] of [
  ['post', '/admin/users/{id}/disable', 'Disables an account: its sessions end and log-in is refused', AdminUser, conflict],
  ['post', '/admin/users/{id}/enable', 'Enables a disabled account', AdminUser, {}],
  ['post', '/admin/users/{id}/password-reset', 'E-mails the user a password-reset link', z.null(), {}],
  ['delete', '/admin/users/{id}', 'Deletes an account and everything it owns', z.null(), conflict],
] as const) {
  openApiRegistry.registerPath({
    method,
    path,
    summary,
    tags,
    security,
    request: { params: idParams },
    responses: { 200: json(success(data), 'Done'), ...extra, ...notFound('USER_NOT_FOUND'), ...guarded },
  });
}

openApiRegistry.registerPath({
  method: 'put',
  path: '/admin/users/{id}/role',
  summary: 'Makes a user "user" or "admin" (the last admin cannot be demoted)',
  tags,
  security,
  request: { params: idParams, body: { content: { 'application/json': { schema: roleSchema } } } },
  responses: { 200: json(success(AdminUser), 'The user'), 409: json(ErrorResponse, 'LAST_ADMIN'), ...notFound('USER_NOT_FOUND'), ...guarded },
});

openApiRegistry.registerPath({
  method: 'get',
  path: '/admin/projects/{id}',
  summary: "Any user's project, read-only, with its documents",
  tags,
  security,
  request: { params: idParams },
  responses: {
    200: json(success(z.object({ project: AdminProject, keyFeatures: z.array(z.string()), techStack: z.array(z.string()), platforms: z.array(z.string()), documents: z.array(AdminJob) })), 'The project'),
    ...notFound('PROJECT_NOT_FOUND'),
    ...guarded,
  },
});

for (const [path, summary] of [
  ['/admin/jobs/{id}/retry', 'Generates a failed or cancelled document again'],
  ['/admin/jobs/{id}/cancel', 'Cancels a queued or generating document'],
] as const) {
  openApiRegistry.registerPath({
    method: 'post',
    path,
    summary,
    tags,
    security,
    request: { params: idParams },
    responses: { 200: json(success(AdminJob), 'The job'), 409: json(ErrorResponse, 'Not in a state for this action'), ...notFound('DOCUMENT_NOT_FOUND'), ...guarded },
  });
}
