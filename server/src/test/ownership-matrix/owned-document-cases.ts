import { gql, rest } from './calls.js';
import type { OwnedCase } from './owned-cases.js';

const doc = (i: { documentId: string }) => ({ id: i.documentId });

/** Operations on a document (edit, export, versions, sections, generation) and a notification, by id. */
export const documentCases: OwnedCase[] = [
  {
    name: 'edit a document',
    role: 'editor',
    code: 'DOCUMENT_NOT_FOUND',
    calls: [
      rest('PUT /api/documents/{id}', doc, { body: (i) => ({ content: '# Taken over', base_version: i.version }) }),
      gql('Mutation', 'mutation($id: ID!, $b: Int!) { updateDocumentContent(id: $id, content: "# Taken over", baseVersion: $b) { id } }', (i) => ({ id: i.documentId, b: i.version })),
    ],
  },
  {
    name: 'export a document',
    role: 'viewer',
    code: 'DOCUMENT_NOT_FOUND',
    calls: [rest('GET /api/documents/{id}/export', doc, { query: () => ({ format: 'md' }) }), gql('Query', 'query($id: ID!) { documentExport(documentId: $id, format: "md") { filename contentBase64 } }', doc)],
  },
  {
    name: "list a document's versions",
    role: 'viewer',
    code: 'DOCUMENT_NOT_FOUND',
    calls: [rest('GET /api/documents/{id}/versions', doc), gql('Query', 'query($id: ID!) { documentVersions(documentId: $id) { version title } }', doc)],
  },
  {
    name: 'read a version',
    role: 'viewer',
    code: 'DOCUMENT_NOT_FOUND',
    calls: [rest('GET /api/documents/{id}/versions/{version}', (i) => ({ id: i.documentId, version: 1 })), gql('Query', 'query($id: ID!) { documentVersion(documentId: $id, version: 1) { version content } }', doc)],
  },
  {
    name: 'restore a version',
    role: 'editor',
    code: 'DOCUMENT_NOT_FOUND',
    calls: [rest('POST /api/documents/{id}/versions/{version}/restore', (i) => ({ id: i.documentId, version: 1 })), gql('Mutation', 'mutation($id: ID!) { restoreDocumentVersion(documentId: $id, version: 1) { id version } }', doc)],
  },
  {
    name: 'regenerate a section',
    role: 'editor',
    code: 'DOCUMENT_NOT_FOUND',
    calls: [
      rest('POST /api/documents/{id}/sections/{sectionId}/regenerate', (i) => ({ id: i.documentId, sectionId: i.sectionId })),
      gql('Mutation', 'mutation($id: ID!, $s: String!) { regenerateSection(documentId: $id, sectionId: $s) { before after } }', (i) => ({ id: i.documentId, s: i.sectionId })),
    ],
  },
  {
    name: 'accept a section',
    role: 'editor',
    code: 'DOCUMENT_NOT_FOUND',
    calls: [
      rest('POST /api/documents/{id}/sections/{sectionId}/accept', (i) => ({ id: i.documentId, sectionId: i.sectionId }), {
        body: (i) => ({ after: '## Taken over', base_version: i.version }),
      }),
      gql('Mutation', 'mutation($id: ID!, $s: String!, $b: Int!) { acceptSection(documentId: $id, sectionId: $s, after: "## Taken over", baseVersion: $b) { id } }', (i) => ({
        id: i.documentId,
        s: i.sectionId,
        b: i.version,
      })),
    ],
  },
  {
    name: 'export a roadmap',
    role: 'viewer',
    code: 'DOCUMENT_NOT_FOUND',
    calls: [
      rest('GET /api/documents/{id}/roadmap/export', (i) => ({ id: i.roadmapId }), { query: () => ({ format: 'csv', target: 'github' }) }),
      gql('Query', 'query($id: ID!) { roadmapExport(documentId: $id, format: "csv", target: "github") { filename contentBase64 } }', (i) => ({ id: i.roadmapId })),
    ],
  },
  {
    name: 'cancel a generation',
    role: 'editor',
    code: 'DOCUMENT_NOT_FOUND',
    calls: [rest('POST /api/documents/{id}/cancel', doc), gql('Mutation', 'mutation($id: ID!) { cancelGeneration(documentId: $id) { id status } }', doc)],
  },
  {
    name: 'retry a generation',
    role: 'editor',
    code: 'DOCUMENT_NOT_FOUND',
    calls: [rest('POST /api/documents/{id}/retry', doc), gql('Mutation', 'mutation($id: ID!) { retryGeneration(documentId: $id) { id status } }', doc)],
  },
  {
    name: 'mark a notification read',
    code: 'NOTIFICATION_NOT_FOUND',
    calls: [rest('POST /api/notifications/{id}/read', (i) => ({ id: i.notificationId })), gql('Mutation', 'mutation($id: ID!) { markNotificationRead(id: $id) { id read } }', (i) => ({ id: i.notificationId }))],
  },
];
