import { gql, rest } from './calls.js';
import type { OwnedCase } from './owned-cases.js';

const project = (i: { projectId: string }) => ({ id: i.projectId });
const doc = (i: { documentId: string }) => ({ id: i.documentId });

/** Teams: members, share links, comments and approvals, each named by an id a stranger must not reach. */
export const teamCases: OwnedCase[] = [
  {
    name: "list a project's members",
    code: 'PROJECT_NOT_FOUND',
    role: 'viewer',
    calls: [rest('GET /api/projects/{id}/members', project), gql('Query', 'query($id: ID!) { projectMembers(projectId: $id) { email role } }', project)],
  },
  {
    name: 'invite a member',
    code: 'PROJECT_NOT_FOUND',
    role: 'owner',
    calls: [
      rest('POST /api/projects/{id}/members', project, { body: () => ({ email: 'matrix-invitee@example.test', role: 'viewer' }) }),
      gql('Mutation', 'mutation($id: ID!) { inviteMember(projectId: $id, input: { email: "matrix-invitee-gql@example.test", role: "viewer" }) { email } }', project),
    ],
  },
  {
    name: "change a member's role",
    code: 'PROJECT_NOT_FOUND',
    role: 'owner',
    calls: [
      rest('PUT /api/projects/{id}/members/{userId}', (i) => ({ id: i.projectId, userId: i.memberId }), { body: () => ({ role: 'reviewer' }) }),
      gql('Mutation', 'mutation($id: ID!, $u: ID!) { updateMemberRole(projectId: $id, userId: $u, role: "reviewer") { role } }', (i) => ({ id: i.projectId, u: i.memberId })),
    ],
  },
  {
    name: 'remove a member',
    code: 'PROJECT_NOT_FOUND',
    role: 'owner',
    calls: [
      rest('DELETE /api/projects/{id}/members/{userId}', (i) => ({ id: i.projectId, userId: i.memberId })),
      gql('Mutation', 'mutation($id: ID!, $u: ID!) { removeMember(projectId: $id, userId: $u) { message } }', (i) => ({ id: i.projectId, u: i.memberId })),
    ],
  },
  {
    name: "list a project's share links",
    code: 'PROJECT_NOT_FOUND',
    role: 'owner',
    calls: [rest('GET /api/projects/{id}/share-links', project), gql('Query', 'query($id: ID!) { shareLinks(projectId: $id) { id } }', project)],
  },
  {
    name: 'create a share link',
    code: 'PROJECT_NOT_FOUND',
    role: 'owner',
    calls: [rest('POST /api/projects/{id}/share-links', project), gql('Mutation', 'mutation($id: ID!) { createShareLink(projectId: $id) { id url } }', project)],
  },
  {
    name: 'revoke a share link',
    code: 'PROJECT_NOT_FOUND',
    role: 'owner',
    calls: [
      rest('DELETE /api/projects/{id}/share-links/{linkId}', (i) => ({ id: i.projectId, linkId: i.shareLinkId })),
      gql('Mutation', 'mutation($id: ID!, $l: ID!) { revokeShareLink(projectId: $id, linkId: $l) { message } }', (i) => ({ id: i.projectId, l: i.shareLinkId })),
    ],
  },
  {
    name: "list a project's comments",
    code: 'PROJECT_NOT_FOUND',
    role: 'viewer',
    calls: [rest('GET /api/projects/{id}/comments', project, { query: () => ({ target: 'FR-1' }) }), gql('Query', 'query($id: ID!) { comments(projectId: $id, target: "FR-1") { id body } }', project)],
  },
  {
    name: 'see who has a project open',
    code: 'PROJECT_NOT_FOUND',
    role: 'viewer',
    calls: [gql('Query', 'query($id: ID!) { projectPresence(projectId: $id) { userId } }', project)],
  },
  {
    name: "count a project's comments by target",
    code: 'PROJECT_NOT_FOUND',
    role: 'viewer',
    calls: [gql('Query', 'query($id: ID!) { commentCounts(projectId: $id) { target open total } }', project)],
  },
  {
    name: 'comment on an item',
    code: 'PROJECT_NOT_FOUND',
    role: 'reviewer',
    calls: [rest('POST /api/projects/{id}/comments', project, { body: () => ({ target: 'FR-1', body: 'Taken over' }) }), gql('Mutation', 'mutation($id: ID!) { addComment(projectId: $id, input: { target: "FR-1", body: "Taken over" }) { id } }', project)],
  },
  {
    name: 'resolve a comment',
    code: 'COMMENT_NOT_FOUND',
    role: 'editor',
    calls: [rest('PUT /api/comments/{id}', (i) => ({ id: i.commentId }), { body: () => ({ resolved: true }) }), gql('Mutation', 'mutation($id: ID!) { updateComment(id: $id, resolved: true) { id resolved } }', (i) => ({ id: i.commentId }))],
  },
  {
    name: 'delete a comment',
    code: 'COMMENT_NOT_FOUND',
    role: 'owner',
    calls: [rest('DELETE /api/comments/{id}', (i) => ({ id: i.commentId })), gql('Mutation', 'mutation($id: ID!) { deleteComment(id: $id) { message } }', (i) => ({ id: i.commentId }))],
  },
  {
    name: "read a document's approvals",
    code: 'DOCUMENT_NOT_FOUND',
    role: 'viewer',
    calls: [rest('GET /api/documents/{id}/approvals', doc), gql('Query', 'query($id: ID!) { documentApprovals(documentId: $id) { decision } }', doc)],
  },
  {
    name: 'approve a document',
    code: 'DOCUMENT_NOT_FOUND',
    role: 'reviewer',
    calls: [
      rest('POST /api/documents/{id}/approvals', doc, { body: (i) => ({ version: i.version, decision: 'approve', note: 'Taken over' }) }),
      gql('Mutation', 'mutation($id: ID!, $v: Int!) { decideDocumentApproval(documentId: $id, input: { version: $v, decision: "approve" }) { decision } }', (i) => ({ id: i.documentId, v: i.version })),
    ],
  },
];
