/**
 * The one table that maps every error code to its HTTP status, GraphQL code and the
 * message a user sees. `satisfies` makes TypeScript check it exhaustively.
 */
export type GraphQLErrorCode = 'BAD_USER_INPUT' | 'UNAUTHENTICATED' | 'FORBIDDEN' | 'NOT_FOUND' | 'CONFLICT' | 'TOO_MANY_REQUESTS' | 'SERVICE_UNAVAILABLE' | 'INTERNAL_SERVER_ERROR';

export interface ErrorSpec {
  http: number;
  gql: GraphQLErrorCode;
  message: string;
}

export const errorCodes = [
  'VALIDATION_FAILED',
  'BAD_REQUEST',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'ROUTE_NOT_FOUND',
  'PAYLOAD_TOO_LARGE',
  'RATE_LIMITED',
  'DATABASE_UNAVAILABLE',
  'SHUTTING_DOWN',
  'INTERNAL_ERROR',
  'INVALID_REFRESH_TOKEN',
  'HTTP_REQUIRED',
  // Accounts (docs/auth-api.md; the messages the account screens show word for word)
  'INVALID_CREDENTIALS',
  'EMAIL_NOT_CONFIRMED',
  'PHONE_LOGIN_UNSUPPORTED',
  'RESET_TOKEN_INVALID',
  'WRONG_PASSWORD',
  'PASSWORD_NOT_SET',
  // Two-factor sign-in (modules/auth/two-factor)
  'TWO_FACTOR_REQUIRED',
  'TWO_FACTOR_CODE_INVALID',
  'TWO_FACTOR_CHALLENGE_INVALID',
  'TWO_FACTOR_NOT_SET_UP',
  'TWO_FACTOR_ALREADY_ENABLED',
  'TWO_FACTOR_NOT_ENABLED',
  'TWO_FACTOR_UNAVAILABLE',
  // Google sign-in (modules/auth/google)
  'GOOGLE_NOT_CONFIGURED',
  'GOOGLE_AUTH_FAILED',
  'GOOGLE_EMAIL_UNCONFIRMED',
  'GOOGLE_ACCOUNT_IN_USE',
  'GOOGLE_ALREADY_LINKED',
  // Projects and the wizard (modules/projects, modules/wizard)
  'PROJECT_NOT_FOUND',
  'WIZARD_RESPONSE_NOT_FOUND',
  'PLAN_LIMIT_REACHED',
  // Editing the brief after creation (modules/brief)
  'BRIEF_CONFLICT',
  // Profile and avatar (modules/users)
  'AVATAR_MISSING',
  'AVATAR_TOO_LARGE',
  'AVATAR_UNSUPPORTED',
  'AVATAR_NOT_FOUND',
  // Notifications (modules/notifications)
  'NOTIFICATION_NOT_FOUND',
  // Documents and generation (modules/documents, modules/generation)
  'DOCUMENT_NOT_FOUND',
  'PREREQUISITE_MISSING',
  'GENERATION_IN_PROGRESS',
  'DOCUMENT_NOT_READY',
  'SPEC_NOT_READY',
  'GENERATION_NOT_ACTIVE',
  'GENERATION_NOT_RETRYABLE',
  // Document editing, versions and exports
  'VERSION_CONFLICT',
  'SECTION_NOT_FOUND',
  'VERSION_NOT_FOUND',
  'NOT_A_ROADMAP',
  // Living spec: impact reports and reviewed updates (modules/changes)
  'PATCH_NOT_FOUND',
  'DECISIONS_INCONSISTENT',
  // Administration (modules/admin)
  'ACCOUNT_DISABLED',
  'USER_NOT_FOUND',
  'LAST_ADMIN',
  'ADMIN_SELF_ACTION',
  // Personal access tokens (modules/tokens)
  'TOKEN_INVALID',
  'TOKEN_READ_ONLY',
  'TOKEN_NOT_ALLOWED',
  'TOKEN_NOT_FOUND',
  // Bring your own model (modules/models)
  'MODEL_CONNECTION_NOT_FOUND',
  'MODEL_URL_REFUSED',
  'MODEL_CONNECTIONS_DISABLED',
  // Task progress (modules/spec) and the MCP server (modules/mcp)
  'TASK_NOT_FOUND',
  'SPEC_ITEM_NOT_FOUND',
  'NOT_A_SUGGESTION',
  // Test evidence (modules/evidence)
  'EVIDENCE_MISSING',
  // Teams: members, invitations and share links (modules/teams)
  'MEMBER_NOT_FOUND',
  'MEMBER_ALREADY_INVITED',
  'MEMBER_IS_OWNER',
  'INVITATION_NOT_FOUND',
  'INVITATION_EXPIRED',
  'INVITATION_USED',
  'INVITATION_OTHER_ACCOUNT',
  'SHARE_LINK_NOT_FOUND',
  'COMMENT_NOT_FOUND',
  'COMMENT_TARGET_NOT_FOUND',
  'APPROVAL_VERSION_STALE',
] as const;

