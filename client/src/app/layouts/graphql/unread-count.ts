import { graphql } from '../../../gql';

/** The bell's number. Screens that change notifications write the same root field in the cache. */
export const UnreadNotificationCountQuery = graphql(`
  query UnreadNotificationCount {
    unreadNotificationCount
  }
`);
