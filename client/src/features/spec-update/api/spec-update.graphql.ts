import { graphql } from '../../../gql';

// The review of a spec update. Every operation answers the same fragment, so a decision
// updates the patch in Apollo's cache and the screen follows.

export const SpecUpdatePatchFragment = graphql(`
  fragment SpecUpdate_patch on SpecPatch {
    id
    projectId
    status
    added
    retired
    changed
    createdAt
    hunks {
      id
      documentType
      sectionTitle
      before
      after
      generated
      editedByHand
      items
      status
      merged
    }
  }
`);

export const SpecUpdateReviewQuery = graphql(`
  query SpecUpdateReview($projectId: ID!) {
    specPatch(projectId: $projectId) {
      ...SpecUpdate_patch
    }
  }
`);

export const PrepareSpecUpdateMutation = graphql(`
  mutation PrepareSpecUpdate($projectId: ID!) {
    preparePatch(projectId: $projectId) {
      ...SpecUpdate_patch
    }
  }
`);

export const DecideSpecUpdateMutation = graphql(`
  mutation DecideSpecUpdate($projectId: ID!, $patchId: ID!, $decisions: [PatchDecisionInput!]!) {
    decidePatch(projectId: $projectId, patchId: $patchId, decisions: $decisions) {
      ...SpecUpdate_patch
    }
  }
`);

export const DecideSpecUpdateItemsMutation = graphql(`
  mutation DecideSpecUpdateItems($projectId: ID!, $patchId: ID!, $items: [PatchItemDecisionInput!]!) {
    decidePatch(projectId: $projectId, patchId: $patchId, items: $items) {
      ...SpecUpdate_patch
    }
  }
`);
