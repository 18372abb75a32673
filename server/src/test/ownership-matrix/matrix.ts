/**
 * Who may call each operation of the API, for both transports. The matrix tests fail when the
 * schema or the express app gains an operation that is not classified here, and check each
 * class against two users and an administrator:
 *
 * - public: needs no user (health, config, sign-up, log-in, the API docs …)
 * - self:   acts only on the caller's own account or data (profile, own lists, own sessions)
 * - owned:  names an object by id (project, document, version, notification …); another
 *           user's id answers exactly like a missing one
 * - admin:  administrators only (403 for users, 401 signed out)
 */
export type Access = 'public' | 'self' | 'owned' | 'admin';

export interface Entry {
  access: Access;
  /** Why a signed-out caller gets an answer instead of 401 (only for self operations). */
  signedOut?: string;
}

export const graphqlMatrix: Record<string, Access | Entry> = {
  'Query.health': 'public',
  'Query.appConfig': 'public',
  'Query.authProviders': 'public',
  'Query.me': { access: 'self', signedOut: 'answers null: the client asks it to learn whether it is signed in' },
  'Query.profile': 'self',
  'Query.projects': 'self',
  'Query.notifications': 'self',
  'Query.unreadNotificationCount': 'self',
  'Query.usageStats': 'self',
  'Query.project': 'owned',
  'Query.wizardResponses': 'owned',
  'Query.wizardResponse': 'owned',
  'Query.validateWizardStep': 'owned',
  'Query.brief': 'owned',
  'Query.briefVersions': 'owned',
  'Query.documents': 'owned',
  'Query.generationStatus': 'owned',
  'Query.projectDocumentsExport': 'owned',
  'Query.document': 'owned',
  'Query.documentExport': 'owned',
  'Query.documentVersions': 'owned',
  'Query.documentVersion': 'owned',
  'Query.roadmapExport': 'owned',
  'Query.specGraph': 'owned',
  'Query.changeImpact': 'owned',
  'Query.analysis': 'owned',
  'Query.clarifyingQuestions': 'owned',
  'Query.briefAnalysis': 'self',
  'Query.briefQuestions': 'self',
  'Query.specPatch': 'owned',
  'Query.traceability': 'owned',
  'Query.personalAccessTokens': 'self',
  'Query.adminOverview': 'admin',
  'Query.adminUsers': 'admin',
  'Query.adminUser': 'admin',
  'Query.adminProjects': 'admin',
  'Query.adminProject': 'admin',
  'Query.adminJobs': 'admin',
  'Query.adminActivity': 'admin',
  'Query.adminAuditLog': 'admin',

  'Mutation.signUp': 'public',
  'Mutation.logIn': 'public',
  'Mutation.refreshSession': 'public',
  'Mutation.requestPasswordReset': 'public',
  'Mutation.resendVerification': 'public',
  'Mutation.resetPassword': 'public',
  'Mutation.logOut': { access: 'self', signedOut: 'answers true: logging out twice (or with only the cookie) is not an error' },
  'Mutation.updateProfile': 'self',
  'Mutation.updateNotificationPreferences': 'self',
  'Mutation.removeAvatar': 'self',
  'Mutation.changePassword': 'self',
  'Mutation.deleteAccount': 'self',
  'Mutation.linkGoogleAccount': 'self',
  'Mutation.createProject': 'self',
  'Mutation.markAllNotificationsRead': 'self',
  'Mutation.clearNotifications': 'self',
  'Mutation.createPersonalAccessToken': 'self',
  'Mutation.revokePersonalAccessToken': 'owned',
  'Mutation.updateTaskStatus': 'owned',
  'Mutation.updateProject': 'owned',
  'Mutation.deleteProject': 'owned',
  'Mutation.setTeamSize': 'owned',
  'Mutation.preparePatch': 'owned',
  'Mutation.answerClarifyingQuestions': 'owned',
  'Mutation.decidePatch': 'owned',
  'Mutation.replanRoadmap': 'owned',
  'Mutation.saveWizardResponse': 'owned',
  'Mutation.saveWizardResponses': 'owned',
  'Mutation.updateBrief': 'owned',
  // Names a project or document in its metadata; another user's answers like a missing one.
  'Mutation.trackActivity': 'owned',
  'Mutation.generateDocument': 'owned',
  'Mutation.generateAllDocuments': 'owned',
  'Mutation.updateDocumentContent': 'owned',
  'Mutation.restoreDocumentVersion': 'owned',
  'Mutation.regenerateSection': 'owned',
  'Mutation.acceptSection': 'owned',
  'Mutation.cancelGeneration': 'owned',
  'Mutation.retryGeneration': 'owned',
  'Mutation.markNotificationRead': 'owned',
  'Mutation.adminSetUserDisabled': 'admin',
  'Mutation.adminSetUserRole': 'admin',
  'Mutation.adminSendPasswordReset': 'admin',
  'Mutation.adminDeleteUser': 'admin',
  'Mutation.adminRetryJob': 'admin',
  'Mutation.adminCancelJob': 'admin',

  'Subscription.generationProgress': 'owned',
};

