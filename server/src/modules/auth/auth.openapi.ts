import { z } from 'zod';
import { errorResponses, jsonBody, security, successOf } from '../../core/openapi/responses.js';
import { edgeRejection, ErrorResponse, publicAccess } from '../../core/openapi/registry.js';
import { userViewSchema } from '../users/profile.openapi.js';
import { openApiRegistry } from '../../core/openapi/registry.js';

// The accounts endpoints (docs/auth-api.md). Their request schemas (modules/auth/auth.schemas.ts)
// accept anything and report missing fields with the spec's messages, so they cannot describe
// the expected shape; these describe it instead, written from docs/auth-api.md.

const tags = ['Accounts'];
const message = (text?: string) => z.object({ status: z.literal('success'), message: text ? z.literal(text) : z.string() });

// The user object is described once, by the profile module (component 'User').
const UserSchema = userViewSchema;

const LoginAnswer = openApiRegistry.register(
  'LoginAnswer',
  z.object({
    token: z.string().openapi({ description: 'The access token (JWT, 15 minutes).' }),
    user: z.object({ id: z.uuid(), email: z.string(), name: z.string() }),
    session: z.object({
      access_token: z.string(),
      refresh_token: z.string().openapi({ description: 'Opaque, single use; also set as the sf_refresh cookie.' }),
      expires_in: z.number().int(),
      expires_at: z.number().int().openapi({ description: 'Unix seconds' }),
      user: UserSchema,
    }),
  }),
);

const Email = z.object({ email: z.string().openapi({ example: 'ada@example.com' }) });
/**
 * A browser navigation (the mailed link, the Google round trip): it answers a redirect, never a
 * 2xx, whatever happens; failures travel in the Location's query. The edge's 400 still applies.
 */
const redirect = (description: string) => ({
  302: { description, headers: { Location: { description: 'Where the browser goes next (same-origin path, or Google)', schema: { type: 'string' as const } } } },
  ...edgeRejection,
});
const googleNotConfigured = { 503: { description: 'GOOGLE_NOT_CONFIGURED: the server has no Google client id and secret', ...jsonBody(ErrorResponse) } };

const paths: Parameters<typeof openApiRegistry.registerPath>[0][] = [
  {
    method: 'post',
    path: '/auth/signup',
    security: publicAccess,
    summary: 'Sign up with e-mail and password (a verification link is mailed)',
    request: { body: jsonBody(z.object({ name: z.string(), email: z.string(), password: z.string().min(8) })) },
    responses: { 200: { description: 'Signed up', ...jsonBody(z.object({ success: z.literal(true), message: z.string() })) }, ...errorResponses(400, 429) },
  },
  {
    method: 'get',
    path: '/auth/verify',
    security: publicAccess,
    summary: 'Confirm an e-mail address (link from the mail)',
    request: { query: z.object({ token: z.string() }) },
    responses: redirect('To /auth?verified=1 or /auth?verify_error=expired|used|invalid'),
  },
  {
    method: 'post',
    path: '/auth/verify/resend',
    security: publicAccess,
    summary: 'Send a new verification link',
    request: { body: jsonBody(Email) },
    responses: { 200: { description: 'Sent if needed', ...jsonBody(message()) }, ...errorResponses(400, 429) },
  },
  {
    method: 'post',
    path: '/auth/login',
    security: publicAccess,
    summary: 'Log in with e-mail and password',
    request: { body: jsonBody(z.object({ email: z.string(), password: z.string() })) },
    responses: {
      200: { description: 'Logged in (also sets the sf_refresh cookie)', ...jsonBody(LoginAnswer) },
      ...errorResponses(400, 403, 429),
      401: {
        description: 'INVALID_CREDENTIALS; or TWO_FACTOR_REQUIRED with `challenge` (no session, no cookie): complete with POST /auth/2fa/verify.',
        ...jsonBody(z.object({ status: z.literal('error'), code: z.string(), message: z.string(), challenge: z.string().optional() })),
      },
    },
  },
  {
    method: 'post',
    path: '/auth/refresh',
    security: publicAccess,
    summary: 'Exchange a refresh token (body or sf_refresh cookie) for a new session',
    request: { body: jsonBody(z.object({ refresh_token: z.string().optional() })) },
    responses: { 200: { description: 'New session', ...jsonBody(LoginAnswer) }, ...errorResponses(401, 429) },
  },
  {
    method: 'post',
    path: '/auth/logout',
    security: publicAccess,
    summary: 'Log out (ends the session; clears the cookie)',
    request: { body: jsonBody(z.object({ refresh_token: z.string().optional() })) },
    responses: { 200: { description: 'Logged out', ...jsonBody(message('Logged out successfully')) }, ...errorResponses(400) },
  },
  {
    method: 'get',
    path: '/auth/session',
    security,
    summary: 'The signed-in user',
    responses: { 200: { description: 'The session', ...jsonBody(successOf(z.object({ user: UserSchema, expires_at: z.number().int() }))) }, ...errorResponses(401) },
  },
  {
    method: 'post',
    path: '/auth/recover',
    security: publicAccess,
    summary: 'Mail a password reset link',
    request: { body: jsonBody(Email) },
    responses: { 200: { description: 'Sent (same answer for unknown e-mails)', ...jsonBody(message()) }, ...errorResponses(400, 429) },
  },
  {
    method: 'post',
    path: '/auth/reset',
    security: publicAccess,
    summary: 'Set a new password with the token of the reset link',
    request: { body: jsonBody(z.object({ token: z.string(), password: z.string() })) },
    responses: { 200: { description: 'Password reset', ...jsonBody(message()) }, ...errorResponses(400) },
  },
  {
    method: 'get',
    path: '/auth/providers',
    security: publicAccess,
    summary: 'Which sign-in providers are configured',
    responses: { 200: { description: 'Providers', ...jsonBody(successOf(z.object({ google: z.boolean() }))) }, ...edgeRejection },
  },
  {
    method: 'get',
    path: '/auth/google',
    security: publicAccess,
    summary: 'Start Google sign-in',
    request: { query: z.object({ redirect: z.string().optional() }) },
    responses: { ...redirect('To Google'), ...googleNotConfigured },
  },
  {
    method: 'get',
    path: '/auth/google/callback',
    security: publicAccess,
    summary: "Google's return point",
    request: { query: z.object({ code: z.string(), state: z.string() }) },
    responses: { ...redirect('To /auth/callback (errors: ?error=<code>&message=<text>)'), ...googleNotConfigured },
  },
  {
    method: 'post',
    path: '/auth/google/link',
    security,
    summary: 'Start linking a Google account to the signed-in user',
    responses: { 200: { description: 'Where the browser goes next', ...jsonBody(successOf(z.object({ url: z.string() }))) }, ...errorResponses(401) },
  },
  {
    method: 'put',
    path: '/users/password',
    security,
    summary: "Change the password (the user's other sessions end)",
    request: { body: jsonBody(z.object({ currentPassword: z.string(), newPassword: z.string().min(8) })) },
    responses: { 200: { description: 'Changed', ...jsonBody(message('Password updated successfully')) }, ...errorResponses(400, 401) },
  },
  {
    method: 'delete',
    path: '/users/account',
    security,
    summary: 'Delete the account and all its data',
    request: { query: z.object({ password: z.string() }) },
    responses: { 200: { description: 'Deleted', ...jsonBody(message('Account deleted successfully')) }, ...errorResponses(400, 401) },
  },
  ...twoFactorPaths(),
];

