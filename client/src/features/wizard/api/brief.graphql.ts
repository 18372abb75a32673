import { graphql } from '../../../gql';

// The brief editor (the wizard on an existing project): read the whole brief with its version,
// save it against that version. Both answer the same fragment, so a save refreshes the cached brief.

export const EditBriefFragment = graphql(`
  fragment EditBriefPage_brief on Brief {
    projectId
    version
    changedFields
    updatedAt
    projectName
    projectDescription
    problemStatement
    keyFeatures
    nonGoals
    competitors
    userPersonas
    userJourneys
    platforms
    uxDefinition
    designGuidelines
    techStack
    integrations
    securityConcerns
    performanceExpectations
    technicalConstraints
    businessGoals
    successMetrics
    timeline
    projectScope
    risks
    compliance
    futureEvolution
    additionalNotes
    featureDetails {
      feature
      actor
      trigger
      outcome
      rule
      failure
    }
    integrationUses {
      integration
      feature
    }
    teamSize
  }
`);

export const EditBriefQuery = graphql(`
  query EditBrief($projectId: ID!) {
    brief(projectId: $projectId) {
      ...EditBriefPage_brief
    }
  }
`);

export const UpdateBriefMutation = graphql(`
  mutation UpdateBrief($projectId: ID!, $input: BriefInput!, $baseVersion: Int) {
    updateBrief(projectId: $projectId, input: $input, baseVersion: $baseVersion) {
      ...EditBriefPage_brief
    }
  }
`);
