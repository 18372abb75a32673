import { ApiError } from '../api-client';
import { refreshSession } from '../auth/auth-session';
import { getAccessToken } from '../auth/auth-store';

const project = (id: string) => `/projects/${encodeURIComponent(id)}`;
const doc = (id: string) => `/documents/${encodeURIComponent(id)}`;

/*
 * File transfers stay on REST (README, Client data): exports answer bytes with a filename, which
 * the browser saves through an object URL. Every other document read and write is GraphQL.
 */

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
  roadmapTasks: (id: string, target: RoadmapTarget) => (target === 'json' ? `/api${doc(id)}/roadmap/export?format=json` : `/api${doc(id)}/roadmap/export?format=csv&target=${target}`),
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
