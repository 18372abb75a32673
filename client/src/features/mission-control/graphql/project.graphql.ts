import { graphql } from '../../../gql';

// Mission Control's project reads. Projects are normalized by id in Apollo's cache, so a save
// elsewhere (settings, the brief editor) shows here at once; creating or deleting a project evicts
// the `projects` field, and the sidebar's list is read again.

/** The first projects of the sidebar's Mission Control section (at most 4 shown). */
export const SidebarProjectsQuery = graphql(`
  query SidebarProjects($first: Int!) {
    projects(first: $first) {
      nodes {
        id
        name
        status
        role
      }
    }
  }
`);

export const MissionControlProjectFragment = graphql(`
  fragment MissionControlProject on Project {
    id
    name
    status
    description
    userPersonas
    platforms
    developmentPhase
    timeline
  }
`);

export const MissionControlProjectQuery = graphql(`
  query MissionControlProject($id: ID!) {
    project(id: $id) {
      ...MissionControlProject
    }
  }
`);

/** 'x of 20 documents' and the plan's document limit; asked again when a document turns ready. */
export const MissionControlUsageQuery = graphql(`
  query MissionControlUsage {
    usageStats {
      documentsGenerated
      maxDocuments
    }
  }
`);

/** Only read when the project itself has no description (use-brief-ready.ts). */
export const BriefWizardAnswersQuery = graphql(`
  query BriefWizardAnswers($projectId: ID!) {
    wizardResponses(projectId: $projectId) {
      id
      sectionId
      responses
    }
  }
`);
