import { graphql } from '../../../gql';

export const HealthQuery = graphql(`
  query SystemHealth {
    health {
      status
      version
      uptimeSeconds
      serverTime
      database {
        serverVersion
        installedAt
      }
    }
  }
`);
