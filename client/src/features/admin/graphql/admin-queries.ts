import { graphql } from '../../../gql';

export const AdminOverviewQuery = graphql(`
  query AdminOverview($days: Int) {
    adminOverview(days: $days) {
      users
      admins
      disabledUsers
      activeUsers7d
      activeUsers30d
      projects
      documents
      jobsByStatus {
        status
        count
      }
      signupsPerDay {
        date
        count
      }
      activeUsersPerDay {
        date
        count
      }
      activityPerDay {
        date
        count
      }
    }
  }
`);

export const AdminUsersQuery = graphql(`
  query AdminUsers($input: AdminListInput) {
    adminUsers(input: $input) {
      total
      items {
        id
        email
        name
        role
        disabledAt
        lastActiveAt
        lastSignInAt
        createdAt
        projectCount
      }
    }
  }
`);

export const AdminUserQuery = graphql(`
  query AdminUser($id: ID!) {
    adminUser(id: $id) {
      user {
        id
        email
        name
        role
        disabledAt
        emailConfirmedAt
        lastSignInAt
        lastActiveAt
        createdAt
        projectCount
      }
      projects {
        id
        name
        status
        documentCount
        createdAt
      }
      sessions {
        id
        userAgent
        createdAt
        lastRefreshedAt
        expiresAt
        revokedAt
        revokedReason
        active
      }
    }
  }
`);

export const AdminProjectsQuery = graphql(`
  query AdminProjects($input: AdminListInput) {
    adminProjects(input: $input) {
      total
      items {
        id
        name
        status
        ownerEmail
        documentCount
        createdAt
        updatedAt
      }
    }
  }
`);

export const AdminProjectQuery = graphql(`
  query AdminProject($id: ID!) {
    adminProject(id: $id) {
      project {
        id
        name
        description
        status
        ownerEmail
        createdAt
        updatedAt
      }
      keyFeatures
      techStack
      platforms
      documents {
        id
        type
        title
        status
        version
        updatedAt
      }
    }
  }
`);

export const AdminJobsQuery = graphql(`
  query AdminJobs($input: AdminListInput) {
    adminJobs(input: $input) {
      total
      items {
        id
        type
        status
        progress
        error
        projectName
        ownerEmail
        updatedAt
      }
    }
  }
`);

export const AdminActivityQuery = graphql(`
  query AdminActivity($input: AdminListInput) {
    adminActivity(input: $input) {
      total
      items {
        id
        type
        entityType
        entityId
        userEmail
        createdAt
      }
    }
  }
`);

export const AdminAuditQuery = graphql(`
  query AdminAudit($input: AdminListInput) {
    adminAuditLog(input: $input) {
      total
      items {
        id
        actorEmail
        action
        targetType
        targetId
        details
        credential
        ip
        createdAt
      }
    }
  }
`);
