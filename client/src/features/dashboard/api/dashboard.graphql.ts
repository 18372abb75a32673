import { graphql } from '../../../gql';

// The dashboard's operations (the `/` route). Projects are normalized by id in Apollo's cache, so
// edits made elsewhere through GraphQL show here without a refresh counter; the list itself is
// re-read each time the dashboard opens (cache-and-network).

export const DashboardProjectsQuery = graphql(`
  query DashboardProjects {
    projects(first: 100) {
      nodes {
        id
        name
        description
        status
        documentsReady
        updatedAt
      }
    }
  }
`);

/** Separate from the list: a usage failure is logged and defaults shown (the error handling rules); the list stays. */
export const DashboardUsageQuery = graphql(`
  query DashboardUsage {
    usageStats {
      projectsCreated
      maxProjects
    }
  }
`);
