import { graphql } from '../../../gql';

// The project settings screen's operations (spec §2). Both answer the same fields, so a save
// updates Project:<id> in Apollo's cache and every reader of it (the dashboard's card too).

export const ProjectSettingsQuery = graphql(`
  query ProjectSettings($id: ID!) {
    project(id: $id) {
      id
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
      updatedAt
    }
  }
`);

/** GraphQL updates only the fields given (REST's PUT takes the merged project instead). */
export const UpdateProjectSettingsMutation = graphql(`
  mutation UpdateProjectSettings($id: ID!, $input: ProjectInput!) {
    updateProject(id: $id, input: $input) {
      id
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
      updatedAt
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
