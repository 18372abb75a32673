import { graphql } from '../../../gql';

// The impact checklist on Mission Control: what a brief change reaches, by item id, and
// whether an update is already waiting for review.

export const ImpactChecklistQuery = graphql(`
  query ImpactChecklist($projectId: ID!) {
    changeImpact(projectId: $projectId) {
      projectId
      tracked
      briefChanged
      inFlight
      changes {
        field
        label
        change
        before
        after
      }
      items {
        id
        kind
        title
        change
        reason
      }
      documents {
        type
        title
        status
        sections {
          title
          items
          editedByHand
        }
      }
    }
    specPatch(projectId: $projectId) {
      id
      status
    }
  }
`);

/** Prepares the update to review; the review screen reads it in full. */
export const StartSpecReviewMutation = graphql(`
  mutation StartSpecReview($projectId: ID!) {
    preparePatch(projectId: $projectId) {
      id
      status
    }
  }
`);

/** Requirements the brief dropped: they keep their id, superseded, and are listed under the matrix. */
export const RetiredRequirementsQuery = graphql(`
  query RetiredRequirements($projectId: ID!) {
    specGraph(projectId: $projectId, kind: "requirement") {
      projectId
      items {
        id
        title
        status
        fields
      }
    }
  }
`);