function twoFactorPaths(): Parameters<typeof openApiRegistry.registerPath>[0][] {
  const unavailable = { 503: { description: 'TWO_FACTOR_UNAVAILABLE: the server has no SECRETS_KEY', ...jsonBody(ErrorResponse) } };
  const conflict = { 409: { description: 'TWO_FACTOR_NOT_SET_UP, TWO_FACTOR_ALREADY_ENABLED or TWO_FACTOR_NOT_ENABLED', ...jsonBody(ErrorResponse) } };
  return [
    {
      method: 'post',
      path: '/auth/2fa/setup',
      security,
      summary: 'Start two-factor set-up: a new TOTP secret and its otpauth:// URL (session only)',
      responses: {
        200: { description: 'The secret, shown for the QR code and manual entry', ...jsonBody(successOf(z.object({ secret: z.string(), otpauth_url: z.string() }))) },
        ...errorResponses(401, 403),
        ...conflict,
        ...unavailable,
      },
    },
    {
      method: 'post',
      path: '/auth/2fa/enable',
      security,
      summary: 'Turn two-factor on with the first code from the app (session only)',
      request: { body: jsonBody(z.object({ code: z.string().openapi({ example: '123456' }) })) },
      responses: {
        200: { description: 'On: ten single-use recovery codes, shown once', ...jsonBody(successOf(z.object({ recovery_codes: z.array(z.string()).length(10) }))) },
        ...errorResponses(400, 401, 403, 429),
        ...conflict,
      },
    },
    {
      method: 'post',
      path: '/auth/2fa/verify',
      security: publicAccess,
      summary: 'Complete a log-in that answered TWO_FACTOR_REQUIRED, with a code or a recovery code',
      request: { body: jsonBody(z.object({ challenge: z.string(), code: z.string().optional(), recovery_code: z.string().optional() })) },
      responses: {
        200: { description: 'Logged in (also sets the sf_refresh cookie)', ...jsonBody(LoginAnswer) },
        ...errorResponses(400, 429),
        401: { description: 'TWO_FACTOR_CHALLENGE_INVALID: expired, used, or ended by five wrong codes', ...jsonBody(ErrorResponse) },
      },
    },
    {
      method: 'post',
      path: '/auth/2fa/disable',
      security,
      summary: 'Turn two-factor off with the password and a code (authenticator or recovery code; session only)',
      request: { body: jsonBody(z.object({ password: z.string(), code: z.string() })) },
      responses: { 200: { description: 'Off', ...jsonBody(message('Two-factor authentication is turned off')) }, ...errorResponses(400, 401, 403, 429), ...conflict },
    },
  ];
}

for (const path of paths) openApiRegistry.registerPath({ tags, ...path });
