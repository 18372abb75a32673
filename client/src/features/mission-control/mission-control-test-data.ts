import type { LiveDocumentSummaryFragment, MissionControlProjectFragment } from '../../gql/graphql';
import { answer, GraphqlErrorAnswer, type GraphqlHandler } from '../../test/graphql';
import { GenerateAllDocumentsMutation, GenerateDocumentMutation, MissionControlDocumentsQuery } from './graphql/generation.graphql';
import { MissionControlProjectQuery, MissionControlUsageQuery } from './graphql/project.graphql';
import type { DocumentStatus, DocumentType } from '../../gql/graphql';

// Mission Control's GraphQL answers for page tests (test/graphql.ts answers them by operation name).

export function mcProject(extra: Partial<MissionControlProjectFragment> = {}): MissionControlProjectFragment {
  return {
    __typename: 'Project',
    id: 'p1',
    name: 'MealMate',
    status: 'active',
    description: 'Plan meals for the week in minutes.',
    userPersonas: [],
    platforms: [],
    developmentPhase: 'MVP',
    timeline: '3 months',
    ...extra,
  };
}

export function summary(type: DocumentType, status: DocumentStatus, extra: Partial<LiveDocumentSummaryFragment> = {}): LiveDocumentSummaryFragment {
  return {
    __typename: 'DocumentSummary',
    id: `d-${type}`,
    projectId: 'p1',
    type,
    title: type,
    status,
    version: status === 'ready' ? 1 : 0,
    generator: 'builtin',
    error: null,
    progress: 0,
    currentSection: null,
    generatedAt: null,
    createdAt: '2026-01-05T00:00:00Z',
    updatedAt: '2026-01-05T00:00:00Z',
    ...extra,
  };
}

export const notFound = () => new GraphqlErrorAnswer('Project not found', { code: 'NOT_FOUND', appCode: 'PROJECT_NOT_FOUND' });

/** The project, its documents (read on each call, so a test may change them) and usage. */
export function pageAnswers(project: MissionControlProjectFragment | GraphqlErrorAnswer, documents: () => LiveDocumentSummaryFragment[] | GraphqlErrorAnswer, documentsGenerated = 3): Array<[string, GraphqlHandler]> {
  return [
    answer(MissionControlProjectQuery)(() => (project instanceof GraphqlErrorAnswer ? project : { project })),
    answer(MissionControlDocumentsQuery)(() => {
      const list = documents();
      return list instanceof GraphqlErrorAnswer ? list : { generationStatus: { __typename: 'GenerationStatus', projectId: 'p1', documents: list } };
    }),
    answer(MissionControlUsageQuery)(() => ({ usageStats: { __typename: 'UsageStats', documentsGenerated, maxDocuments: 20 } })),
  ];
}

/** Generate one and Generate all, answering queued summaries. */
export const generateAnswers = (): Array<[string, GraphqlHandler]> => [
  // The argument stays a string (checked by the server); the answer carries the enum.
  answer(GenerateDocumentMutation)(({ type }) => ({ generateDocument: summary(type as DocumentType, 'queued') })),
  answer(GenerateAllDocumentsMutation)(() => ({ generateAllDocuments: [summary('prd', 'queued')] })),
];
