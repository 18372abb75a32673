import { api } from '../api';
import { ApiError, isApiError, UNKNOWN_ERROR_MESSAGE } from '../api-client';
import type { CreateProjectInput, Project, UsageStats, WizardResponse, WizardSectionInput } from './project-types';

/**
 * The project and wizard REST calls, shared by the sidebar and the features. A failure is
 * rethrown as an ApiError carrying the server's message when it gave one, else the fixed
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

export function createProject(input: CreateProjectInput): Promise<Project> {
  return call('Failed to create project', async () => {
    // Checked before the call, with the same messages the server gives.
    if (!input.name?.trim()) throw new ApiError('VALIDATION_ERROR', 'Project name is required');
    if (!input.user_id) throw new ApiError('VALIDATION_ERROR', 'User ID is required to create a project');
    return (await api.post<Project>('/projects', input)).data;
  });
}

/** PUT with the merged object of the existing project and the edited fields. */
export function updateProject(project: Project, changes: Partial<Project>): Promise<Project> {
  return call('Failed to update project', async () => (await api.put<Project>(base(project.id), { ...project, ...changes })).data);
}

export function deleteProject(id: string): Promise<string> {
  return call('Failed to delete project', async () => (await api.delete<unknown>(base(id))).message ?? 'Project deleted successfully');
}

export function getWizardResponses(projectId: string): Promise<WizardResponse[]> {
  return call('Failed to get wizard responses', async () => {
    const data = (await api.get<unknown>(`${base(projectId)}/wizard/responses`)).data;
    return Array.isArray(data) ? (data as WizardResponse[]) : [];
  });
}

/** One section's answers; a 404 means "not answered yet" and gives null. */
export function getWizardResponse(projectId: string, sectionId: string): Promise<WizardResponse | null> {
  return call('Failed to get wizard response', async () => {
    try {
      return (await api.get<WizardResponse>(`${base(projectId)}/wizard/responses/${encodeURIComponent(sectionId)}`, { quiet: true })).data;
    } catch (error) {
      if (isApiError(error) && error.status === 404) return null;
      throw error;
    }
  });
}

export function saveWizardResponse(projectId: string, input: WizardSectionInput): Promise<WizardResponse> {
  return call('Failed to save wizard response', async () => (await api.post<WizardResponse>(`${base(projectId)}/wizard/responses`, input)).data);
}

export function saveWizardResponsesBatch(projectId: string, responses: WizardSectionInput[]): Promise<WizardResponse[]> {
  return call('Failed to save wizard responses batch', async () => {
    const data = (await api.post<unknown>(`${base(projectId)}/wizard/responses/batch`, { responses })).data;
    return Array.isArray(data) ? (data as WizardResponse[]) : [];
  });
}

export interface WizardValidation {
  valid: boolean;
  errors: Array<{ field: string; message: string }>;
  warnings: Array<{ field: string; message: string }>;
}

export function validateWizardStep(projectId: string, step: number | string, responses: Record<string, unknown>): Promise<WizardValidation> {
  return call('Failed to validate wizard response', async () => (await api.post<WizardValidation>(`${base(projectId)}/wizard/validate`, { step, responses })).data);
}

/** GET /users/usage. A failure is logged and zero defaults shown. */
export async function getUsage(): Promise<UsageStats | null> {
  try {
    return (await api.get<UsageStats>('/users/usage')).data;
  } catch (error) {
    console.error('Failed to load usage statistics', error);
    return null;
  }
}
