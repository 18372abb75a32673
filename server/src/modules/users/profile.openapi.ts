import { z } from 'zod';
import { bearerAuth, edgeRejection, ErrorResponse, openApiRegistry, publicAccess } from '../../core/openapi/registry.js';
import { AVATAR_MAX_BYTES } from './avatar.service.js';
import { notificationPreferencesSchema, PROFILE_MAX_LENGTHS } from './profile.schemas.js';
import { PROFILE_RESULT_MESSAGES } from './profile.service.js';

// Registered on import (profile.routes.ts imports this file).
const security = [{ [bearerAuth.name]: [] }];
const tags = ['Profile'];
const json = (schema: z.ZodType, description: string) => ({ description, content: { 'application/json': { schema } } });
const error = (description: string) => json(ErrorResponse, description);
const unauthenticated = { 401: error('Not signed in (UNAUTHENTICATED)') };

const preferences = notificationPreferencesSchema.openapi('NotificationPreferences', {
  description: 'Defaults: email true, projectUpdates true, marketingEmails false, productNews true.',
});

/** The user object of every profile answer (user.presenter.ts). */
export const userViewSchema = z
  .object({
    id: z.uuid(),
    email: z.string(),
    name: z.string().openapi({ description: "First plus last name; else the e-mail's local part; else 'User'." }),
    firstName: z.string(),
    lastName: z.string(),
    jobTitle: z.string(),
    company: z.string(),
    location: z.string(),
    phoneNumber: z.string(),
    bio: z.string(),
    avatar_url: z.string().nullable().openapi({ description: 'Same as avatarUrl (the REST spelling).' }),
    avatarUrl: z.string().nullable().openapi({ description: 'Uploaded avatar (/api/users/{id}/avatar?v=…), else the Google picture while linked, else null.' }),
    role: z.enum(['user', 'admin']),
    created_at: z.iso.datetime(),
    updated_at: z.iso.datetime(),
    last_sign_in_at: z.iso.datetime().nullable(),
    email_confirmed_at: z.iso.datetime().nullable(),
    identities: z.array(z.object({ id: z.uuid(), provider: z.enum(['email', 'google']), email: z.string().nullable(), created_at: z.iso.datetime() })),
    notificationPreferences: preferences,
    two_factor_enabled: z.boolean().openapi({ description: 'Whether logging in asks for an authenticator code.' }),
    per_document_notices: z.boolean().openapi({ description: 'In-app notices: one per finished document when true; one per generation run when false (the default).' }),
  })
  .openapi('User');

const userAnswer = (message?: string) => z.object({ status: z.literal('success'), data: userViewSchema, ...(message ? { message: z.literal(message) } : {}) });

const text = (max: number, description?: string) =>
  z
    .string()
    .max(max)
    .openapi({ description: `Trimmed. ${description ?? ''}`.trim() });
const profileBody = z
  .object({
    firstName: text(PROFILE_MAX_LENGTHS.firstName, 'Required.'),
    lastName: text(PROFILE_MAX_LENGTHS.lastName, 'Required.'),
    jobTitle: text(PROFILE_MAX_LENGTHS.jobTitle).optional(),
    company: text(PROFILE_MAX_LENGTHS.company).optional(),
    location: text(PROFILE_MAX_LENGTHS.location).optional(),
    phoneNumber: text(PROFILE_MAX_LENGTHS.phoneNumber, 'Empty, or like (555) 123-4567, 555.123.4567 or +5551234567 (separators: dash, space or dot).').optional(),
    bio: text(PROFILE_MAX_LENGTHS.bio).optional(),
    notificationPreferences: preferences.optional(),
  })
  .openapi('UpdateProfileRequest', { description: 'Left-out optional fields keep their value.' });

openApiRegistry.registerPath({
  method: 'get',
  path: '/users/profile',
  summary: "The caller's profile",
  tags,
  security,
  responses: { 200: json(userAnswer(), 'The user'), ...unauthenticated },
});

openApiRegistry.registerPath({
  method: 'put',
  path: '/users/profile',
  summary: "Updates the caller's profile (profile validation rules)",
  tags,
  security,
  request: { body: { content: { 'application/json': { schema: profileBody } } } },
  responses: {
    200: json(userAnswer(PROFILE_RESULT_MESSAGES.profileUpdated), 'The updated user'),
    400: error("Invalid fields (VALIDATION_FAILED, errors[{field,message}], e.g. 'This field is required')"),
    ...unauthenticated,
  },
});

openApiRegistry.registerPath({
  method: 'put',
  path: '/users/notifications',
  summary: 'Saves the four e-mail preferences',
  tags,
  security,
  request: {
    body: {
      content: {
        'application/json': {
          schema: z.object({
            notificationPreferences: preferences,
            perDocumentNotices: z.boolean().optional().openapi({ description: 'One in-app notice per finished document (true) or per generation run (false). Left out: unchanged.' }),
          }),
        },
      },
    },
  },
  responses: {
    200: json(userAnswer(PROFILE_RESULT_MESSAGES.preferencesUpdated), 'The updated user'),
    400: error('Missing or non-boolean preferences (VALIDATION_FAILED)'),
    ...unauthenticated,
  },
});

openApiRegistry.registerPath({
  method: 'post',
  path: '/users/avatar',
  summary: 'Uploads an avatar (PNG, JPEG or WebP, at most 2 MB); stored re-encoded as a 256×256 WebP',
  tags,
  security,
  request: {
    body: {
      content: {
        'multipart/form-data': {
          schema: z.object({
            avatar: z.string().openapi({ format: 'binary', description: `The image, at most ${AVATAR_MAX_BYTES} bytes.` }),
          }),
        },
      },
    },
  },
  responses: {
    200: json(userAnswer(), 'The user, avatarUrl pointing at the new image'),
    400: error('No file (AVATAR_MISSING) or not a PNG/JPEG/WebP image (AVATAR_UNSUPPORTED)'),
    413: error('Larger than 2 MB (AVATAR_TOO_LARGE)'),
    ...unauthenticated,
  },
});

openApiRegistry.registerPath({
  method: 'delete',
  path: '/users/avatar',
  summary: 'Removes the uploaded avatar (the Google picture, if linked, shows again)',
  tags,
  security,
  responses: { 200: json(userAnswer(), 'The user'), ...unauthenticated },
});

openApiRegistry.registerPath({
  method: 'get',
  path: '/users/{id}/avatar',
  summary: "A user's uploaded avatar (public; cached for good when ?v= matches the current version)",
  description: 'Public, because an `<img>` sends no bearer token. `{id}` is a user id, always a UUID: no user is called `tokens`, so this path and `/users/tokens/{id}` (a token id, also a UUID) never name the same resource.',
  tags,
  security: publicAccess,
  request: { params: z.object({ id: z.uuid().openapi({ description: 'The user id (a UUID).' }) }), query: z.object({ v: z.string().optional() }) },
  responses: {
    200: { description: 'The image', content: { 'image/webp': { schema: z.string().openapi({ format: 'binary' }) } } },
    304: { description: 'Not modified (If-None-Match)' },
    404: error('No uploaded avatar (AVATAR_NOT_FOUND)'),
    ...edgeRejection,
  },
});
