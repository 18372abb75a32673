import { useEffect, useState } from 'react';
import { isApiError } from '../api-client';
import { getProject, getUsage, listProjects } from './projects-api';
import { useProjectsSignal } from './projects-signal';
import type { Project, UsageStats } from './project-types';

interface Loaded<T> {
  data: T;
  loading: boolean;
  error: Error | null;
}

/**
 * Runs `load` whenever `key` changes or the projects signal fires; an answer that arrives after
 * the key moved on is dropped, so a slow old request never overwrites a newer one.
 */
function useLoad<T>(key: string, initial: T, load: () => Promise<T>): Loaded<T> & { set: (data: T) => void } {
  const version = useProjectsSignal((state) => state.version);
  const [state, setState] = useState<Loaded<T> & { key: string }>({ data: initial, loading: true, error: null, key });
  const loadingKey = `${key}#${version}`;

  useEffect(() => {
    let current = true;
    // A refetch of the same key keeps showing the current data (no skeleton flash after a save).
    setState((previous) => (previous.key === key && !previous.error ? previous : { ...previous, loading: true, error: null }));
    load().then(
      (data) => current && setState({ data, loading: false, error: null, key }),
      (error: unknown) => current && setState({ data: initial, loading: false, error: error instanceof Error ? error : new Error(String(error)), key }),
    );
    return () => {
      current = false;
    };
    // `load` and `initial` are recreated every render; the key says when to load again.
  }, [loadingKey]);

  // Until the first answer for a new key arrives, show loading rather than the old key's data.
  const stale = state.key !== key;
  return {
    data: stale ? initial : state.data,
    loading: stale || state.loading,
    error: stale ? null : state.error,
    set: (data: T) => setState({ data, loading: false, error: null, key }),
  };
}

const noProjects: Project[] = [];

/** The signed-in user's projects, newest first; fetched again after any change. */
export function useProjectList() {
  const { data, loading, error } = useLoad('projects', noProjects, listProjects);
  return { projects: data, loading, error };
}

/** One project; `notFound` when the server answers 404 (missing or someone else's). */
export function useProject(id: string) {
  const { data, loading, error, set } = useLoad<Project | null>(`project:${id}`, null, () => getProject(id));
  const notFound = isApiError(error) && (error.status === 404 || error.code === 'PROJECT_NOT_FOUND');
  return { project: data, loading, error, notFound, setProject: set };
}

/** Usage stats for 'x of 2 projects'; null when they could not be loaded (logged by getUsage). */
export function useUsage() {
  const { data, loading } = useLoad<UsageStats | null>('usage', null, getUsage);
  return { usage: data, loading };
}
