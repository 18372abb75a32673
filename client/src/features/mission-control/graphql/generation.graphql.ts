import { graphql } from '../../../gql';

// Mission Control's documents: the list (generationStatus, the summaries without content), the
// text written so far of a running document, the live progress, and the generation actions. Each
// action answers the summary, merged into the live list at once.

export const LiveDocumentSummaryFragment = graphql(`
  fragment LiveDocumentSummary on DocumentSummary {
    id
    projectId
    type
    title
    status
    version
    generator
    error
    progress
    currentSection
    generatedAt
    createdAt
    updatedAt
  }
`);

export const MissionControlDocumentsQuery = graphql(`
  query MissionControlDocuments($projectId: ID!) {
    generationStatus(projectId: $projectId) {
      projectId
      documents {
        ...LiveDocumentSummary
      }
    }
  }
`);

/** A running document's content holds the sections composed before this page opened. */
export const GenerationTextSoFarQuery = graphql(`
  query GenerationTextSoFar($id: ID!) {
    document(id: $id) {
      id
      content
    }
  }
`);

/** One step of a project's generation: status, percent, current section and the text appended. */
export const GenerationProgressSubscription = graphql(`
  subscription GenerationProgress($projectId: ID!) {
    generationProgress(projectId: $projectId) {
      eventId
      projectId
      documentId
      type
      status
      section
      delta
      percent
      version
      error
    }
  }
`);

export const GenerateDocumentMutation = graphql(`
  mutation GenerateDocument($projectId: ID!, $type: String!) {
    generateDocument(projectId: $projectId, type: $type) {
      ...LiveDocumentSummary
    }
  }
`);

export const GenerateAllDocumentsMutation = graphql(`
  mutation GenerateAllDocuments($projectId: ID!) {
    generateAllDocuments(projectId: $projectId) {
      ...LiveDocumentSummary
    }
  }
`);

export const CancelGenerationMutation = graphql(`
  mutation CancelGeneration($documentId: ID!) {
    cancelGeneration(documentId: $documentId) {
      ...LiveDocumentSummary
    }
  }
`);

export const RetryGenerationMutation = graphql(`
  mutation RetryGeneration($documentId: ID!) {
    retryGeneration(documentId: $documentId) {
      ...LiveDocumentSummary
    }
  }
`);
