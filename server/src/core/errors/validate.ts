import type { z } from 'zod';
import { AppError } from './app-error.js';
import { errorTable } from './codes.js';

/**
 * Parses a transport's raw input with a zod schema. Failures become VALIDATION_FAILED with the
 * first problem as the message and every problem under `errors`/`extensions.fields`, so REST
 * and GraphQL answer identically.
 */
export function parseInput<S extends z.ZodType>(schema: S, raw: unknown): z.output<S> {
  const result = schema.safeParse(raw);
  if (result.success) return result.data;
  const issues = result.error.issues;
  throw new AppError(
    'VALIDATION_FAILED',
    issues[0]?.message ?? errorTable.VALIDATION_FAILED.message,
    issues.map((i) => ({ field: i.path.join('.'), message: i.message })),
  );
}