export const restMatrix: Record<string, Access | Entry> = {
  'GET /healthz': 'public',
  'GET /api/config': 'public',
  'GET /api/openapi.json': 'public',
  'GET /api/docs': 'public',
  'GET /api/docs/init.js': 'public',
  'GET /api/docs/assets/*': 'public',
  // Mounted only while mails stay local (no SMTP_URL, never in production): a developer's tool.
  'GET /dev/mailbox': 'public',
  'GET /dev/mailbox/{id}': 'public',
  'POST /api/auth/signup': 'public',
  'GET /api/auth/verify': 'public',
  'POST /api/auth/verify/resend': 'public',
  'POST /api/auth/login': 'public',
  'POST /api/auth/refresh': 'public',
  'POST /api/auth/recover': 'public',
  'POST /api/auth/reset': 'public',
  'GET /api/auth/providers': 'public',
  'GET /api/auth/google': 'public',
  'GET /api/auth/google/callback': 'public',
  // <img> sends no token: avatars are public by design (the id is in the user's avatar URL).
  'GET /api/users/{id}/avatar': 'public',

  'POST /api/auth/logout': { access: 'self', signedOut: 'answers success: it may end a session named only by the cookie' },
  'GET /api/auth/session': 'self',
  'POST /api/auth/google/link': 'self',
  'GET /api/users/profile': 'self',
  'PUT /api/users/profile': 'self',
  'PUT /api/users/notifications': 'self',
  'POST /api/users/avatar': 'self',
  'DELETE /api/users/avatar': 'self',
  'PUT /api/users/password': 'self',
  'DELETE /api/users/account': 'self',
  'GET /api/users/usage': 'self',
  'GET /api/projects': 'self',
  'POST /api/projects': 'self',
  'GET /api/notifications': 'self',
  'GET /api/notifications/unread-count': 'self',
  'POST /api/notifications/read-all': 'self',
  'DELETE /api/notifications': 'self',
  'GET /api/users/tokens': 'self',
  'POST /api/users/tokens': 'self',
  // Personal access tokens only (a session's token gets 401), so no class here fits its callers:
  // modules/mcp/mcp.test.ts checks that a stranger's token gets PROJECT_NOT_FOUND on every tool.
  'POST /mcp': 'public',

  'GET /api/projects/{id}': 'owned',
  'PUT /api/projects/{id}': 'owned',
  'DELETE /api/projects/{id}': 'owned',
  'PUT /api/projects/{id}/team-size': 'owned',
  'GET /api/projects/{id}/wizard/responses': 'owned',
  'GET /api/projects/{id}/wizard/responses/{section}': 'owned',
  'POST /api/projects/{id}/wizard/responses': 'owned',
  'POST /api/projects/{id}/wizard/responses/batch': 'owned',
  'POST /api/projects/{id}/wizard/validate': 'owned',
  'GET /api/projects/{id}/brief': 'owned',
  'PUT /api/projects/{id}/brief': 'owned',
  'GET /api/projects/{id}/brief/versions': 'owned',
  'POST /api/activity/track': 'owned',
  'GET /api/projects/{id}/documents': 'owned',
  'GET /api/projects/{id}/spec': 'owned',
  'GET /api/projects/{id}/spec/traceability': 'owned',
  'GET /api/projects/{id}/impact': 'owned',
  'GET /api/projects/{id}/analysis': 'owned',
  'GET /api/projects/{id}/questions': 'owned',
  'POST /api/projects/{id}/questions/answers': 'owned',
  'POST /api/briefs/analysis': 'self',
  'GET /api/projects/{id}/patch': 'owned',
  'POST /api/projects/{id}/patch': 'owned',
  'POST /api/projects/{id}/patch/{patchId}/decisions': 'owned',
  'POST /api/projects/{id}/roadmap/replan': 'owned',
  'POST /api/projects/{id}/documents/generate': 'owned',
  'POST /api/projects/{id}/documents/{type}/generate': 'owned',
  'GET /api/projects/{id}/documents/export': 'owned',
  'GET /api/documents/{id}': 'owned',
  'PUT /api/documents/{id}': 'owned',
  'GET /api/documents/{id}/export': 'owned',
  'GET /api/documents/{id}/versions': 'owned',
  'GET /api/documents/{id}/versions/{version}': 'owned',
  'POST /api/documents/{id}/versions/{version}/restore': 'owned',
  'POST /api/documents/{id}/sections/{sectionId}/regenerate': 'owned',
  'POST /api/documents/{id}/sections/{sectionId}/accept': 'owned',
  'GET /api/documents/{id}/roadmap/export': 'owned',
  'POST /api/documents/{id}/cancel': 'owned',
  'POST /api/documents/{id}/retry': 'owned',
  'POST /api/notifications/{id}/read': 'owned',
  'DELETE /api/users/tokens/{id}': 'owned',
  'PUT /api/projects/{id}/tasks/{taskId}': 'owned',

  'GET /api/admin/overview': 'admin',
  'GET /api/admin/users': 'admin',
  'GET /api/admin/users/{id}': 'admin',
  'POST /api/admin/users/{id}/disable': 'admin',
  'POST /api/admin/users/{id}/enable': 'admin',
  'PUT /api/admin/users/{id}/role': 'admin',
  'POST /api/admin/users/{id}/password-reset': 'admin',
  'DELETE /api/admin/users/{id}': 'admin',
  'GET /api/admin/projects': 'admin',
  'GET /api/admin/projects/{id}': 'admin',
  'GET /api/admin/jobs': 'admin',
  'POST /api/admin/jobs/{id}/retry': 'admin',
  'POST /api/admin/jobs/{id}/cancel': 'admin',
  'GET /api/admin/activity': 'admin',
  'GET /api/admin/audit': 'admin',
};

