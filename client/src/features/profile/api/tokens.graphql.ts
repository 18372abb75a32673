import { graphql } from '../../../gql';

// Personal access tokens (Security tab): the secret comes back once, from the create mutation.

export const PersonalAccessTokenFieldsFragment = graphql(`
  fragment PersonalAccessTokenFields on PersonalAccessToken {
    id
    name
    prefix
    scope
    expiresAt
    lastUsedAt
    revokedAt
    createdAt
  }
`);

export const PersonalAccessTokensQuery = graphql(`
  query PersonalAccessTokens {
    personalAccessTokens {
      ...PersonalAccessTokenFields
    }
  }
`);

export const CreatePersonalAccessTokenMutation = graphql(`
  mutation CreatePersonalAccessToken($input: CreatePersonalAccessTokenInput!) {
    createPersonalAccessToken(input: $input) {
      token
      message
      item {
        ...PersonalAccessTokenFields
      }
    }
  }
`);

export const RevokePersonalAccessTokenMutation = graphql(`
  mutation RevokePersonalAccessToken($id: ID!) {
    revokePersonalAccessToken(id: $id) {
      id
      revokedAt
    }
  }
`);
