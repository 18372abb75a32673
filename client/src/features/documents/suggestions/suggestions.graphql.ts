import { graphql } from '../../../gql';

/**
 * The PRD's requirements with their criteria, and the caller's role (only editors and owners may
 * confirm). Criteria the capability catalogue suggested carry `source: pattern:<capability>`.
 */
export const SuggestedCriteriaQuery = graphql(`
  query SuggestedCriteria($projectId: ID!) {
    project(id: $projectId) {
      id
      role
    }
    requirements: specGraph(projectId: $projectId, kind: "requirement") {
      projectId
      items {
        id
        title
        status
        links {
          kind
          to
        }
      }
    }
    criteria: specGraph(projectId: $projectId, kind: "criterion") {
      projectId
      items {
        id
        statement
        status
        source
        fields
      }
    }
  }
`);

export const ConfirmSpecItemsMutation = graphql(`
  mutation ConfirmSpecItems($projectId: ID!, $itemIds: [String!]!) {
    confirmSpecItems(projectId: $projectId, itemIds: $itemIds) {
      id
      statement
      fields
    }
  }
`);

export const EditSpecItemTextMutation = graphql(`
  mutation EditSpecItemText($projectId: ID!, $itemId: String!, $given: String!, $when: String!, $then: String!) {
    editSpecItemText(projectId: $projectId, itemId: $itemId, given: $given, when: $when, then: $then) {
      id
      statement
      fields
    }
  }
`);

export const UnconfirmSpecItemMutation = graphql(`
  mutation UnconfirmSpecItem($projectId: ID!, $itemId: String!) {
    unconfirmSpecItem(projectId: $projectId, itemId: $itemId) {
      id
      statement
      fields
    }
  }
`);
