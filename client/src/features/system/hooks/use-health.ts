import { NetworkStatus, type ErrorLike } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { useCallback } from 'react';
import type { SystemHealthQuery } from '../../../gql/graphql';
import { HealthQuery } from '../graphql/health-query';

export type Health = SystemHealthQuery['health'];

export interface UseHealthResult {
  health: Health | undefined;
  /** First load only; a refresh keeps showing the last answer. */
  loading: boolean;
  refreshing: boolean;
  error: ErrorLike | undefined;
  /** Re-asks the server; failures surface through `error`, never as an unhandled rejection. */
  refresh: () => void;
}

export function useHealth(): UseHealthResult {
  const { data, error, loading, networkStatus, refetch } = useQuery(HealthQuery, {
    // A status screen must show the server's current answer, never a cached one.
    fetchPolicy: 'network-only',
    notifyOnNetworkStatusChange: true,
  });

  const refresh = useCallback(() => {
    refetch().catch(() => undefined);
  }, [refetch]);

  return {
    health: data?.health,
    loading: loading && !data && networkStatus !== NetworkStatus.refetch,
    refreshing: networkStatus === NetworkStatus.refetch,
    error,
    refresh,
  };
}
