import { graphql } from '../../../gql';

// Two-factor set-up on the Security tab (session only: personal access tokens are refused).
// The log-in step (verify) is REST, like the log-in itself: it sets the refresh cookie.

export const SetupTwoFactorMutation = graphql(`
  mutation SetupTwoFactor {
    setupTwoFactor {
      secret
      otpauthUrl
    }
  }
`);

export const EnableTwoFactorMutation = graphql(`
  mutation EnableTwoFactor($code: String!) {
    enableTwoFactor(code: $code) {
      recoveryCodes
    }
  }
`);

export const DisableTwoFactorMutation = graphql(`
  mutation DisableTwoFactor($password: String!, $code: String!) {
    disableTwoFactor(password: $password, code: $code) {
      message
    }
  }
`);
