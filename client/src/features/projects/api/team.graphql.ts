import { graphql } from '../../../gql';

// The members and share-link tabs of the project settings.

export const ProjectMembersQuery = graphql(`
  query ProjectMembers($projectId: ID!) {
    projectMembers(projectId: $projectId) {
      id
      userId
      email
      name
      role
      status
      expiresAt
    }
  }
`);

export const InviteMemberMutation = graphql(`
  mutation InviteMember($projectId: ID!, $input: InviteMemberInput!) {
    inviteMember(projectId: $projectId, input: $input) {
      id
      email
      role
      status
    }
  }
`);

export const UpdateMemberRoleMutation = graphql(`
  mutation UpdateMemberRole($projectId: ID!, $userId: ID!, $role: String!) {
    updateMemberRole(projectId: $projectId, userId: $userId, role: $role) {
      id
      role
    }
  }
`);

export const RemoveMemberMutation = graphql(`
  mutation RemoveMember($projectId: ID!, $userId: ID!) {
    removeMember(projectId: $projectId, userId: $userId) {
      message
    }
  }
`);

export const ShareLinksQuery = graphql(`
  query ShareLinks($projectId: ID!) {
    shareLinks(projectId: $projectId) {
      id
      createdAt
    }
  }
`);

export const CreateShareLinkMutation = graphql(`
  mutation CreateShareLink($projectId: ID!) {
    createShareLink(projectId: $projectId) {
      id
      url
      createdAt
    }
  }
`);

export const RevokeShareLinkMutation = graphql(`
  mutation RevokeShareLink($projectId: ID!, $linkId: ID!) {
    revokeShareLink(projectId: $projectId, linkId: $linkId) {
      message
    }
  }
`);
