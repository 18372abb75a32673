export * from './project-types';
export * from './projects-api';
export { projectsChanged, useProjectsSignal } from './projects-signal';
export { projectStatusLook, statusLook } from './project-status';
export { useProject, useProjectList, useUsage } from './use-projects';
