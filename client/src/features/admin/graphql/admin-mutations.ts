import { graphql } from '../../../gql';

export const SetUserDisabledMutation = graphql(`
  mutation AdminSetUserDisabled($id: ID!, $disabled: Boolean!) {
    adminSetUserDisabled(id: $id, disabled: $disabled) {
      id
      disabledAt
    }
  }
`);

export const SetUserRoleMutation = graphql(`
  mutation AdminSetUserRole($id: ID!, $role: String!) {
    adminSetUserRole(id: $id, role: $role) {
      id
      role
    }
  }
`);

export const SendPasswordResetMutation = graphql(`
  mutation AdminSendPasswordReset($id: ID!) {
    adminSendPasswordReset(id: $id) {
      message
    }
  }
`);

export const DeleteUserMutation = graphql(`
  mutation AdminDeleteUser($id: ID!) {
    adminDeleteUser(id: $id) {
      message
    }
  }
`);

export const RetryJobMutation = graphql(`
  mutation AdminRetryJob($id: ID!) {
    adminRetryJob(id: $id) {
      id
      status
    }
  }
`);

export const CancelJobMutation = graphql(`
  mutation AdminCancelJob($id: ID!) {
    adminCancelJob(id: $id) {
      id
      status
    }
  }
`);
