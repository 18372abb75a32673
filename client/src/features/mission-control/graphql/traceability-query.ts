import { graphql } from '../../../gql';

export const TraceabilityQuery = graphql(`
  query ProjectTraceability($projectId: ID!) {
    traceability(projectId: $projectId) {
      projectId
      rows {
        requirementId
        title
        priority
        journeyIds
        metricIds
        taskIds
        criterionIds
      }
      coverage {
        key
        label
        covered
        total
        percent
        gaps
      }
    }
  }
`);
