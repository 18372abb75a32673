import type { ApolloCache } from '@apollo/client';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import type { NotificationsPageQuery as NotificationsPageResult } from '../../../gql/graphql';
import { ClearNotificationsMutation, MarkAllNotificationsReadMutation, MarkNotificationReadMutation, NotificationsPageQuery } from '../api/notifications.graphql';

export type NotificationItem = NotificationsPageResult['notifications']['items'][number];

/**
 * The top bar's bell reads the root field `unreadNotificationCount`; setting it here keeps the
 * bell in step with this screen (cache.modify only touches a field the bell already read).
 */
function setUnreadInCache(cache: ApolloCache, count: number): void {
  cache.modify({ id: 'ROOT_QUERY', fields: { unreadNotificationCount: () => Math.max(0, count) } });
}

/** Sets every listed notification's read flag in the cache (Apollo normalizes them by id). */
function markAllInCache(cache: ApolloCache): void {
  const list = cache.readQuery({ query: NotificationsPageQuery });
  for (const item of list?.notifications.items ?? []) {
    cache.modify({ id: cache.identify(item), fields: { read: () => true } });
  }
  cache.updateQuery({ query: NotificationsPageQuery }, (data) => (data ? { notifications: { ...data.notifications, unreadCount: 0 } } : data));
  setUnreadInCache(cache, 0);
}

/**
 * The notifications list and its three actions. Reads and "mark all" answer at once (optimistic
 * responses the server's answer then confirms); "clear all" waits for the server.
 */
export function useNotifications() {
  const { data, loading, error } = useQuery(NotificationsPageQuery, { fetchPolicy: 'cache-and-network' });
  const [markRead] = useMutation(MarkNotificationReadMutation);
  const [markAll] = useMutation(MarkAllNotificationsReadMutation);
  const [clear] = useMutation(ClearNotificationsMutation);

  const items = data?.notifications.items ?? null;
  const { cache } = useApolloClient();
  const unread = items?.filter((item) => !item.read).length;

  // What this screen shows is the freshest count the bell can have.
  useEffect(() => {
    if (unread !== undefined) setUnreadInCache(cache, unread);
  }, [cache, unread]);

  return {
    items,
    loading: loading && !items,
    error: items ? undefined : error,
    markRead: (item: NotificationItem) =>
      markRead({
        variables: { id: item.id },
        optimisticResponse: { markNotificationRead: { __typename: 'Notification', id: item.id, read: true } },
      }),
    markAllRead: async (): Promise<string> => {
      const result = await markAll({
        optimisticResponse: {
          markAllNotificationsRead: { __typename: 'NotificationsMarkedRead', updated: unread ?? 0, message: 'All notifications marked as read' },
        },
        update: markAllInCache,
      });
      return result.data?.markAllNotificationsRead.message ?? 'All notifications marked as read';
    },
    clearAll: async (): Promise<string> => {
      const result = await clear({
        update: (store) => {
          store.updateQuery({ query: NotificationsPageQuery }, (current) => (current ? { notifications: { ...current.notifications, items: [], unreadCount: 0 } } : current));
          setUnreadInCache(store, 0);
          store.gc();
        },
      });
      return result.data?.clearNotifications.message ?? 'All notifications cleared';
    },
  };
}
