import { graphql } from '../../../gql';

/** Tasks and milestones of the spec graph: progress per milestone (tasks are `due_in` one). */
export const MilestoneProgressQuery = graphql(`
  query MilestoneProgress($projectId: ID!) {
    specGraph(projectId: $projectId) {
      projectId
      items {
        id
        kind
        title
        status
        fields
        links {
          kind
          to
        }
      }
    }
  }
`);