export type ErrorCode = (typeof errorCodes)[number];

export const errorTable = {
  VALIDATION_FAILED: { http: 400, gql: 'BAD_USER_INPUT', message: 'The request is not valid.' },
  BAD_REQUEST: { http: 400, gql: 'BAD_USER_INPUT', message: 'The request could not be understood.' },
  UNAUTHENTICATED: { http: 401, gql: 'UNAUTHENTICATED', message: 'You must be logged in.' },
  FORBIDDEN: { http: 403, gql: 'FORBIDDEN', message: 'You are not allowed to do this.' },
  NOT_FOUND: { http: 404, gql: 'NOT_FOUND', message: 'Not found.' },
  ROUTE_NOT_FOUND: { http: 404, gql: 'NOT_FOUND', message: 'No such endpoint.' },
  PAYLOAD_TOO_LARGE: { http: 413, gql: 'BAD_USER_INPUT', message: 'The request body is too large.' },
  RATE_LIMITED: { http: 429, gql: 'TOO_MANY_REQUESTS', message: 'Too many requests. Please try again later.' },
  DATABASE_UNAVAILABLE: {
    http: 503,
    gql: 'SERVICE_UNAVAILABLE',
    message: 'The service is temporarily unavailable. Please try again shortly.',
  },
  // Requests arriving while this process drains for a graceful stop (core/http/graceful-drain.ts).
  SHUTTING_DOWN: {
    http: 503,
    gql: 'SERVICE_UNAVAILABLE',
    message: 'The server is restarting. Please try again in a moment.',
  },
  INTERNAL_ERROR: { http: 500, gql: 'INTERNAL_SERVER_ERROR', message: 'Something went wrong on our side.' },
  INVALID_REFRESH_TOKEN: {
    http: 401,
    gql: 'UNAUTHENTICATED',
    message: 'Your session has ended. Please log in again.',
  },
  // Operations that read or set a cookie (log-in, refresh, log-out, …) sent over graphql-ws.
  HTTP_REQUIRED: {
    http: 400,
    gql: 'BAD_USER_INPUT',
    message: 'This operation reads or sets a cookie, so it must be sent as an HTTP request to /graphql, not over the WebSocket.',
  },
  INVALID_CREDENTIALS: {
    http: 401,
    gql: 'UNAUTHENTICATED',
    message: 'Invalid email or password. Please try again.',
  },
  EMAIL_NOT_CONFIRMED: {
    http: 403,
    gql: 'FORBIDDEN',
    message: 'Please verify your email address before logging in. Check your inbox for the link, or send a new one.',
  },
  PHONE_LOGIN_UNSUPPORTED: {
    http: 400,
    gql: 'BAD_USER_INPUT',
    message: 'Signing in with a phone number is not available. Please log in with your email address.',
  },
  RESET_TOKEN_INVALID: {
    http: 400,
    gql: 'BAD_USER_INPUT',
    message: 'Could not reset password. The link may have expired.',
  },
  WRONG_PASSWORD: { http: 400, gql: 'BAD_USER_INPUT', message: 'Current password is incorrect' },
  PASSWORD_NOT_SET: {
    http: 400,
    gql: 'BAD_USER_INPUT',
    message: 'Your account signs in with Google and has no password yet. To set one, request a password reset link from the login page.',
  },
  // The log-in answer carries `challenge` (REST body, GraphQL extensions) for POST /api/auth/2fa/verify.
  TWO_FACTOR_REQUIRED: {
    http: 401,
    gql: 'UNAUTHENTICATED',
    message: 'Enter the 6-digit code from your authenticator app, or one of your recovery codes.',
  },
  // 400, not 401: a signed-in client must not read a wrong code as "session ended".
  TWO_FACTOR_CODE_INVALID: {
    http: 400,
    gql: 'BAD_USER_INPUT',
    message: 'That code is not valid. Enter the current code from your authenticator app, or an unused recovery code.',
  },
  TWO_FACTOR_CHALLENGE_INVALID: {
    http: 401,
    gql: 'UNAUTHENTICATED',
    message: 'This sign-in attempt has expired or can no longer be used. Please log in again.',
  },
  TWO_FACTOR_NOT_SET_UP: {
    http: 409,
    gql: 'CONFLICT',
    message: 'Start the two-factor set-up first: it gives you the secret for your authenticator app.',
  },
  TWO_FACTOR_ALREADY_ENABLED: { http: 409, gql: 'CONFLICT', message: 'Two-factor authentication is already turned on.' },
  TWO_FACTOR_NOT_ENABLED: { http: 409, gql: 'CONFLICT', message: 'Two-factor authentication is not turned on.' },
  TWO_FACTOR_UNAVAILABLE: {
    http: 503,
    gql: 'SERVICE_UNAVAILABLE',
    message: 'Two-factor authentication is not available on this server (the operator has not set SECRETS_KEY)',
  },
  GOOGLE_NOT_CONFIGURED: {
    http: 503,
    gql: 'SERVICE_UNAVAILABLE',
    message: 'Google sign-in is not configured on this server.',
  },
  GOOGLE_AUTH_FAILED: {
    http: 401,
    gql: 'UNAUTHENTICATED',
    message: 'Could not authenticate with Google. Please try again.',
  },
  GOOGLE_EMAIL_UNCONFIRMED: {
    http: 409,
    gql: 'CONFLICT',
    message:
      'An account with this email address already exists but the address has not been verified yet. Verify it with the link we emailed you (or, if you did not create that account, reset its password with "Forgot password?"), then sign in with Google again.',
  },
  GOOGLE_ACCOUNT_IN_USE: {
    http: 409,
    gql: 'CONFLICT',
    message: 'This Google account is already connected to another Specforge account.',
  },
  GOOGLE_ALREADY_LINKED: {
    http: 409,
    gql: 'CONFLICT',
    message: 'Your account is already connected to a different Google account.',
  },
  PROJECT_NOT_FOUND: { http: 404, gql: 'NOT_FOUND', message: 'Project not found' },
  WIZARD_RESPONSE_NOT_FOUND: { http: 404, gql: 'NOT_FOUND', message: 'Wizard response not found' },
  // The message names the actual limit (PLAN_MAX_PROJECTS); see modules/projects/plan.ts.
  PLAN_LIMIT_REACHED: {
    http: 403,
    gql: 'FORBIDDEN',
    message: 'You have reached the free beta limit of projects. Delete a project to create a new one.',
  },
  // Carries `current_version` (REST body, GraphQL extensions): the version the save was refused against.
  BRIEF_CONFLICT: {
    http: 409,
    gql: 'CONFLICT',
    message: 'The brief was changed in another tab or by someone else since you opened it. Reload to see the latest version; your changes were not saved.',
  },
  AVATAR_MISSING: { http: 400, gql: 'BAD_USER_INPUT', message: 'Please choose an image to upload (form field "avatar")' },
  AVATAR_TOO_LARGE: { http: 413, gql: 'BAD_USER_INPUT', message: 'The image must be 2 MB or smaller' },
  AVATAR_UNSUPPORTED: { http: 400, gql: 'BAD_USER_INPUT', message: 'Please upload a PNG, JPEG or WebP image' },
  AVATAR_NOT_FOUND: { http: 404, gql: 'NOT_FOUND', message: 'This user has no uploaded avatar' },
  NOTIFICATION_NOT_FOUND: { http: 404, gql: 'NOT_FOUND', message: 'Notification not found' },
  DOCUMENT_NOT_FOUND: { http: 404, gql: 'NOT_FOUND', message: 'Document not found' },
  PATCH_NOT_FOUND: { http: 404, gql: 'NOT_FOUND', message: 'No update is waiting for review in this project. Prepare one from the impact report.' },
  // The message names the item, the sections that disagree and the decision to add (modules/changes/decision-check.ts).
  DECISIONS_INCONSISTENT: { http: 409, gql: 'CONFLICT', message: 'These decisions would leave the documents contradicting each other: decide each changed item the same way in every section.' },
  // The message names the missing documents (modules/documents/document-rules.ts).
  PREREQUISITE_MISSING: { http: 409, gql: 'CONFLICT', message: 'Generate the documents this one is built from first.' },
  GENERATION_IN_PROGRESS: { http: 409, gql: 'CONFLICT', message: 'This document is already being generated.' },
  DOCUMENT_NOT_READY: { http: 409, gql: 'CONFLICT', message: 'This document has no completed version yet.' },
  SPEC_NOT_READY: { http: 409, gql: 'CONFLICT', message: 'Generate the PRD first: the exports are built from its spec.' },
  GENERATION_NOT_ACTIVE: { http: 409, gql: 'CONFLICT', message: 'This document is not being generated.' },
  GENERATION_NOT_RETRYABLE: { http: 409, gql: 'CONFLICT', message: 'Only a failed or cancelled generation can be retried.' },
  // Carries the current document (REST `current`, GraphQL extensions.current) so the client can merge.
  VERSION_CONFLICT: {
    http: 409,
    gql: 'CONFLICT',
    message: 'This document was changed elsewhere since you opened it. Review the latest version before saving.',
  },
  SECTION_NOT_FOUND: { http: 404, gql: 'NOT_FOUND', message: 'Section not found' },
  VERSION_NOT_FOUND: { http: 404, gql: 'NOT_FOUND', message: 'Version not found' },
  NOT_A_ROADMAP: { http: 400, gql: 'BAD_USER_INPUT', message: 'Only a ready roadmap can be exported as tasks.' },
  ACCOUNT_DISABLED: { http: 403, gql: 'FORBIDDEN', message: 'This account has been disabled. Contact support.' },
  USER_NOT_FOUND: { http: 404, gql: 'NOT_FOUND', message: 'User not found' },
  LAST_ADMIN: {
    http: 409,
    gql: 'CONFLICT',
    message: 'This is the last active administrator. Promote another administrator first.',
  },
  ADMIN_SELF_ACTION: {
    http: 409,
    gql: 'CONFLICT',
    message: 'You cannot disable or delete your own account from the admin area.',
  },
  TOKEN_INVALID: {
    http: 401,
    gql: 'UNAUTHENTICATED',
    message: 'This personal access token is not valid: it is unknown, expired or revoked. Create a new one in your profile.',
  },
  TOKEN_READ_ONLY: {
    http: 403,
    gql: 'FORBIDDEN',
    message: 'This personal access token is read-only. Use a read-write token to make changes.',
  },
  TOKEN_NOT_ALLOWED: {
    http: 403,
    gql: 'FORBIDDEN',
    message: 'Personal access tokens cannot manage the account, its password, its tokens or the administration. Sign in to do this.',
  },
  TOKEN_NOT_FOUND: { http: 404, gql: 'NOT_FOUND', message: 'Token not found' },
  MODEL_CONNECTION_NOT_FOUND: { http: 404, gql: 'NOT_FOUND', message: 'You have not connected a model' },
  MODEL_URL_REFUSED: { http: 400, gql: 'BAD_USER_INPUT', message: 'This model URL is not allowed' },
  MODEL_CONNECTIONS_DISABLED: {
    http: 503,
    gql: 'SERVICE_UNAVAILABLE',
    message: 'Connecting your own model is not enabled on this server (the operator has not set SECRETS_KEY)',
  },
  TASK_NOT_FOUND: { http: 404, gql: 'NOT_FOUND', message: 'Task not found' },
  SPEC_ITEM_NOT_FOUND: { http: 404, gql: 'NOT_FOUND', message: 'Spec item not found' },
  NOT_A_SUGGESTION: { http: 409, gql: 'CONFLICT', message: 'Only an item the capability catalogue suggested can be confirmed or edited here.' },
  EVIDENCE_MISSING: {
    http: 409,
    gql: 'CONFLICT',
    message: "The task's acceptance criteria are not verified by a passing test run: send test results, or give an override_note.",
  },
  MEMBER_NOT_FOUND: { http: 404, gql: 'NOT_FOUND', message: 'This person is not a member of the project.' },
  MEMBER_ALREADY_INVITED: {
    http: 409,
    gql: 'CONFLICT',
    message: 'This address is already a member of the project or has a pending invitation. Change their role instead, or remove the invitation first.',
  },
  MEMBER_IS_OWNER: {
    http: 409,
    gql: 'CONFLICT',
    message: 'A project keeps its one owner: the owner cannot be invited, given another role or removed.',
  },
  INVITATION_NOT_FOUND: { http: 404, gql: 'NOT_FOUND', message: 'This invitation is not valid: it was revoked or never existed.' },
  INVITATION_EXPIRED: {
    http: 410,
    gql: 'BAD_USER_INPUT',
    message: 'This invitation has expired (invitations last 7 days). Ask the project owner to invite you again.',
  },
  INVITATION_USED: { http: 409, gql: 'CONFLICT', message: 'This invitation has already been accepted: it works once.' },
  INVITATION_OTHER_ACCOUNT: {
    http: 403,
    gql: 'FORBIDDEN',
    message: 'This invitation was sent to another e-mail address. Sign in with the invited address to accept it.',
  },
  SHARE_LINK_NOT_FOUND: { http: 404, gql: 'NOT_FOUND', message: 'This share link does not exist or was revoked.' },
  COMMENT_NOT_FOUND: { http: 404, gql: 'NOT_FOUND', message: 'Comment not found' },
  // The message names the target (modules/teams/comment-target.ts).
  COMMENT_TARGET_NOT_FOUND: { http: 404, gql: 'NOT_FOUND', message: 'There is nothing to comment on with this name in the project.' },
  APPROVAL_VERSION_STALE: {
    http: 409,
    gql: 'CONFLICT',
    message: 'This is not the current version of the document any more: review the latest version, then decide.',
  },
} as const satisfies Record<ErrorCode, ErrorSpec>;
