import { graphql } from '../../../gql';

// Your own model (Security tab): the key is sent, never read back (only its last 4 characters).

export const ModelConnectionFieldsFragment = graphql(`
  fragment ModelConnectionFields on ModelConnectionSettings {
    kind
    baseUrl
    model
    hasKey
    keyHint
    lastTestedAt
    lastTestOk
    updatedAt
  }
`);

export const ModelConnectionQuery = graphql(`
  query ModelConnection {
    modelConnection {
      ...ModelConnectionFields
    }
  }
`);

export const SaveModelConnectionMutation = graphql(`
  mutation SaveModelConnection($input: ModelConnectionInput!) {
    saveModelConnection(input: $input) {
      ...ModelConnectionFields
    }
  }
`);

export const DeleteModelConnectionMutation = graphql(`
  mutation DeleteModelConnection {
    deleteModelConnection
  }
`);

export const TestModelConnectionMutation = graphql(`
  mutation TestModelConnection($input: ModelConnectionInput) {
    testModelConnection(input: $input) {
      ok
      message
      latencyMs
    }
  }
`);
