import { IconArchive, IconCircleCheck, IconPencil, IconPlayerPlay, type Icon } from '@tabler/icons-react';

/** The schema's project status vocabulary (`Project.status` is a plain string there). */
export type ProjectStatus = 'draft' | 'active' | 'completed' | 'archived';

/** The six documents generated per project: PRD, plan, feature breakdown, user flows, architecture, roadmap. */
export const DOCUMENTS_PER_PROJECT = 6;

/** How each project status looks wherever projects are listed (sidebar, dashboard, pages). */
export const projectStatusLook: Record<ProjectStatus, { label: string; color: string; icon: Icon }> = {
  draft: { label: 'Draft', color: 'gray', icon: IconPencil },
  active: { label: 'Active', color: 'blue', icon: IconPlayerPlay },
  completed: { label: 'Completed', color: 'green', icon: IconCircleCheck },
  archived: { label: 'Archived', color: 'yellow', icon: IconArchive },
};

export function statusLook(status: string) {
  return projectStatusLook[status as ProjectStatus] ?? projectStatusLook.draft;
}
