import { graphql } from '../../../gql';

export const SetTeamSizeMutation = graphql(`
  mutation SetTeamSize($projectId: ID!, $teamSize: Int!) {
    setTeamSize(projectId: $projectId, teamSize: $teamSize) {
      projectId
      teamSize
      message
    }
  }
`);
