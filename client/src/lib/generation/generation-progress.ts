import { graphql } from '../../gql';

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
