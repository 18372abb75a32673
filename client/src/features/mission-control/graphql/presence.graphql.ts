import { graphql } from '../../../gql';

/** Marks this person present while Mission Control is open; answers who has the project open. */
export const ProjectPresenceSubscription = graphql(`
  subscription ProjectPresence($projectId: ID!) {
    projectPresence(projectId: $projectId) {
      userId
      name
      initials
      avatarUrl
      since
    }
  }
`);
