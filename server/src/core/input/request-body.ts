import { z } from 'zod';

/** Missing, null and non-string values read as '' so a schema's own "required" messages win. */
export const text = z
  .unknown()
  .optional()
  .transform((v) => (typeof v === 'string' ? v : ''));

/** A body that is not an object (null, an array, a string) validates like an empty one. */
export function body<T extends z.ZodRawShape>(shape: T) {
  return z.preprocess((v) => (typeof v === 'object' && v !== null && !Array.isArray(v) ? v : {}), z.object(shape));
}
