import { z } from 'zod';
import '../../core/openapi/registry.js';
import { tokenScopes } from './token.entity.js';

export const TOKEN_MESSAGES = {
  created: 'Token created. Copy it now: it will not be shown again.',
  revoked: 'Token revoked',
} as const;

/** Expiry in days (7, 30 or 90), or null / absent for a token that never expires. */
export const tokenExpirySchema = z
  .union([z.literal(7), z.literal(30), z.literal(90), z.null()], { error: 'expires_in_days must be 7, 30, 90 or null' })
  .optional()
  .transform((v) => v ?? null);

export const createTokenBody = z.object({
  name: z.string({ error: 'name is required' }).trim().min(1, 'name is required').max(100, 'name must be 100 characters or fewer'),
  expires_in_days: tokenExpirySchema,
  scope: z.enum(tokenScopes, { error: "scope must be 'read' or 'read-write'" }),
});
export type CreateTokenBody = z.infer<typeof createTokenBody>;

/** A token as listed (never its secret). */
export const tokenSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    prefix: z.string().openapi({ description: 'The first characters of the secret, e.g. "sf_pat_Ab3x"' }),
    scope: z.enum(tokenScopes),
    expires_at: z.string().nullable(),
    last_used_at: z.string().nullable(),
    revoked_at: z.string().nullable(),
    created_at: z.string(),
  })
  .openapi('PersonalAccessToken');

export const createdTokenSchema = z.object({ token: z.string().openapi({ description: 'The secret (sf_pat_…), shown this once only' }), item: tokenSchema }).openapi('CreatedPersonalAccessToken');
