import type { Need } from '../../core/auth/policy.js';
import { accessOf, graphqlMatrix, restMatrix } from './matrix.js';

/**
 * What each operation needs of a personal access token, as its service states it through
 * `authorize(ctx, need)` (core/auth/policy.ts). The token-policy test calls every operation with
 * a read and a read-write token over REST, GraphQL over HTTP, graphql-ws and MCP, and expects
 * exactly these verdicts; the coverage test fails when an operation has no row here.
 *
 * Public operations (sign-up, log-in, health …) need no caller: a token changes nothing there.
 */
export type TokenNeed = Need | 'public';

const read = 'read';
const write = 'write';
const session = 'session';

/** Self and owned operations (public and admin rows follow from the access matrix). */
const needs: Record<string, TokenNeed> = {
  'Query.me': read,
  'Query.profile': read,
  'Query.projects': read,
  'Query.notifications': read,
  'Query.unreadNotificationCount': read,
  'Query.usageStats': read,
  'Query.modelConnection': session,
  'Query.project': read,
  'Query.wizardResponses': read,
  'Query.wizardResponse': read,
  'Query.validateWizardStep': read,
  'Query.brief': read,
  'Query.briefVersions': read,
  'Query.briefUnderstanding': read,
  'Query.documents': read,
  'Query.generationStatus': read,
  'Query.projectDocumentsExport': read,
  'Query.document': read,
  'Query.documentExport': read,
  'Query.documentVersions': read,
  'Query.documentVersion': read,
  'Query.roadmapExport': read,
  'Query.specGraph': read,
  'Query.changeImpact': read,
  'Query.analysis': read,
  'Query.clarifyingQuestions': read,
  'Query.briefAnalysis': read,
  'Query.briefQuestions': read,
  'Query.briefUnderstandingPreview': read,
  'Query.specPatch': read,
  'Query.traceability': read,
  'Query.verification': read,
  'Query.personalAccessTokens': session,

  'Mutation.logOut': session,
  'Mutation.updateProfile': session,
  'Mutation.updateNotificationPreferences': session,
  'Mutation.removeAvatar': session,
  'Mutation.changePassword': session,
  'Mutation.deleteAccount': session,
  'Mutation.linkGoogleAccount': session,
  'Mutation.setupTwoFactor': session,
  'Mutation.enableTwoFactor': session,
  'Mutation.disableTwoFactor': session,
  'Mutation.createProject': write,
  'Mutation.markAllNotificationsRead': write,
  'Mutation.clearNotifications': write,
  'Mutation.createPersonalAccessToken': session,
  'Mutation.saveModelConnection': session,
  'Mutation.testModelConnection': session,
  'Mutation.deleteModelConnection': session,
  'Mutation.revokePersonalAccessToken': session,
  'Mutation.updateTaskStatus': write,
  'Mutation.reportTestResults': write,
  'Mutation.updateProject': write,
  'Mutation.deleteProject': write,
  'Mutation.setTeamSize': write,
  'Mutation.preparePatch': write,
  'Mutation.answerClarifyingQuestions': write,
  'Mutation.decidePatch': write,
  'Mutation.replanRoadmap': write,
  'Mutation.saveWizardResponse': write,
  'Mutation.saveWizardResponses': write,
  'Mutation.updateBrief': write,
  'Mutation.trackActivity': write,
  'Mutation.generateDocument': write,
  'Mutation.generateAllDocuments': write,
  'Mutation.updateDocumentContent': write,
  'Mutation.restoreDocumentVersion': write,
  'Mutation.regenerateSection': write,
  'Mutation.acceptSection': write,
  'Mutation.cancelGeneration': write,
  'Mutation.retryGeneration': write,
  'Mutation.markNotificationRead': write,
  'Subscription.generationProgress': read,

  'POST /api/auth/logout': session,
  'GET /api/auth/session': session,
  'POST /api/auth/google/link': session,
  'POST /api/auth/2fa/setup': session,
  'POST /api/auth/2fa/enable': session,
  'POST /api/auth/2fa/disable': session,
  'GET /api/users/profile': read,
  'PUT /api/users/profile': session,
  'PUT /api/users/notifications': session,
  'POST /api/users/avatar': session,
  'DELETE /api/users/avatar': session,
  'PUT /api/users/password': session,
  'DELETE /api/users/account': session,
  'GET /api/users/usage': read,
  'GET /api/projects': read,
  'POST /api/projects': write,
  'GET /api/notifications': read,
  'GET /api/notifications/unread-count': read,
  'POST /api/notifications/read-all': write,
  'DELETE /api/notifications': write,
  'GET /api/users/tokens': session,
  'POST /api/users/tokens': session,
  'GET /api/profile/model': session,
  'PUT /api/profile/model': session,
  'POST /api/profile/model/test': session,
  'DELETE /api/profile/model': session,
  // Tokens only; its tools' needs are listed in mcpToolNeeds.
  'POST /mcp': read,
  'GET /api/projects/{id}': read,
  'PUT /api/projects/{id}': write,
  'DELETE /api/projects/{id}': write,
  'PUT /api/projects/{id}/team-size': write,
  'GET /api/projects/{id}/wizard/responses': read,
  'GET /api/projects/{id}/wizard/responses/{section}': read,
  'POST /api/projects/{id}/wizard/responses': write,
  'POST /api/projects/{id}/wizard/responses/batch': write,
  'POST /api/projects/{id}/wizard/validate': read,
  'GET /api/projects/{id}/brief': read,
  'PUT /api/projects/{id}/brief': write,
  'GET /api/projects/{id}/brief/versions': read,
  'GET /api/projects/{id}/brief/understanding': read,
  'POST /api/activity/track': write,
  'GET /api/projects/{id}/documents': read,
  'GET /api/projects/{id}/spec': read,
  'GET /api/projects/{id}/spec/traceability': read,
  'POST /api/projects/{id}/test-results': write,
  'GET /api/projects/{id}/verification': read,
  'GET /api/projects/{id}/impact': read,
  'GET /api/projects/{id}/analysis': read,
  'GET /api/projects/{id}/questions': read,
  'POST /api/projects/{id}/questions/answers': write,
  'POST /api/briefs/analysis': read,
  'POST /api/briefs/understanding': read,
  'GET /api/projects/{id}/patch': read,
  'POST /api/projects/{id}/patch': write,
  'POST /api/projects/{id}/patch/{patchId}/decisions': write,
  'POST /api/projects/{id}/roadmap/replan': write,
  'POST /api/projects/{id}/documents/generate': write,
  'POST /api/projects/{id}/documents/{type}/generate': write,
  'GET /api/projects/{id}/documents/export': read,
  'GET /api/documents/{id}': read,
  'PUT /api/documents/{id}': write,
  'GET /api/documents/{id}/export': read,
  'GET /api/documents/{id}/versions': read,
  'GET /api/documents/{id}/versions/{version}': read,
  'POST /api/documents/{id}/versions/{version}/restore': write,
  'POST /api/documents/{id}/sections/{sectionId}/regenerate': write,
  'POST /api/documents/{id}/sections/{sectionId}/accept': write,
  'GET /api/documents/{id}/roadmap/export': read,
  'POST /api/documents/{id}/cancel': write,
  'POST /api/documents/{id}/retry': write,
  'POST /api/notifications/{id}/read': write,
  'DELETE /api/users/tokens/{id}': session,
  'PUT /api/projects/{id}/tasks/{taskId}': write,
};

/** The MCP tools (and resource reads) and what each needs: MCP offers no session or admin work. */
export const mcpToolNeeds: Record<string, Need> = {
  list_projects: read,
  get_spec_item: read,
  search_spec: read,
  list_ready_tasks: read,
  get_task_context: read,
  update_task_status: write,
  get_document: read,
  get_quality_report: read,
  report_test_results: write,
  get_verification: read,
};

/** Every matrix row's need: admin rows need an administrator's session, public rows nothing. */
export function tokenNeedOf(key: string): TokenNeed | undefined {
  const entry = graphqlMatrix[key] ?? restMatrix[key];
  if (!entry) return undefined;
  const { access } = accessOf(entry);
  if (access === 'admin') return 'admin';
  if (access === 'public' && key !== 'POST /mcp') return 'public';
  return needs[key];
}

export const classifiedKeys = () => Object.keys(needs);
