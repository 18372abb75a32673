import { graphql } from '../../../gql';

/** Which acceptance criteria a passing test run proves, per requirement, with the last runs. */
export const VerificationQuery = graphql(`
  query ProjectVerification($projectId: ID!) {
    verification(projectId: $projectId) {
      projectId
      project {
        status
        verified
        failing
        stale
        unverified
        total
        percent
      }
      criteria {
        id
        title
        requirementId
        status
        retired
        tests
      }
      requirements {
        id
        status
        verified
        total
      }
      unknownIds
      runs {
        id
        commit
        branch
        tests
        passed
        failed
        skipped
        createdAt
      }
    }
  }
`);
