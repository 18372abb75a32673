// The REST envelope and the error answers every module's OpenAPI paths share (they lived in the
// projects module, which made every module with a REST surface depend on projects).
import { z } from 'zod';
import { bearerAuth, ErrorResponse } from './registry.js';

/** The REST envelope of a successful answer. */
export function successOf<T extends z.ZodType>(data: T, message?: string) {
  return z.object({
    status: z.literal('success'),
    data,
    ...(message ? { message: z.literal(message) } : {}),
  });
}

export function jsonBody<T extends z.ZodType>(schema: T) {
  return { content: { 'application/json': { schema } } };
}

/** Error answers every signed-in endpoint may give, by HTTP status. */
export function errorResponses(...statuses: (400 | 401 | 403 | 404 | 409 | 413 | 429)[]) {
  const text: Record<number, string> = {
    400: 'VALIDATION_FAILED (message: the first problem; errors: every problem by field).',
    401: 'UNAUTHENTICATED: no valid bearer token.',
    403: 'FORBIDDEN, PLAN_LIMIT_REACHED, or a personal access token refused (TOKEN_READ_ONLY, TOKEN_NOT_ALLOWED).',
    404: "Not found, or not the caller's (the same answer, so ids cannot be probed).",
    409: 'A conflict with the current state (e.g. EVIDENCE_MISSING: criteria not verified).',
    413: 'PAYLOAD_TOO_LARGE.',
    429: 'RATE_LIMITED (Retry-After header).',
  };
  return Object.fromEntries(statuses.map((s) => [s, { description: text[s] ?? 'Error', ...jsonBody(ErrorResponse) }]));
}

export const security = [{ [bearerAuth.name]: [] }];
