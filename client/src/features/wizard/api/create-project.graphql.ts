import { graphql } from '../../../gql';

// The wizard's submit: create the project, then save the six sections in one batch.

export const CreateProjectMutation = graphql(`
  mutation CreateProject($input: ProjectInput!) {
    createProject(input: $input) {
      id
      name
    }
  }
`);

export const SaveWizardResponsesMutation = graphql(`
  mutation SaveWizardResponses($projectId: ID!, $responses: [WizardResponseInput!]!) {
    saveWizardResponses(projectId: $projectId, responses: $responses) {
      id
      sectionId
      responses
    }
  }
`);
