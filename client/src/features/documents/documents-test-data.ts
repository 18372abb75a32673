import type { DocumentDetailFragment } from '../../gql/graphql';
import { answer, GraphqlErrorAnswer, type GraphqlHandler } from '../../test/graphql';
import { DocumentPageProjectQuery, DocumentQuery, ProjectDocumentIdsQuery } from './api/documents.graphql';

// The document pages' GraphQL answers for tests (test/graphql.ts answers them by operation name).

export function docDetail(extra: Partial<DocumentDetailFragment> = {}): DocumentDetailFragment {
  return {
    __typename: 'ProjectDocument',
    id: 'd1',
    projectId: 'p1',
    type: 'prd',
    title: 'PRD',
    status: 'ready',
    version: 1,
    generator: 'builtin',
    error: null,
    progress: 100,
    currentSection: null,
    generatedAt: '2026-01-05T00:00:00Z',
    createdAt: '2026-01-05T00:00:00Z',
    updatedAt: '2026-01-05T00:00:00Z',
    content: '',
    structured: null,
    ...extra,
  };
}

/** The project MealMate, its documents (read on each call, so a test may change them) and each one by id. */
export function documentAnswers(documents: () => DocumentDetailFragment[]): Array<[string, GraphqlHandler]> {
  return [
    answer(DocumentPageProjectQuery)(({ id }) => ({ project: { __typename: 'Project', id: String(id), name: 'MealMate' } })),
    answer(ProjectDocumentIdsQuery)(({ projectId }) => ({
      generationStatus: {
        __typename: 'GenerationStatus',
        projectId: String(projectId),
        documents: documents().map((d) => ({ __typename: 'DocumentSummary' as const, id: d.id, type: d.type })),
      },
    })),
    answer(DocumentQuery)(({ id }) => {
      const found = documents().find((d) => d.id === id);
      return found ? { document: found } : new GraphqlErrorAnswer('Document not found', { code: 'NOT_FOUND', appCode: 'DOCUMENT_NOT_FOUND' });
    }),
  ];
}
