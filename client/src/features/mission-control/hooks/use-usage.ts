import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { MissionControlUsageQuery } from '../graphql/project.graphql';

/**
 * Usage stats for 'x of 20 documents' and the plan's document limit; null while loading or when
 * they could not be read (logged, and zero defaults shown: as for usage statistics).
 */
export function useUsage() {
  const { data, loading, error } = useQuery(MissionControlUsageQuery);
  useEffect(() => {
    if (error) console.error('Failed to load usage statistics', error);
  }, [error]);
  return { usage: data?.usageStats ?? null, loading };
}
