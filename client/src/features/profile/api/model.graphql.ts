import { graphql } from '../../../gql';

// Your own model (Security tab): the key is sent, never read back (only its last 4 characters).

export const ModelConnectionQuery = graphql(`
  query ModelConnection {
    modelConnection {
      kind
      baseUrl
      model
      hasKey
      keyHint
      lastTestedAt
      lastTestOk
      updatedAt
    }
  }
`);

export const SaveModelConnectionMutation = graphql(`
  mutation SaveModelConnection($input: ModelConnectionInput!) {
    saveModelConnection(input: $input) {
      kind
      baseUrl
      model
      hasKey
      keyHint
      lastTestedAt
      lastTestOk
      updatedAt
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