/**
 * Express routes deliberately absent from the OpenAPI document (it describes the product API).
 * The coverage test fails if another route is missing from it, or one of these gets added.
 */
export const notInOpenApi: Record<string, string> = {
  'GET /healthz': 'the health probe, outside /api',
  'GET /dev/mailbox': 'development-only page, outside /api',
  'GET /dev/mailbox/{id}': 'development-only page, outside /api',
  'GET /api/openapi.json': 'the OpenAPI document itself',
  'GET /api/docs': 'the API docs page',
  'GET /api/docs/init.js': 'the API docs page',
  'GET /api/docs/assets/*': 'the API docs page (Swagger UI assets)',
  'POST /mcp': 'the MCP endpoint (JSON-RPC over Streamable HTTP, outside /api; see the README)',
};

/** Middleware mounted under a path that is not a router: each must be known (no hidden endpoints). */
export const knownMounts: Record<string, string> = {
  'USE /graphql': 'the GraphQL endpoint: its operations are the schema fields above',
  'USE /mcp': 'CORS and no-store in front of the MCP router (POST /mcp)',
  'USE /api/admin': 'the admin guard (requireAdmin) in front of the admin routes',
  'USE /api/auth': 'Cache-Control for the auth routes',
  'USE /dev': '404 for /dev paths when the dev mailbox is not mounted',
  'USE /dev/mailbox': 'the dev mailbox answers only requests from this machine (404 to others)',
};

export function accessOf(entry: Access | Entry): Entry {
  return typeof entry === 'string' ? { access: entry } : entry;
}
