import { type Call, gql, rest } from './calls.js';

/** An administrators-only operation, aimed at the victim's account, project and documents. */
export interface AdminCase {
  name: string;
  /** Changes nothing: the test also runs it as the administrator, to show the call itself is well-formed. */
  readOnly: boolean;
  calls: Call[];
}

const user = (i: { userId: string }) => ({ id: i.userId });
const job = (i: { documentId: string }) => ({ id: i.documentId });

export const adminCases: AdminCase[] = [
  { name: 'overview', readOnly: true, calls: [rest('GET /api/admin/overview'), gql('Query', '{ adminOverview { users projects } }')] },
  { name: 'list users', readOnly: true, calls: [rest('GET /api/admin/users'), gql('Query', '{ adminUsers { total items { id email } } }')] },
  {
    name: 'user detail',
    readOnly: true,
    calls: [rest('GET /api/admin/users/{id}', user), gql('Query', 'query($id: ID!) { adminUser(id: $id) { user { id email } } }', user)],
  },
  {
    name: 'disable a user',
    readOnly: false,
    calls: [rest('POST /api/admin/users/{id}/disable', user), gql('Mutation', 'mutation($id: ID!) { adminSetUserDisabled(id: $id, disabled: true) { id } }', user)],
  },
  {
    name: 'enable a user',
    readOnly: false,
    calls: [rest('POST /api/admin/users/{id}/enable', user), gql('Mutation', 'mutation($id: ID!) { adminSetUserDisabled(id: $id, disabled: false) { id } }', user)],
  },
  {
    name: 'change a role',
    readOnly: false,
    calls: [rest('PUT /api/admin/users/{id}/role', user, { body: () => ({ role: 'admin' }) }), gql('Mutation', 'mutation($id: ID!) { adminSetUserRole(id: $id, role: "admin") { id } }', user)],
  },
  {
    name: 'send a password reset',
    readOnly: false,
    calls: [rest('POST /api/admin/users/{id}/password-reset', user), gql('Mutation', 'mutation($id: ID!) { adminSendPasswordReset(id: $id) { message } }', user)],
  },
  {
    name: 'delete a user',
    readOnly: false,
    calls: [rest('DELETE /api/admin/users/{id}', user), gql('Mutation', 'mutation($id: ID!) { adminDeleteUser(id: $id) { message } }', user)],
  },
  { name: 'list projects', readOnly: true, calls: [rest('GET /api/admin/projects'), gql('Query', '{ adminProjects { total items { id name } } }')] },
  {
    name: 'open a project',
    readOnly: true,
    calls: [rest('GET /api/admin/projects/{id}', (i) => ({ id: i.projectId })), gql('Query', 'query($id: ID!) { adminProject(id: $id) { project { id name } } }', (i) => ({ id: i.projectId }))],
  },
  { name: 'list jobs', readOnly: true, calls: [rest('GET /api/admin/jobs'), gql('Query', '{ adminJobs { total items { id } } }')] },
  {
    name: 'retry a job',
    readOnly: false,
    calls: [rest('POST /api/admin/jobs/{id}/retry', job), gql('Mutation', 'mutation($id: ID!) { adminRetryJob(id: $id) { id status } }', job)],
  },
  {
    name: 'cancel a job',
    readOnly: false,
    calls: [rest('POST /api/admin/jobs/{id}/cancel', job), gql('Mutation', 'mutation($id: ID!) { adminCancelJob(id: $id) { id status } }', job)],
  },
  { name: 'activity log', readOnly: true, calls: [rest('GET /api/admin/activity'), gql('Query', '{ adminActivity { total } }')] },
  { name: 'audit log', readOnly: true, calls: [rest('GET /api/admin/audit'), gql('Query', '{ adminAuditLog { total } }')] },
];
