import { graphql } from '../../../gql';

// The project settings screen's operations. Read and save answer the same fragment, so a save
// updates Project:<id> in Apollo's cache and every reader of it (the dashboard's card too).

export const ProjectSettingsFragment = graphql(`
  fragment ProjectSettings_project on Project {
    id
    role
    name
    description
    status
    timeline
    developmentPhase
    techStack
    integrations
    platforms
    businessGoals
    userPersonas
    keyFeatures
    modelSource
    settings
    updatedAt
  }
`);

export const ProjectSettingsQuery = graphql(`
  query ProjectSettings($id: ID!) {
    project(id: $id) {
      ...ProjectSettings_project
    }
  }
`);

/** GraphQL updates only the fields given (REST's PUT takes the merged project instead). */
export const UpdateProjectSettingsMutation = graphql(`
  mutation UpdateProjectSettings($id: ID!, $input: ProjectInput!) {
    updateProject(id: $id, input: $input) {
      ...ProjectSettings_project
    }
  }
`);

export const DeleteProjectMutation = graphql(`
  mutation DeleteProject($id: ID!) {
    deleteProject(id: $id) {
      message
    }
  }
`);
