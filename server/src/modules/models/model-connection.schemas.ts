import { z } from 'zod';
import '../../core/openapi/registry.js';
import { modelKinds } from './model-connection.entity.js';

export const MODEL_MESSAGES = {
  saved: 'Model saved',
  removed: 'Model removed',
  keyRequired: 'An API key is required for Anthropic',
  keyForNewUrl: 'Enter the API key again: a saved key is only sent to the URL and provider it was saved with (to connect a server without a key, remove the saved model first)',
  urlRequired: 'The URL of the OpenAI-compatible server is required',
} as const;

const optionalText = (max: number, name: string) =>
  z
    .string({ error: `${name} must be a text` })
    .trim()
    .max(max, `${name} must be ${max} characters or fewer`)
    .nullish()
    .transform((v) => (v ? v : null));

/**
 * The connection as the form sends it. `api_key` absent or empty keeps the stored key (the key is
 * never sent back, so an edit of the model name does not need it again); a changed URL or kind
 * needs it again (model-connection.service.ts).
 */
export const saveModelBody = z.object(
  {
    kind: z.enum(modelKinds, { error: "kind must be 'openai' or 'anthropic'" }),
    base_url: optionalText(500, 'base_url'),
    model: z.string({ error: 'model is required' }).trim().min(1, 'model is required').max(200, 'model must be 200 characters or fewer'),
    api_key: optionalText(1000, 'api_key'),
  },
  { error: 'The request body must be a JSON object' },
);
export type SaveModelBody = z.infer<typeof saveModelBody>;

/** A connection as shown: never the key, only its last characters. */
export const modelConnectionSchema = z
  .object({
    kind: z.enum(modelKinds),
    base_url: z.string().nullable(),
    model: z.string(),
    has_key: z.boolean(),
    key_hint: z.string().nullable().openapi({ description: 'The last 4 characters of the key, e.g. "9xQz"' }),
    last_tested_at: z.string().nullable(),
    last_test_ok: z.boolean().nullable(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .openapi('ModelConnection');

export const modelTestResultSchema = z.object({ ok: z.boolean(), message: z.string(), latency_ms: z.number().int() }).openapi('ModelConnectionTestResult');
