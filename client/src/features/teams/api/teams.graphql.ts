import { graphql } from '../../../gql';

export const AcceptInvitationMutation = graphql(`
  mutation AcceptInvitation($token: String!) {
    acceptInvitation(token: $token) {
      id
      name
      role
    }
  }
`);

export const SharedProjectQuery = graphql(`
  query SharedProject($token: String!) {
    sharedProject(token: $token) {
      name
      documents {
        id
        type
        title
        version
        content
        updatedAt
      }
    }
  }
`);
