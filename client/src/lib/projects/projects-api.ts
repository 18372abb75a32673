import { api } from '../api';
import { ApiError, isApiError, UNKNOWN_ERROR_MESSAGE } from '../api-client';
import type { Project, UsageStats, WizardResponse } from './project-types';

/**
 * The REST reads of spec §7 that Mission Control, its sidebar list and the document pages still
 * use (the other screens read GraphQL: README, Client data). A failure is
 * rethrown as an ApiError carrying the server's message when it gave one, else the spec §8
 * message for that call ('Failed to get project', …); the code and HTTP status are kept.
 */
async function call<T>(fallback: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (!isApiError(error)) throw new ApiError('UNKNOWN_ERROR', fallback);
    const message = error.message && error.message !== UNKNOWN_ERROR_MESSAGE ? error.message : fallback;
    throw new ApiError(error.code, message, error.status, error.fieldErrors);
  }
}

const base = (id: string) => `/projects/${encodeURIComponent(id)}`;

/** The list may arrive in several shapes: a bare array, or `{ projects: [...] }`. */
function projectList(data: unknown): Project[] {
  if (Array.isArray(data)) return data as Project[];
  if (data && typeof data === 'object') {
    const inner = (data as { projects?: unknown; items?: unknown }).projects ?? (data as { items?: unknown }).items;
    if (Array.isArray(inner)) return inner as Project[];
  }
  return [];
}

export function listProjects(): Promise<Project[]> {
  return call('Failed to get projects', async () => projectList((await api.get<unknown>('/projects')).data));
}

export function getProject(id: string): Promise<Project> {
  return call('Failed to get project', async () => (await api.get<Project>(base(id))).data);
}

export function getWizardResponses(projectId: string): Promise<WizardResponse[]> {
  return call('Failed to get wizard responses', async () => {
    const data = (await api.get<unknown>(`${base(projectId)}/wizard/responses`)).data;
    return Array.isArray(data) ? (data as WizardResponse[]) : [];
  });
}

/** GET /users/usage. A failure is logged and zero defaults shown (spec §8 usage statistics). */
export async function getUsage(): Promise<UsageStats | null> {
  try {
    return (await api.get<UsageStats>('/users/usage')).data;
  } catch (error) {
    console.error('Failed to load usage statistics', error);
    return null;
  }
}
