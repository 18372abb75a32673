import { api } from '../api';
import { ApiError, isApiError, UNKNOWN_ERROR_MESSAGE } from '../api-client';
import { refreshSession } from '../auth/auth-session';
import { getAccessToken } from '../auth/auth-store';
import type { DocumentDetail, DocumentSummary, DocumentType, DocumentVersion } from './document-types';

/** Rethrows as an ApiError with the server's message when it gave one, else `fallback`. */
async function call<T>(fallback: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (!isApiError(error)) throw new ApiError('UNKNOWN_ERROR', fallback);
    const message = error.message && error.message !== UNKNOWN_ERROR_MESSAGE ? error.message : fallback;
    throw new ApiError(error.code, message, error.status, error.fieldErrors);
  }
}

const project = (id: string) => `/projects/${encodeURIComponent(id)}`;
const doc = (id: string) => `/documents/${encodeURIComponent(id)}`;
const list = <T>(data: unknown): T[] => (Array.isArray(data) ? (data as T[]) : []);

export function listDocuments(projectId: string): Promise<DocumentSummary[]> {
  return call('Failed to load documents', async () => list<DocumentSummary>((await api.get<unknown>(`${project(projectId)}/documents`)).data));
}

export function getDocument(id: string): Promise<DocumentDetail> {
  return call('Failed to load the document', async () => (await api.get<DocumentDetail>(doc(id))).data);
}

export function generateDocument(projectId: string, type: DocumentType): Promise<DocumentSummary> {
  return call('Failed to start generation', async () => (await api.post<DocumentSummary>(`${project(projectId)}/documents/${type}/generate`)).data);
}

export function generateAllDocuments(projectId: string): Promise<DocumentSummary[]> {
  return call('Failed to start generation', async () => list<DocumentSummary>((await api.post<unknown>(`${project(projectId)}/documents/generate`)).data));
}

export function cancelGeneration(id: string): Promise<DocumentSummary> {
  return call('Failed to cancel generation', async () => (await api.post<DocumentSummary>(`${doc(id)}/cancel`)).data);
}

export function retryGeneration(id: string): Promise<DocumentSummary> {
  return call('Failed to retry generation', async () => (await api.post<DocumentSummary>(`${doc(id)}/retry`)).data);
}

/** PUT with the version the edit started from; a 409 VERSION_CONFLICT means someone saved since. */
export function saveDocument(id: string, content: string, baseVersion: number): Promise<DocumentDetail> {
  return call('Failed to save the document', async () => (await api.put<DocumentDetail>(doc(id), { content, base_version: baseVersion })).data);
}

export function listVersions(id: string): Promise<DocumentVersion[]> {
  return call('Failed to load versions', async () => list<DocumentVersion>((await api.get<unknown>(`${doc(id)}/versions`)).data));
}

export function getVersion(id: string, version: number): Promise<DocumentVersion> {
  return call('Failed to load the version', async () => (await api.get<DocumentVersion>(`${doc(id)}/versions/${version}`)).data);
}

export function restoreVersion(id: string, version: number): Promise<DocumentDetail> {
  return call('Failed to restore the version', async () => (await api.post<DocumentDetail>(`${doc(id)}/versions/${version}/restore`)).data);
}

/** A regenerated section to compare before accepting (nothing is saved until accepted). */
export interface SectionPreview {
  /** Rewritten from a changed brief, or only reworded by the built-in generator. */
  note?: string;
  section_id: string;
  title: string;
  before: string;
  after: string;
  base_version: number;
}

const section = (id: string, sectionId: string) => `${doc(id)}/sections/${encodeURIComponent(sectionId)}`;

export function previewSection(id: string, sectionId: string): Promise<SectionPreview> {
  return call('Failed to regenerate the section', async () => (await api.post<SectionPreview>(`${section(id, sectionId)}/regenerate`)).data);
}

export function acceptSection(id: string, preview: SectionPreview): Promise<DocumentDetail> {
  return call('Failed to replace the section', async () =>
    (await api.post<DocumentDetail>(`${section(id, preview.section_id)}/accept`, { after: preview.after, base_version: preview.base_version })).data);
}

export type ExportFormat = 'md' | 'pdf' | 'docx';

/** Agent-ready exports, built by the server from the project's spec graph (each a .zip). */
export type AgentExportFormat = 'speckit' | 'kiro' | 'agents' | 'gherkin';

export const exportUrl = {
  document: (id: string, format: ExportFormat) => `/api${doc(id)}/export?format=${format}`,
  projectZip: (projectId: string) => `/api${project(projectId)}/documents/export?format=zip`,
  projectAgentExport: (projectId: string, format: AgentExportFormat) => `/api${project(projectId)}/documents/export?format=${format}`,
  /** The traceability matrix as CSV, one row per requirement. */
  traceabilityCsv: (projectId: string) => `/api${project(projectId)}/spec/traceability?format=csv`,
  /** The roadmap's tasks: CSV shaped for an issue tracker's import, or JSON. */
  roadmapTasks: (id: string, target: RoadmapTarget) =>
    target === 'json' ? `/api${doc(id)}/roadmap/export?format=json` : `/api${doc(id)}/roadmap/export?format=csv&target=${target}`,
};

export type RoadmapTarget = 'github' | 'linear' | 'jira' | 'json';

function filenameOf(response: Response, fallback: string): string {
  const header = response.headers.get('Content-Disposition') ?? '';
  const match = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(header);
  return match?.[1] ? decodeURIComponent(match[1]) : fallback;
}

async function errorMessageOf(response: Response): Promise<string> {
  try {
    const body: unknown = await response.json();
    if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string') return body.message;
  } catch {
    // Not JSON: fall through to the generic message.
  }
  return `Export failed (HTTP ${response.status})`;
}

/**
 * Downloads a file answered by the API: fetch with the bearer token (refreshed once on 401),
 * then a temporary object URL clicked as a link. Throws an ApiError with the server's message.
 */
export async function downloadFile(url: string, fallbackName: string): Promise<string> {
  const attempt = () => {
    const token = getAccessToken();
    return fetch(url, { credentials: 'same-origin', headers: token ? { authorization: `Bearer ${token}` } : {} });
  };
  let response: Response;
  try {
    response = await attempt();
    if (response.status === 401 && (await refreshSession().catch(() => false))) response = await attempt();
  } catch {
    throw new ApiError('NETWORK_ERROR', 'Export failed: no response from the server');
  }
  if (!response.ok) throw new ApiError('EXPORT_FAILED', await errorMessageOf(response), response.status);
  const name = filenameOf(response, fallbackName);
  const objectUrl = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = objectUrl;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the URL is released.
  setTimeout(() => URL.revokeObjectURL(objectUrl), 10_000);
  return name;
}
