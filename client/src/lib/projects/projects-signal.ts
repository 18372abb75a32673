import { create } from 'zustand';

/**
 * A counter bumped whenever the signed-in user's projects change (created, edited, deleted), so
 * every list (sidebar, dashboard) fetches again without knowing who changed what.
 */
interface ProjectsSignal {
  version: number;
  projectsChanged: () => void;
}

export const useProjectsSignal = create<ProjectsSignal>()((set) => ({
  version: 0,
  projectsChanged: () => set((state) => ({ version: state.version + 1 })),
}));

export const projectsChanged = (): void => useProjectsSignal.getState().projectsChanged();
