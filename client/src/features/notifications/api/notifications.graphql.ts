import { graphql } from '../../../gql';

// The notifications screen's operations. Apollo normalizes each Notification by id,
// so a read flag changed by a mutation shows everywhere without refetching the list.

export const NotificationsPageQuery = graphql(`
  query NotificationsPage {
    notifications(filter: "all") {
      items {
        id
        title
        message
        type
        read
        actionUrl
        actionLabel
        createdAt
      }
      unreadCount
    }
  }
`);

export const MarkNotificationReadMutation = graphql(`
  mutation MarkNotificationRead($id: ID!) {
    markNotificationRead(id: $id) {
      id
      read
    }
  }
`);

export const MarkAllNotificationsReadMutation = graphql(`
  mutation MarkAllNotificationsRead {
    markAllNotificationsRead {
      updated
      message
    }
  }
`);

export const ClearNotificationsMutation = graphql(`
  mutation ClearNotifications {
    clearNotifications {
      deleted
      message
    }
  }
`);
