export { DOCUMENTS_PER_PROJECT, projectStatusLook, statusLook, type ProjectStatus } from './project-status';
